import { kpi, program, ranked, visual, monthly } from './air-report-parts.js';
import type { ReportDefinition } from './report-definition.js';

const spend = program('spend{currency}');
const pnrs = program('countPnrs');

/** Program overview: what the air programme spends, where, with whom, and how much is under contract. */
export const PROGRAM_OVERVIEW: ReportDefinition = {
  reportName: 'ProgramOverview',
  title: 'Program overview',
  description:
    'Air spend, trips, carriers and routes of the programme, and how much of it runs under contract.',
  exportable: true,
  pages: [
    {
      name: 'overview',
      displayName: 'Overview',
      visuals: [
        kpi('spend', 'Air spend', spend, 'money'),
        kpi('pnrs', 'Trips (PNRs)', pnrs, 'count'),
        kpi('average-fare', 'Average fare', program('averageFare{currency}'), 'money'),
        kpi('under-contract', 'Spend under contract', program('contractSpendShare'), 'percent'),
        kpi(
          'realised-discount',
          'Contract discount realised',
          program('realisedDiscount{currency}'),
          'money',
        ),
        kpi(
          'lowest-fare',
          'Booked at the lowest fare offered',
          program('lowestFareAcceptedShare'),
          'percent',
        ),
        monthly('spend-by-month', 'Spend by month', 'wide', spend, 'money'),
        ranked('spend-by-cabin', 'Spend by cabin', 'pie', 'third', [spend, program('cabinClass')], 'money'),
        ranked('spend-by-haul', 'Spend by haul', 'pie', 'third', [spend, program('haulType')], 'money'),
        ranked(
          'spend-by-status',
          'Spend by contract status',
          'pie',
          'third',
          [spend, program('contractStatus')],
          'money',
        ),
      ],
    },
    {
      name: 'carriers-routes',
      displayName: 'Carriers and routes',
      visuals: [
        ranked(
          'top-carriers',
          'Top carriers by spend',
          'horizontalBar',
          'half',
          [spend, program('carrierName')],
          'money',
          { limit: 10 },
        ),
        ranked(
          'top-routes',
          'Top routes by spend',
          'horizontalBar',
          'half',
          [spend, program('route')],
          'money',
          {
            limit: 10,
          },
        ),
        visual(
          'routes',
          'Routes',
          'table',
          'wide',
          {
            measures: [pnrs, spend, program('averageFare{currency}'), program('contractSpendShare')],
            dimensions: [program('route'), program('haulType')],
            order: { [spend]: 'desc' },
            limit: 100,
          },
          {
            formats: {
              [spend]: 'money',
              [program('averageFare{currency}')]: 'money',
              [program('contractSpendShare')]: 'percent',
            },
          },
        ),
      ],
    },
    {
      name: 'clients',
      displayName: 'Clients',
      visuals: [
        visual(
          'clients',
          'Clients',
          'table',
          'wide',
          {
            measures: [
              pnrs,
              spend,
              program('contractSpendShare'),
              program('averageDaysInAdvance'),
              program('lowestFareAcceptedShare'),
            ],
            dimensions: [program('directEnterprise')],
            order: { [spend]: 'desc' },
            limit: 200,
          },
          {
            formats: {
              [spend]: 'money',
              [program('contractSpendShare')]: 'percent',
              [program('averageDaysInAdvance')]: 'days',
              [program('lowestFareAcceptedShare')]: 'percent',
            },
          },
        ),
      ],
    },
  ],
};
