import type { FilterSelection } from '@tripsight/core/bus';
import { FILTER_GROUPS } from '@tripsight/core/controls';
import type { Dialect } from '../dialect/dialect.js';
import type { AnalyticsQuery } from '../views/query-params.js';
import { chooseCurrency, type ResolvedCurrency } from './money.js';
import type { ProductModel } from './products.js';
import { SqlParams } from './sql-params.js';
import type { Warehouse } from '../warehouse/warehouse.js';
import { memoPerWarehouse } from '../warehouse/warehouse-memo.js';

/**
 * What a query may read: the product, the caller's TMC, the filters it selected and the filter
 * combinations (`dim_id`s) of the TMC they match. Every view, report and analytics query scopes
 * its SQL through `scopeClause`, the one way from filters to SQL.
 */
export interface QueryScope {
  product: ProductModel;
  tmc: string;
  /** The selected filter values per group (row tables have no `dim_id`; their columns are filtered). */
  filters: Partial<FilterSelection>;
  /** Matching `dim_id`s of the product's dimension table; null when no filter is set (the whole TMC). */
  dimIds: number[] | null;
  currency: ResolvedCurrency;
  /** The SQL dialect of the warehouse the scope was resolved on: its statements are written in it. */
  dialect: Dialect;
}

/** The filter combinations a set of filters matches, with their branches' default currencies. */
interface Combinations {
  dimIds: number[];
  currencies: string[];
}

/** What the filter-combination lookup reads: the product's table and columns, the TMC, the filters. */
interface CombinationLookup {
  product: ProductModel;
  tmc: string;
  filters: AnalyticsQuery['filters'];
}

/**
 * Filter combinations by product, TMC and filters, per warehouse: a dataset never changes while it is
 * open (a rebuilt one opens a new warehouse), so each set of filters is looked up once. Keyed by the
 * table and columns, the TMC and each filter list as a set.
 */
const combinations = memoPerWarehouse(
  async (warehouse, { product, tmc, filters }: CombinationLookup): Promise<Combinations> => {
    const params = new SqlParams(warehouse.dialect);
    const where = scopeClause(params, { product, tmc, filters }, ROWS);
    const rows = await warehouse.all<{ dim_id: number; currency: string }>(
      `SELECT dim_id, ${product.currencyColumn} AS currency FROM ${product.dimensionTable} WHERE ${where}`,
      params.values,
    );
    return {
      dimIds: rows.map((row) => row.dim_id),
      currencies: [...new Set(rows.map((row) => row.currency))],
    };
  },
  ({ product, tmc, filters }) =>
    JSON.stringify([
      product.dimensionTable,
      product.currencyColumn,
      product.filterColumns,
      tmc,
      FILTER_GROUPS.map((group) => [...new Set(filters[group])].sort()),
    ]),
  { max: 5_000 },
);

/**
 * Resolves the filters to filter combinations and the currency in one small query on the product's
 * dimension table (remembered per warehouse), so the summary queries filter on integer ids only.
 * Skips the query when no filter is set and the currency was asked for, and for a product without
 * data (nothing matches).
 */
export async function resolveScope(
  warehouse: Warehouse,
  product: ProductModel,
  tmc: string,
  query: AnalyticsQuery,
): Promise<QueryScope> {
  const { filters } = query;
  const { dialect } = warehouse;
  const filtered = FILTER_GROUPS.some((group) => filters[group].length > 0);
  if (!product.hasData) {
    return { product, tmc, filters, dimIds: [], currency: chooseCurrency(query.currency, []), dialect };
  }
  if (!filtered && query.currency) {
    return { product, tmc, filters, dimIds: null, currency: chooseCurrency(query.currency, []), dialect };
  }
  const found = await combinations(warehouse, { product, tmc, filters });
  return {
    product,
    tmc,
    filters,
    dimIds: filtered ? found.dimIds : null,
    currency: chooseCurrency(query.currency, found.currencies),
    dialect,
  };
}

/** A table keyed by `dim_id`: a summary, or the dimension table itself. */
export interface SummaryTarget {
  table: 'summary';
}

/** A row table of the product (no `dim_id`): its filter columns are filtered directly. */
export interface RowsTarget {
  table: 'rows';
  /** Table alias to qualify the columns with (`t` gives `t.tmc_id`). */
  alias?: string;
  /** Inclusive date range on the product's date column (YYYY-MM-DD). */
  dateRange?: { startDate: string; endDate: string };
}

const SUMMARY: SummaryTarget = { table: 'summary' };
const ROWS: RowsTarget = { table: 'rows' };

/**
 * The one way a query's TMC and filters reach SQL: the conditions restricting a table to a scope,
 * every value bound.
 *
 * - On a summary or the dimension table (the default): the TMC, and the matching filter
 *   combinations when filters are set (none match: no row).
 * - On a row table (`{ table: 'rows' }`): the TMC, each non-empty filter group as an `IN (...)` list
 *   on the product's column for it (a value nobody has simply matches no row), and optionally a
 *   date range; columns qualified by `alias` when given.
 *
 * @example
 * scopeClause(params, scope) // DuckDB: "tmc_id = $1 AND list_contains($2, dim_id)"
 * scopeClause(params, scope, { table: 'rows', dateRange }) // "tmc_id = $1 AND gds IN ($2) AND result_date BETWEEN …"
 */
export function scopeClause(params: SqlParams, scope: Pick<QueryScope, 'tmc' | 'dimIds'>): string;
export function scopeClause(
  params: SqlParams,
  scope: Pick<QueryScope, 'product' | 'tmc' | 'filters'>,
  target: RowsTarget,
): string;
export function scopeClause(
  params: SqlParams,
  scope: Partial<QueryScope> & Pick<QueryScope, 'tmc'>,
  target: SummaryTarget | RowsTarget = SUMMARY,
): string {
  if (target.table === 'rows') return rowsClause(params, scope as QueryScope, target);
  const tmc = `tmc_id = ${params.add(scope.tmc)}`;
  if (scope.dimIds === null || scope.dimIds === undefined) return tmc;
  if (scope.dimIds.length === 0) return `${tmc} AND FALSE`;
  return `${tmc} AND ${params.oneOf('dim_id', scope.dimIds)}`;
}

function rowsClause(
  params: SqlParams,
  { product, tmc, filters }: Pick<QueryScope, 'product' | 'tmc' | 'filters'>,
  { alias, dateRange }: RowsTarget,
): string {
  const column = (name: string) => (alias ? `${alias}.${name}` : name);
  const conditions = [`${column('tmc_id')} = ${params.add(tmc)}`];
  for (const group of FILTER_GROUPS) {
    const values = filters[group];
    if (values && values.length > 0) {
      conditions.push(`${column(product.filterColumns[group])} IN (${params.list(values)})`);
    }
  }
  if (dateRange) {
    const date = column(product.dateColumn);
    conditions.push(
      `${date} BETWEEN ${params.date(dateRange.startDate)} AND ${params.date(dateRange.endDate)}`,
    );
  }
  return conditions.join(' AND ');
}
