import type { AnalyticsQuery } from '../analytics/query-params.js';
import { buildAirFilterClause } from '../analytics/filters.js';
import { moneyColumn, type ResolvedCurrency } from '../analytics/money.js';
import { count, money } from '../analytics/savings-sql.js';
import { SqlParams } from '../analytics/sql-params.js';
import type { Warehouse } from '../analytics/warehouse.js';
import type { ReportColumn, ReportFacts, ReportValue } from './report-output.js';
import type { ReportQuery } from './report-params.js';

/** What a report reads its rows with. */
export interface ReportScope {
  warehouse: Warehouse;
  tmc: string;
  query: AnalyticsQuery;
  report: ReportQuery;
  currency: ResolvedCurrency;
  /** The `data` of an analytics view for the same caller, filters, dates, currency and fee mode. */
  view(path: string): Promise<unknown>;
}

/** Where the next page starts: after this (result date, record locator). */
export interface ReportCursor {
  resultDate: string;
  recordLocator: string;
}

/** Rows in column order, and the cursor of the next page (null after the last). */
export interface ReportPage {
  rows: ReportValue[][];
  next: ReportCursor | null;
}

/** One exportable air report: its table and how to read it in pages. */
export interface AirReport {
  /** Last path segment: `/api/reports/air/{name}`. */
  name: string;
  /** The display name in file names ('{prefix} {display name} - {suffix}.{extension}'). */
  displayName: string;
  columns(currency: ResolvedCurrency): ReportColumn[];
  /** Number of table rows (checked against the size limits before anything is written). */
  count(scope: ReportScope): Promise<number>;
  /** Up to `limit` rows after `cursor` (from the start when null), as arrays in column order. */
  page(scope: ReportScope, cursor: ReportCursor | null, limit: number): Promise<ReportPage>;
  /** Totals for the facts sheet, equal to the savings views' figures for the same query. */
  totals(scope: ReportScope): Promise<ReportFacts>;
}

const dateRange = (q: AnalyticsQuery) => ({ startDate: q.startDate, endDate: q.endDate });

/**
 * One page of a row-level report read with keyset pagination on (result_date, record_locator),
 * which is unique per TMC. DuckDB builds the page as one JSON array of arrays: turning each row
 * into a JS object costs several times the query itself.
 */
async function keysetPage(
  scope: ReportScope,
  table: string,
  where: (params: SqlParams) => string,
  select: readonly string[],
  cursor: ReportCursor | null,
  limit: number,
): Promise<ReportPage> {
  const params = new SqlParams();
  let condition = where(params);
  if (cursor) {
    const date = params.add(cursor.resultDate);
    condition += ` AND (result_date > ${date}::DATE OR (result_date = ${date}::DATE AND record_locator > ${params.add(cursor.recordLocator)}))`;
  }
  const rows = await scope.warehouse.all<{ page: string | null }>(
    `SELECT '[' || coalesce(string_agg(json_array(${select.join(', ')})::VARCHAR, ',' ORDER BY result_date, record_locator), '') || ']' AS page
     FROM (SELECT * FROM ${table} WHERE ${condition} ORDER BY result_date, record_locator LIMIT ${params.add(limit)})`,
    params.values,
  );
  const page = JSON.parse(rows[0]?.page ?? '[]') as ReportValue[][];
  const last = page.length === limit ? page[page.length - 1] : undefined;
  return {
    rows: page,
    // Every row-level report starts with the record locator and the result date.
    next: last ? { recordLocator: String(last[0]), resultDate: String(last[2]) } : null,
  };
}

/** The savings overview figures for the report's query, as `/savingsOverview` answers them. */
async function overview(scope: ReportScope): Promise<Record<string, number | string | null>> {
  return (await scope.view('/api/views/air/faresaver/savingsOverview')) as Record<
    string,
    number | string | null
  >;
}

/** The executive summary's lines: label, field of the savings overview, money or not. */
const SUMMARY_LINES: readonly [label: string, field: string, isMoney: boolean][] = [
  ['Accepted savings', 'acceptedSavings', true],
  ['Rebooked PNRs', 'rebookedPNRs', false],
  ['Savings not accepted', 'savingsNotAccepted', true],
  ['PNRs with savings not accepted', 'savingsNotAcceptedPNRs', false],
  ['Potential savings', 'potentialSavingsWithFilters', true],
  ['Rebooking performance ratio (%)', 'rebookingPerformanceRatio', false],
  ['Tracked spend', 'trackedSpend', true],
  ['Tracked PNRs', 'trackedPnrs', false],
  ['Valid PNRs', 'validPnrs', false],
  ['Accepted deals', 'acceptedDeals', false],
  ['All sent deals', 'allSentDeals', false],
  ['Not accepted deals', 'notAcceptedDeals', false],
  ['Go-live date', 'goLiveDate', false],
];

export const executiveSummaryReport: AirReport = {
  name: 'executiveSummaryReport',
  displayName: 'Executive Summary',
  columns: (currency) => [
    { key: 'metric', header: 'Metric', width: 34 },
    { key: 'field', header: 'Field', width: 30 },
    { key: 'value', header: `Value (${currency.code} for money)`, width: 22 },
  ],
  count: async () => SUMMARY_LINES.length,
  async page(scope) {
    const figures = await overview(scope);
    return {
      rows: SUMMARY_LINES.map(([metric, field]) => [metric, field, figures[field] ?? null]),
      next: null,
    };
  },
  async totals(scope) {
    const figures = await overview(scope);
    return [
      ['Accepted savings total', figures.acceptedSavings ?? 0],
      ['Tracked spend total', figures.trackedSpend ?? 0],
    ];
  },
};

/** How many rows of `table` match the report's WHERE clause. */
async function countRows(
  scope: ReportScope,
  table: string,
  where: (params: SqlParams) => string,
): Promise<number> {
  const params = new SqlParams();
  const rows = await scope.warehouse.all<{ n: number }>(
    `SELECT count(*)::INTEGER AS n FROM ${table} WHERE ${where(params)}`,
    params.values,
  );
  return rows[0]?.n ?? 0;
}

/** Deals of the savings details: rebooked only, or with `withPotential` also the not accepted ones. */
function dealsWhere(scope: ReportScope, params: SqlParams): string {
  const where = buildAirFilterClause(params, scope.tmc, scope.query.filters, {
    dateRange: dateRange(scope.query),
  });
  return scope.report.extras.withPotential ? where : `${where} AND is_rebooked`;
}

export const savingsDetailsReport: AirReport = {
  name: 'savingsDetailsReport',
  displayName: 'Savings Details',
  columns: (currency) => [
    { key: 'recordLocator', header: 'Record locator' },
    { key: 'directEnterprise', header: 'Client', width: 28 },
    { key: 'resultDate', header: 'Result date' },
    { key: 'ticketingCountry', header: 'Ticketing country', width: 20 },
    { key: 'gds', header: 'GDS' },
    { key: 'pccName', header: 'PCC' },
    { key: 'dealStatus', header: 'Deal status' },
    { key: 'dealsSent', header: 'Deals sent' },
    { key: 'savings', header: `Savings (${currency.code})`, money: true, width: 16 },
    { key: 'feedback', header: 'Feedback', width: 28 },
  ],
  count: (scope) => countRows(scope, 'faresaver_deals', (params) => dealsWhere(scope, params)),
  page(scope, cursor, limit) {
    const savings = moneyColumn('savings', scope.currency, scope.query.feeMode);
    return keysetPage(
      scope,
      'faresaver_deals',
      (params) => dealsWhere(scope, params),
      [
        'record_locator',
        'direct_enterprise',
        "strftime(result_date, '%Y-%m-%d')",
        'ticketing_country',
        'gds',
        'pcc_name',
        'deal_status',
        'deals_sent::INTEGER',
        `round(${savings}, 2)::DOUBLE`,
        'feedback_meaning_platform',
      ],
      cursor,
      limit,
    );
  },
  async totals(scope) {
    const params = new SqlParams();
    const savings = moneyColumn('savings', scope.currency, scope.query.feeMode);
    const rows = await scope.warehouse.all<Record<string, number>>(
      `SELECT ${money(`sum(${savings}) FILTER (WHERE is_rebooked)`)} AS accepted,
        ${money(`sum(${savings}) FILTER (WHERE NOT is_rebooked)`)} AS notAccepted,
        ${count('count(*) FILTER (WHERE is_rebooked)')} AS rebooked
      FROM faresaver_deals WHERE ${dealsWhere(scope, params)}`,
      params.values,
    );
    const t = rows[0] ?? {};
    const facts: ReportFacts = [
      ['Accepted savings total', t.accepted ?? 0],
      ['Rebooked PNRs', t.rebooked ?? 0],
    ];
    if (scope.report.extras.withPotential) facts.push(['Savings not accepted total', t.notAccepted ?? 0]);
    return facts;
  },
};

function trackedWhere(scope: ReportScope, params: SqlParams): string {
  return `${buildAirFilterClause(params, scope.tmc, scope.query.filters, { dateRange: dateRange(scope.query) })} AND is_tracked`;
}

export const trackedPnrsReport: AirReport = {
  name: 'trackedPnrsReport',
  displayName: 'Tracked Flights',
  columns: (currency) => [
    { key: 'recordLocator', header: 'Record locator' },
    { key: 'directEnterprise', header: 'Client', width: 28 },
    { key: 'resultDate', header: 'Ticketing date' },
    { key: 'ticketingCountry', header: 'Ticketing country', width: 20 },
    { key: 'gds', header: 'GDS' },
    { key: 'pccName', header: 'PCC' },
    { key: 'cityPair', header: 'City pair' },
    { key: 'cabinClass', header: 'Cabin', width: 16 },
    { key: 'haulType', header: 'Haul' },
    { key: 'price', header: `Price (${currency.code})`, money: true, width: 16 },
    { key: 'valid', header: 'Valid for Faresaver' },
  ],
  count: (scope) => countRows(scope, 'air_pnrs', (params) => trackedWhere(scope, params)),
  page(scope, cursor, limit) {
    const price = moneyColumn('price', scope.currency);
    return keysetPage(
      scope,
      'air_pnrs',
      (params) => trackedWhere(scope, params),
      [
        'record_locator',
        'direct_enterprise',
        "strftime(result_date, '%Y-%m-%d')",
        'ticketing_country',
        'gds',
        'pcc_name',
        'city_pair',
        'cabin_class',
        'haul_type',
        `round(${price}, 2)::DOUBLE`,
        "CASE WHEN is_valid THEN 'Yes' ELSE 'No' END",
      ],
      cursor,
      limit,
    );
  },
  async totals(scope) {
    const params = new SqlParams();
    const price = moneyColumn('price', scope.currency);
    const rows = await scope.warehouse.all<Record<string, number>>(
      `SELECT ${money(`sum(${price})`)} AS spend, ${count('count(*)')} AS tracked,
        ${count('count(*) FILTER (WHERE is_valid)')} AS valid
      FROM air_pnrs WHERE ${trackedWhere(scope, params)}`,
      params.values,
    );
    const t = rows[0] ?? {};
    return [
      ['Tracked spend total', t.spend ?? 0],
      ['Tracked PNRs', t.tracked ?? 0],
      ['Valid PNRs', t.valid ?? 0],
    ];
  },
};

/** Every air report, by endpoint name. */
export const AIR_REPORT_LIST: readonly AirReport[] = [
  executiveSummaryReport,
  savingsDetailsReport,
  trackedPnrsReport,
];
