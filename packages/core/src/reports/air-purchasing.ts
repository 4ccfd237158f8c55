import { kpi, program, table, visual, monthly } from './air-report-parts.js';
import { exportableReport, reportPage, type ReportVisualDefinition } from './report-definition.js';

const pnrs = program('countPnrs');
const spend = program('spend{currency}');
const averageFare = program('averageFare{currency}');
const days = program('averageDaysInAdvance');
const late = program('bookedWithin7DaysShare');
const advance = program('bookedAdvance14Share');
const bookingWindow = program('bookingWindow');

/** The booking window's KPIs, then PNRs and average fare per window (the later, the dearer). */
function byWindow(id: string): ReportVisualDefinition[] {
  return [
    kpi('days', 'Average days booked in advance', days, 'days'),
    kpi('late', 'Booked less than 7 days ahead', late, 'percent'),
    kpi('advance', 'Booked 14 days or more ahead', advance, 'percent'),
    visual(`${id}-pnrs`, 'PNRs by booking window', 'bar', 'half', {
      measures: [pnrs],
      dimensions: [bookingWindow],
      order: { [bookingWindow]: 'asc' },
    }),
    visual(
      `${id}-fare`,
      'Average fare by booking window',
      'bar',
      'half',
      { measures: [averageFare], dimensions: [bookingWindow], order: { [bookingWindow]: 'asc' } },
      { formats: { [averageFare]: 'money' } },
    ),
  ];
}

/** Purchasing behavior: when and how travellers buy — booking window, cabin by haul, weekday, lowest fare. */
export const PURCHASING_BEHAVIOR = exportableReport(
  'PurchasingBehavior',
  'Purchasing behavior',
  'When travellers book, in which cabin on which haul, on which weekday, and whether they take the lowest fare offered.',
  [
    reportPage('booking-window', 'Booking window', [...byWindow('window')]),
    reportPage('cabin-haul', 'Cabin by haul', [
      table(
        'cabin-haul',
        'PNRs and spend by haul and cabin',
        {
          measures: [pnrs, spend, averageFare],
          dimensions: [program('haulType'), program('cabinClass')],
          order: [
            [program('haulType'), 'asc'],
            [spend, 'desc'],
          ],
        },
        { formats: { [spend]: 'money', [averageFare]: 'money' } },
      ),
      visual('cabin', 'PNRs by cabin', 'pie', 'half', {
        measures: [pnrs],
        dimensions: [program('cabinClass')],
        order: { [pnrs]: 'desc' },
      }),
      visual(
        'haul',
        'Spend by haul',
        'bar',
        'half',
        { measures: [spend], dimensions: [program('haulType')], order: { [spend]: 'desc' } },
        { formats: { [spend]: 'money' } },
      ),
    ]),
    reportPage('day-of-week', 'Day of week', [
      visual('weekday-pnrs', 'PNRs by day of the week booked', 'bar', 'half', {
        measures: [pnrs],
        dimensions: [program('bookingWeekday')],
        order: { [program('bookingWeekday')]: 'asc' },
      }),
      visual(
        'weekday-days',
        'Average days in advance by day of the week booked',
        'bar',
        'half',
        {
          measures: [days],
          dimensions: [program('bookingWeekday')],
          order: { [program('bookingWeekday')]: 'asc' },
        },
        { formats: { [days]: 'days' } },
      ),
    ]),
    reportPage('lowest-fare', 'Lowest fare accepted', [
      kpi('lowest', 'Booked at the lowest fare offered', program('lowestFareAcceptedShare'), 'percent'),
      kpi(
        'above-lowest',
        'Paid above the lowest fare offered',
        program('missedSavings{currency}'),
        'money',
        'The fare paid minus the lowest fare offered when the PNR was booked, summed over the PNRs that did not take it.',
      ),
      kpi('pnrs', 'PNRs', pnrs, 'count'),
      monthly(
        'lowest-by-month',
        'Lowest fare accepted by month',
        'wide',
        program('lowestFareAcceptedShare'),
        'percent',
      ),
      table(
        'lowest-by-client',
        'Lowest fare accepted by client',
        {
          measures: [pnrs, program('lowestFareAcceptedShare'), program('missedSavings{currency}')],
          dimensions: [program('directEnterprise')],
          order: { [program('missedSavings{currency}')]: 'desc' },
          limit: 200,
        },
        {
          formats: {
            [program('lowestFareAcceptedShare')]: 'percent',
            [program('missedSavings{currency}')]: 'money',
          },
        },
      ),
    ]),
  ],
);

/** Advanced purchase: the programme's booking-window report, overall, over time, per client and route. */
export const ADVANCED_PURCHASE_2 = exportableReport(
  'AdvancedPurchase2',
  'Advanced purchase',
  'How far ahead of departure tickets are bought, and what late bookings cost.',
  [
    reportPage('summary', 'Summary', [
      ...byWindow('window'),
      monthly('days-by-month', 'Average days booked in advance by month', 'wide', days, 'days', {
        value: 14,
        label: '14-day advance purchase',
      }),
    ]),
    reportPage('clients', 'Clients', [
      table(
        'clients',
        'Booking window by client',
        {
          measures: [pnrs, days, late, advance, averageFare],
          dimensions: [program('directEnterprise')],
          order: { [late]: 'desc' },
          limit: 200,
        },
        { formats: { [days]: 'days', [late]: 'percent', [advance]: 'percent', [averageFare]: 'money' } },
      ),
    ]),
    reportPage('late-routes', 'Late bookings by route', [
      table(
        'late-routes',
        'Routes booked less than 7 days ahead',
        {
          measures: [pnrs, spend, averageFare],
          dimensions: [program('route'), program('haulType')],
          filters: [{ member: program('daysInAdvance'), operator: 'lt', values: ['7'] }],
          order: { [spend]: 'desc' },
          limit: 50,
        },
        {
          formats: { [spend]: 'money', [averageFare]: 'money' },
          note: 'PNRs ticketed less than 7 days before departure, by the spend they carry.',
        },
      ),
    ]),
  ],
);
