import { moneyColumn } from '../analytics/sql/money.js';
import { count, money } from '../analytics/sql/savings-sql.js';
import type { SqlParams } from '../analytics/sql/sql-params.js';
import { scopeClause, type QueryScope } from '../analytics/sql/scope.js';
import type { ReportContext, RowReportColumn } from './row-report.js';

/** TMC, filters and the report's dates over a row table of the report's product. */
export function rowsInRange({ scope, query }: ReportContext, params: SqlParams): string {
  return scopeClause(params, scope, {
    table: 'rows',
    dateRange: { startDate: query.startDate, endDate: query.endDate },
  });
}

/** A money column in the report's currency, rounded to cents. */
export function amountColumn(
  { currency, dialect }: QueryScope,
  key: string,
  label: string,
  expression: string,
): RowReportColumn {
  return {
    key,
    header: `${label} (${currency.code})`,
    money: true,
    width: 16,
    select: `${dialect.round(expression, 2)}::DOUBLE`,
  };
}

/** What a savings details report calls its realized total and its count of rebooked rows. */
export interface SavingsTotalLabels {
  realized: string;
  rebooked: string;
}

/**
 * The totals of a savings details report: realized savings and rebooked rows, and with
 * `withPotential` the savings not accepted (net of fees when the query asks for net).
 */
export function savingsTotals(
  { scope, query, request }: ReportContext,
  labels: SavingsTotalLabels,
): [string, string][] {
  const savings = moneyColumn('savings', scope.currency, query.feeMode);
  const totals: [string, string][] = [
    [labels.realized, money(scope.dialect, `sum(${savings}) FILTER (WHERE is_rebooked)`)],
    [labels.rebooked, count('count(*) FILTER (WHERE is_rebooked)')],
  ];
  if (request.extras.withPotential) {
    totals.push([
      'Savings not accepted total',
      money(scope.dialect, `sum(${savings}) FILTER (WHERE NOT is_rebooked)`),
    ]);
  }
  return totals;
}
