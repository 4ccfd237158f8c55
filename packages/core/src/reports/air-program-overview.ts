import { kpi, program, ranked, table, monthly } from './air-report-parts.js';
import { exportableReport, reportPage } from './report-definition.js';

const spend = program('spend{currency}');
const pnrs = program('countPnrs');

/** Program overview: what the air programme spends, where, with whom, and how much is under contract. */
export const PROGRAM_OVERVIEW = exportableReport(
  'ProgramOverview',
  'Program overview',
  'Air spend, trips, carriers and routes of the programme, and how much of it runs under contract.',
  [
    reportPage('overview', 'Overview', [
      kpi('spend', 'Air spend', spend, 'money'),
      kpi('pnrs', 'Trips (PNRs)', pnrs, 'count'),
      kpi('average-fare', 'Average fare', program('averageFare{currency}'), 'money'),
      kpi('under-contract', 'Spend under contract', program('contractSpendShare'), 'percent'),
      kpi('realised-discount', 'Contract discount realised', program('realisedDiscount{currency}'), 'money'),
      kpi('lowest-fare', 'Booked at the lowest fare offered', program('lowestFareAcceptedShare'), 'percent'),
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
    ]),
    reportPage('carriers-routes', 'Carriers and routes', [
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
      table(
        'routes',
        'Routes',
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
    ]),
    reportPage('clients', 'Clients', [
      table(
        'clients',
        'Clients',
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
    ]),
  ],
);
