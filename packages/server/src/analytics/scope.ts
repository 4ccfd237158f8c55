import type { AnalyticsQuery } from './query-params.js';
import { buildAirFilterClause, FILTER_GROUPS } from './filters.js';
import { chooseCurrency, type ResolvedCurrency } from './money.js';
import { SqlParams } from './sql-params.js';
import type { Warehouse } from './warehouse.js';

/** What a query may read: the filter combinations (`dim_id`s) of the TMC that match its filters. */
export interface QueryScope {
  tmc: string;
  /** Matching `air_dimensions.dim_id`s; null when no filter is set (the whole TMC). */
  dimIds: number[] | null;
  currency: ResolvedCurrency;
}

/**
 * Resolves the filters to filter combinations and the currency in one small query on
 * `air_dimensions`, so the summary queries filter on integer ids only. Skips the query when no
 * filter is set and the currency was asked for.
 */
export async function resolveScope(
  warehouse: Warehouse,
  tmc: string,
  query: AnalyticsQuery,
): Promise<QueryScope> {
  const filtered = FILTER_GROUPS.some((group) => query.filters[group].length > 0);
  if (!filtered && query.currency) return { tmc, dimIds: null, currency: chooseCurrency(query.currency, []) };
  const params = new SqlParams();
  const where = buildAirFilterClause(params, tmc, query.filters);
  const rows = await warehouse.all<{ dim_id: number; currency: string }>(
    `SELECT dim_id, tmc_branch_default_currency AS currency FROM air_dimensions WHERE ${where}`,
    params.values,
  );
  const currencies = [...new Set(rows.map((row) => row.currency))];
  return {
    tmc,
    dimIds: filtered ? rows.map((row) => row.dim_id) : null,
    currency: chooseCurrency(query.currency, currencies),
  };
}

/**
 * The conditions restricting a summary table (or `air_dimensions`) to a scope: the TMC, and the
 * matching filter combinations when filters are set (none match: no row).
 */
export function scopeClause(params: SqlParams, scope: Pick<QueryScope, 'tmc' | 'dimIds'>): string {
  const tmc = `tmc_id = ${params.add(scope.tmc)}`;
  if (scope.dimIds === null) return tmc;
  if (scope.dimIds.length === 0) return `${tmc} AND FALSE`;
  return `${tmc} AND dim_id IN (${params.list(scope.dimIds)})`;
}
