import type { SavingsOverviewData } from '@tripsight/core/views';
import { moneyColumn } from '../analytics/sql/money.js';
import { count, money } from '../analytics/sql/savings-sql.js';
import { savingsOverview } from '../analytics/views/savings-views.js';
import type { QueryScope } from '../analytics/sql/scope.js';
import { amountColumn, rowsInRange, savingsTotals } from './report-columns.js';
import { rowReport, type AirReport, type ReportContext, type RowReportColumn } from './row-report.js';

/** The savings overview figures for the report's query, exactly as `/savingsOverview` answers them. */
async function overview({ warehouse, scope, query }: ReportContext): Promise<SavingsOverviewData> {
  return (await savingsOverview(warehouse, scope, query, {})).data;
}

/** The executive summary's lines: label and field of the savings overview. */
const SUMMARY_LINES: readonly [label: string, field: keyof SavingsOverviewData][] = [
  ['Accepted savings', 'acceptedSavings'],
  ['Rebooked PNRs', 'rebookedPNRs'],
  ['Savings not accepted', 'savingsNotAccepted'],
  ['PNRs with savings not accepted', 'savingsNotAcceptedPNRs'],
  ['Potential savings', 'potentialSavingsWithFilters'],
  ['Rebooking performance ratio (%)', 'rebookingPerformanceRatio'],
  ['Tracked spend', 'trackedSpend'],
  ['Tracked PNRs', 'trackedPnrs'],
  ['Valid PNRs', 'validPnrs'],
  ['Accepted deals', 'acceptedDeals'],
  ['All sent deals', 'allSentDeals'],
  ['Not accepted deals', 'notAcceptedDeals'],
  ['Go-live date', 'goLiveDate'],
];

/** The savings overview's figures, one line each. */
const executiveSummaryReport: AirReport = {
  name: 'executiveSummaryReport',
  displayName: 'Executive Summary',
  columns: ({ scope }) => [
    { key: 'metric', header: 'Metric', width: 34 },
    { key: 'field', header: 'Field', width: 30 },
    { key: 'value', header: `Value (${scope.currency.code} for money)`, width: 22 },
  ],
  count: async () => SUMMARY_LINES.length,
  async page(context) {
    const figures = await overview(context);
    return { rows: SUMMARY_LINES.map(([metric, field]) => [metric, field, figures[field]]), next: null };
  },
  async totals(context) {
    const figures = await overview(context);
    return [
      ['Accepted savings total', figures.acceptedSavings],
      ['Tracked spend total', figures.trackedSpend],
    ];
  },
};

/**
 * The columns every row-level air report starts with: the record locator and the date (the keyset
 * of its pages), the client, and where and through which GDS and PCC it was sold.
 */
function bookingColumns({ product, dialect }: QueryScope, dateHeader: string): RowReportColumn[] {
  return [
    { key: 'recordLocator', header: 'Record locator', select: 'record_locator' },
    { key: 'directEnterprise', header: 'Client', width: 28, select: product.filterColumns.corporate },
    { key: 'resultDate', header: dateHeader, select: dialect.day(product.dateColumn) },
    { key: 'ticketingCountry', header: 'Ticketing country', width: 20, select: 'ticketing_country' },
    { key: 'gds', header: 'GDS', select: 'gds' },
    { key: 'pccName', header: 'PCC', select: 'pcc_name' },
  ];
}

/** Deals of the savings details: rebooked only, or with `withPotential` also the not accepted ones. */
const savingsDetailsReport = rowReport({
  name: 'savingsDetailsReport',
  displayName: 'Savings Details',
  table: ({ scope }) => scope.product.rowTables.savings,
  where(context, params) {
    const where = rowsInRange(context, params);
    return context.request.extras.withPotential ? where : `${where} AND is_rebooked`;
  },
  columns({ scope, query }) {
    const savings = moneyColumn('savings', scope.currency, query.feeMode);
    return [
      ...bookingColumns(scope, 'Result date'),
      { key: 'dealStatus', header: 'Deal status', select: 'deal_status' },
      { key: 'dealsSent', header: 'Deals sent', select: 'deals_sent::INTEGER' },
      amountColumn(scope, 'savings', 'Savings', savings),
      { key: 'feedback', header: 'Feedback', width: 28, select: 'feedback_meaning_platform' },
    ];
  },
  totals: (context) =>
    savingsTotals(context, { realized: 'Accepted savings total', rebooked: 'Rebooked PNRs' }),
});

/** Every PNR Faresaver tracked in the range, with its price. */
export const trackedPnrsReport = rowReport({
  name: 'trackedPnrsReport',
  displayName: 'Tracked Flights',
  table: ({ scope }) => scope.product.rowTables.tracked,
  where: (context, params) => `${rowsInRange(context, params)} AND is_tracked`,
  columns({ scope }) {
    const price = moneyColumn('price', scope.currency);
    return [
      ...bookingColumns(scope, 'Ticketing date'),
      { key: 'cityPair', header: 'City pair', select: 'city_pair' },
      { key: 'cabinClass', header: 'Cabin', width: 16, select: 'cabin_class' },
      { key: 'haulType', header: 'Haul', select: 'haul_type' },
      amountColumn(scope, 'price', 'Price', price),
      { key: 'valid', header: 'Valid for Faresaver', select: "CASE WHEN is_valid THEN 'Yes' ELSE 'No' END" },
    ];
  },
  totals({ scope }) {
    const price = moneyColumn('price', scope.currency);
    return [
      ['Tracked spend total', money(scope.dialect, `sum(${price})`)],
      ['Tracked PNRs', count('count(*)')],
      ['Valid PNRs', count('count(*) FILTER (WHERE is_valid)')],
    ];
  },
});

/** Every air report, by endpoint name. */
export const AIR_REPORT_LIST: readonly AirReport[] = [
  executiveSummaryReport,
  savingsDetailsReport,
  trackedPnrsReport,
];
