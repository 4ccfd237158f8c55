import type { FilterGroup, FilterSelection } from '@tripsight/core';
import type { SqlParams } from './sql-params.js';

/** The six global filter groups, in the order the filter bar shows them. */
export const FILTER_GROUPS: readonly FilterGroup[] = [
  'gds',
  'region',
  'continent',
  'pointOfSale',
  'corporate',
  'pccName',
];

/** Column of the air tables (PNRs, deals, summaries, dimensions) each filter group restricts. */
export const AIR_FILTER_COLUMNS: Record<FilterGroup, string> = {
  gds: 'gds',
  region: 'ticketing_region',
  continent: 'ticketing_continent',
  pointOfSale: 'ticketing_country',
  corporate: 'direct_enterprise',
  pccName: 'pcc_name',
};

export interface AirFilterOptions {
  /** Table alias to qualify the columns with (`p` gives `p.gds`). */
  alias?: string;
  /** Inclusive date range on `dateColumn` (YYYY-MM-DD). */
  dateRange?: { startDate: string; endDate: string };
  /** Date column the range applies to (default `result_date`). */
  dateColumn?: string;
}

/**
 * The WHERE conditions of an air query: the caller's TMC, each non-empty filter group as an
 * `IN (...)` list of bound values (a value nobody has simply matches no row), and optionally a date
 * range. Works on every air table, since they share the filter column names.
 *
 * @example
 * const p = new SqlParams();
 * const where = buildAirFilterClause(p, 'northstar', { gds: ['Sabre'] }, { dateRange });
 * await warehouse.all(`SELECT count(*) AS n FROM air_pnrs WHERE ${where}`, p.values);
 */
export function buildAirFilterClause(
  params: SqlParams,
  tmc: string,
  filters: Partial<FilterSelection>,
  options: AirFilterOptions = {},
): string {
  const column = (name: string) => (options.alias ? `${options.alias}.${name}` : name);
  const conditions = [`${column('tmc_id')} = ${params.add(tmc)}`];
  for (const group of FILTER_GROUPS) {
    const values = filters[group];
    if (values && values.length > 0) {
      conditions.push(`${column(AIR_FILTER_COLUMNS[group])} IN (${params.list(values)})`);
    }
  }
  if (options.dateRange) {
    const date = column(options.dateColumn ?? 'result_date');
    conditions.push(
      `${date} BETWEEN ${params.add(options.dateRange.startDate)}::DATE AND ${params.add(options.dateRange.endDate)}::DATE`,
    );
  }
  return conditions.join(' AND ');
}
