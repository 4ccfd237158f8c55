import type { HotelCompanySavingsData, HotelTrackedSpendData } from '@tripsight/core/views';
import {
  companySavingsFigures,
  flagCondition,
  trackedSpendFigures,
} from '../analytics/views/hotel-savings-figures.js';
import { moneyColumn } from '../analytics/sql/money.js';
import { count, money } from '../analytics/sql/savings-sql.js';
import type { QueryScope } from '../analytics/sql/scope.js';
import type { SqlParams } from '../analytics/sql/sql-params.js';
import type { ReportValue } from './report-output.js';
import { amountColumn, rowsInRange, savingsTotals } from './report-columns.js';
import { rowReport, type AirReport, type ReportContext, type RowReportColumn } from './row-report.js';

/** Path prefix of the hotel report endpoints (`/api/reports/hotelsExecutiveSummaryReport`, …). */
export const HOTEL_REPORTS_PREFIX = '/api/reports';

/** The flags of a report request (isHPA, isPMOnly, isAutorebook) as the views take them. */
const flagsOf = ({ request }: ReportContext) => request.extras;

/** The savings overview figures for the report's query and flags, exactly as the hotel views answer them. */
async function figures(
  context: ReportContext,
): Promise<{ company: HotelCompanySavingsData; tracked: HotelTrackedSpendData }> {
  const { warehouse, scope, query } = context;
  const flags = flagsOf(context);
  const [company, tracked] = await Promise.all([
    companySavingsFigures(warehouse, scope, query, flags),
    trackedSpendFigures(warehouse, scope, query, flags),
  ]);
  return { company, tracked };
}

type Line = [label: string, field: string, value: (f: Awaited<ReturnType<typeof figures>>) => ReportValue];

/** The executive summary's lines: label, field of the hotel savings metrics (docs/rules/hotel.md#hotel-metrics) and value. */
const SUMMARY_LINES: readonly Line[] = [
  ['Realized savings', 'acceptedSavings', (f) => f.company.acceptedSavings],
  ['Rebooked reservations', 'rebookings', (f) => f.company.rebookings],
  ['Savings rate (%)', 'acceptedSavingsRatio', (f) => f.company.acceptedSavingsRatio],
  ['Potential savings sent', 'potentialSentSavings', (f) => f.company.potentialSentSavings],
  ['Reservations with lower rates sent', 'PNRswithSentDeals', (f) => f.company.PNRswithSentDeals],
  [
    'Rebooking performance ratio (%)',
    'rebookingPerformanceRatio',
    (f) => f.company.rebookingPerformanceRatio,
  ],
  ['Savings up to', 'savingsUpto', (f) => f.company.savingsUpto],
  ['Savings up to, of total spend (%)', 'savingsUptoRate', (f) => f.company.savingsUptoRate],
  ['Tracked spend', 'trackedSpend', (f) => f.tracked.trackedSpend],
  ['Tracked reservations', 'trackedPNRs', (f) => f.tracked.trackedPNRs],
  ['Tracking ratio (%)', 'trackingRatio', (f) => f.tracked.trackingRatio],
  ['Go-live date', 'goLiveDate', (f) => f.company.goLiveDate],
];

/** The HPA lines, added with isHPA. */
const HPA_LINES: readonly Line[] = [
  ['Average reservation savings', 'avgReservationSavings', (f) => f.company.avgReservationSavings ?? null],
  ['Average nightly savings', 'avgNightlySavings', (f) => f.company.avgNightlySavings ?? null],
  [
    'Reservation with savings ratio (%)',
    'reservationWithSavingsRatio',
    (f) => f.company.reservationWithSavingsRatio ?? null,
  ],
  ['Savings per reservation', 'savingsPerReservation', (f) => f.company.savingsPerReservation ?? null],
  [
    'Savings per reservation ratio (%)',
    'savingsPerReservationRatio',
    (f) => f.company.savingsPerReservationRatio ?? null,
  ],
  ['Average tracked spend', 'avgTrackedSpend', (f) => f.tracked.avgTrackedSpend ?? null],
  ['Average nights', 'avgTrackedNumNights', (f) => f.tracked.avgTrackedNumNights ?? null],
  ['Average days before check-in', 'avgDaysBeforeCheckin', (f) => f.tracked.avgDaysBeforeCheckin ?? null],
];

const linesOf = (context: ReportContext) =>
  context.request.extras.isHPA ? [...SUMMARY_LINES, ...HPA_LINES] : SUMMARY_LINES;

/** The hotel savings overview's figures, one line each (with the HPA averages for isHPA). */
const hotelsExecutiveSummaryReport: AirReport = {
  name: 'hotelsExecutiveSummaryReport',
  displayName: 'Hotel Executive Summary',
  columns: ({ scope }) => [
    { key: 'metric', header: 'Metric', width: 36 },
    { key: 'field', header: 'Field', width: 30 },
    { key: 'value', header: `Value (${scope.currency.code} for money)`, width: 22 },
  ],
  count: async (context) => linesOf(context).length,
  async page(context) {
    const f = await figures(context);
    return { rows: linesOf(context).map(([label, field, value]) => [label, field, value(f)]), next: null };
  },
  async totals(context) {
    const f = await figures(context);
    return [
      ['Realized savings total', f.company.acceptedSavings],
      ['Rebooked reservations', f.company.rebookings],
      ['Tracked spend total', f.tracked.trackedSpend],
    ];
  },
};

/** TMC, filters, dates and flags over a hotel row table (its date: booking day or lower rate found). */
function hotelRowsInRange(context: ReportContext, params: SqlParams): string {
  return `${rowsInRange(context, params)} AND ${flagCondition(flagsOf(context))}`;
}

/** The columns every hotel row report starts with: reservation, date, client and where it was sold. */
function reservationColumns({ product, dialect }: QueryScope, dateHeader: string): RowReportColumn[] {
  return [
    { key: 'recordLocator', header: 'Record locator', select: 'record_locator' },
    { key: 'resultDate', header: dateHeader, select: dialect.day(product.dateColumn) },
    { key: 'corporate', header: 'Client', width: 28, select: product.filterColumns.corporate },
    { key: 'pointOfSale', header: 'Point of sale', width: 20, select: 'ticketing_country' },
    { key: 'gds', header: 'GDS', select: 'gds' },
    { key: 'pccName', header: 'PCC', select: 'pcc_name' },
    { key: 'hotelName', header: 'Hotel', width: 40, select: 'hotel_name' },
    { key: 'hotelMasterChain', header: 'Hotel chain', width: 26, select: 'hotel_master_chain' },
    { key: 'city', header: 'City', width: 18, select: 'destination_city' },
    { key: 'country', header: 'Country', width: 20, select: 'destination_country' },
  ];
}

/**
 * Reservations rebooked at a lower rate, dated by the day the rate was found; with `withPotential`
 * also those whose lower rate was sent but not accepted. The realized total equals the page's.
 */
const hotelsSavingsDetailsReport = rowReport({
  name: 'hotelsSavingsDetailsReport',
  displayName: 'Hotel Savings Details',
  table: ({ scope }) => scope.product.rowTables.savings,
  where(context, params) {
    const where = hotelRowsInRange(context, params);
    return context.request.extras.withPotential ? `${where} AND is_sent` : `${where} AND is_rebooked`;
  },
  columns({ scope, query }) {
    const savings = moneyColumn('savings', scope.currency, query.feeMode);
    return [
      ...reservationColumns(scope, 'Lower rate found'),
      { key: 'checkin', header: 'Check-in', select: scope.dialect.day('checkin_date') },
      { key: 'nights', header: 'Nights', select: 'nights::INTEGER' },
      { key: 'roomType', header: 'Room type', width: 16, select: 'room_type' },
      { key: 'rateType', header: 'Rate type', select: "coalesce(rate_type, 'None')" },
      { key: 'dealStatus', header: 'Status', select: 'deal_status' },
      { key: 'rateDropsFound', header: 'Lower rates found', select: 'rate_drops_found::INTEGER' },
      amountColumn(scope, 'bookedSpend', 'Original spend', moneyColumn('booked_spend', scope.currency)),
      amountColumn(scope, 'savings', 'Savings', savings),
    ];
  },
  totals: (context) =>
    savingsTotals(context, { realized: 'Realized savings total', rebooked: 'Rebooked reservations' }),
});

/** Every reservation Hotelsaver tracked in the range (by booking day), with its rates and spend. */
const hotelsTrackedReservationsReport = rowReport({
  name: 'hotelsTrackedReservationsReport',
  displayName: 'Hotel Tracked Reservations',
  table: ({ scope }) => scope.product.rowTables.tracked,
  where: (context, params) => `${hotelRowsInRange(context, params)} AND is_tracked`,
  columns({ scope }) {
    return [
      ...reservationColumns(scope, 'Booking date'),
      { key: 'stars', header: 'Stars', select: 'hotel_star_rating::INTEGER' },
      { key: 'checkin', header: 'Check-in', select: scope.dialect.day('checkin_date') },
      { key: 'nights', header: 'Nights', select: 'nights::INTEGER' },
      { key: 'daysBeforeCheckin', header: 'Days before check-in', select: 'days_before_checkin::INTEGER' },
      { key: 'roomType', header: 'Room type', width: 16, select: 'room_type' },
      { key: 'rateType', header: 'Rate type', select: "coalesce(rate_type, 'None')" },
      amountColumn(scope, 'adr', 'Nightly rate', moneyColumn('adr', scope.currency)),
      amountColumn(scope, 'marketAdr', 'Market rate (ADR)', moneyColumn('market_adr', scope.currency)),
      amountColumn(scope, 'spend', 'Spend', moneyColumn('spend', scope.currency)),
      {
        key: 'rebooked',
        header: 'Rebooked at a lower rate',
        select: "CASE WHEN is_rebooked THEN 'Yes' ELSE 'No' END",
      },
    ];
  },
  totals({ scope }) {
    const spend = moneyColumn('spend', scope.currency);
    return [
      ['Tracked spend total', money(scope.dialect, `sum(${spend})`)],
      ['Tracked reservations', count('count(*)')],
      ['Nights', count('sum(nights)')],
    ];
  },
});

/** Every hotel report, by endpoint name. */
export const HOTEL_REPORT_LIST: readonly AirReport[] = [
  hotelsExecutiveSummaryReport,
  hotelsSavingsDetailsReport,
  hotelsTrackedReservationsReport,
];
