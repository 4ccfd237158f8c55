import type { AnalyticsQuery } from '../analytics/views/query-params.js';
import type { QueryScope } from '../analytics/sql/scope.js';
import { SqlParams } from '../analytics/sql/sql-params.js';
import type { Warehouse } from '../analytics/warehouse/warehouse.js';
import type { ReportColumn, ReportFacts, ReportValue } from './report-output.js';
import type { ReportQuery } from './report-params.js';

/** What a report reads its rows with: the same scope and query the analytics views get. */
export interface ReportContext {
  warehouse: Warehouse;
  /** Product, TMC, filter combinations and currency, resolved as for the views. */
  scope: QueryScope;
  query: AnalyticsQuery;
  /** The report request: format, product and extras (withPotential, …). */
  request: ReportQuery;
}

/** Where the next page starts: after this (date, record locator). */
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
  /** The table's columns (money headers name the report's currency). */
  columns(context: ReportContext): ReportColumn[];
  /** Number of table rows (checked against the size limits before anything is written). */
  count(context: ReportContext): Promise<number>;
  /** Up to `limit` rows after `cursor` (from the start when null), as arrays in column order. */
  page(context: ReportContext, cursor: ReportCursor | null, limit: number): Promise<ReportPage>;
  /** Totals for the facts sheet, equal to the savings views' figures for the same query. */
  totals(context: ReportContext): Promise<ReportFacts>;
}

/** A column of a row-level report and the SQL expression of its cells. */
export interface RowReportColumn extends ReportColumn {
  select: string;
}

/** A report with one table row per booking or deal, read with keyset pagination. */
export interface RowReportDefinition {
  name: string;
  displayName: string;
  /** The product table the rows come from. */
  table(context: ReportContext): string;
  /** The conditions of the rows (TMC, filters, dates, and the report's own). */
  where(context: ReportContext, params: SqlParams): string;
  /** The columns; `recordLocator` and `resultDate` are required, as the keyset. */
  columns(context: ReportContext): RowReportColumn[];
  /** The totals of the facts sheet: label and SQL aggregate over the same rows. */
  totals(context: ReportContext): [label: string, aggregate: string][];
}

/** Runs one statement on the report's rows and returns its single result row. */
async function aggregate(
  context: ReportContext,
  definition: RowReportDefinition,
  select: string,
): Promise<Record<string, ReportValue>> {
  const params = new SqlParams(context.warehouse.dialect);
  const rows = await context.warehouse.all<Record<string, ReportValue>>(
    `SELECT ${select} FROM ${definition.table(context)} WHERE ${definition.where(context, params)}`,
    params.values,
  );
  return rows[0] ?? {};
}

/**
 * One page of a row-level report read with keyset pagination on (date, record locator), which is
 * unique per TMC. DuckDB builds the page as one JSON array of arrays: turning each row into a JS
 * object costs several times the query itself.
 */
async function keysetPage(
  context: ReportContext,
  definition: RowReportDefinition,
  cursor: ReportCursor | null,
  limit: number,
): Promise<ReportPage> {
  const date = context.scope.product.dateColumn;
  const columns = definition.columns(context);
  const { dialect } = context.warehouse;
  const params = new SqlParams(dialect);
  let condition = definition.where(context, params);
  if (cursor) {
    const day = params.add(cursor.resultDate);
    condition += ` AND (${date} > ${day}::DATE OR (${date} = ${day}::DATE AND record_locator > ${params.add(cursor.recordLocator)}))`;
  }
  const row = dialect.jsonArray(columns.map((column) => column.select));
  const rows = await context.warehouse.all<{ page: string | null }>(
    `SELECT '[' || coalesce(${dialect.joinText(row, "','", `ORDER BY ${date}, record_locator`)}, '') || ']' AS page
     FROM (SELECT * FROM ${definition.table(context)} WHERE ${condition}
       ORDER BY ${date}, record_locator LIMIT ${params.add(limit)})`,
    params.values,
  );
  const page = JSON.parse(rows[0]?.page ?? '[]') as ReportValue[][];
  const last = page.length === limit ? page[page.length - 1] : undefined;
  const at = (key: string) => columns.findIndex((column) => column.key === key);
  return {
    rows: page,
    next: last
      ? { recordLocator: String(last[at('recordLocator')]), resultDate: String(last[at('resultDate')]) }
      : null,
  };
}

/**
 * A row-level report from its definition: the count, the pages and the totals all read the same
 * rows (table and conditions), so the file, its row count and its facts always agree.
 */
export function rowReport(definition: RowReportDefinition): AirReport {
  return {
    name: definition.name,
    displayName: definition.displayName,
    columns: (context) => definition.columns(context),
    async count(context) {
      const result = await aggregate(context, definition, 'count(*)::INTEGER AS n');
      return Number(result.n ?? 0);
    },
    page: (context, cursor, limit) => keysetPage(context, definition, cursor, limit),
    async totals(context) {
      const totals = definition.totals(context);
      const select = totals.map(([, sql], i) => `${sql} AS t${i}`).join(', ');
      const result = await aggregate(context, definition, select);
      return totals.map(([label], i): [string, ReportValue] => [label, result[`t${i}`] ?? 0]);
    },
  };
}
