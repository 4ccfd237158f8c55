import { FILTER_GROUPS } from '@tripsight/core/controls';
import type { AnalyticsQuery } from '../views/query-params.js';
import { buildFilterClause } from './filters.js';
import { chooseCurrency, type ResolvedCurrency } from './money.js';
import type { ProductModel } from './products.js';
import { SqlParams } from './sql-params.js';
import type { Warehouse } from '../warehouse/warehouse.js';
import { memoPerWarehouse } from '../warehouse/warehouse-memo.js';

/** What a query may read: the product, and the filter combinations (`dim_id`s) of the TMC its filters match. */
export interface QueryScope {
  product: ProductModel;
  tmc: string;
  /** Matching `dim_id`s of the product's dimension table; null when no filter is set (the whole TMC). */
  dimIds: number[] | null;
  currency: ResolvedCurrency;
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
    const params = new SqlParams();
    const where = buildFilterClause(params, product, tmc, filters);
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
  const filtered = FILTER_GROUPS.some((group) => query.filters[group].length > 0);
  if (!product.hasData) return { product, tmc, dimIds: [], currency: chooseCurrency(query.currency, []) };
  if (!filtered && query.currency) {
    return { product, tmc, dimIds: null, currency: chooseCurrency(query.currency, []) };
  }
  const found = await combinations(warehouse, { product, tmc, filters: query.filters });
  return {
    product,
    tmc,
    dimIds: filtered ? found.dimIds : null,
    currency: chooseCurrency(query.currency, found.currencies),
  };
}

/**
 * The conditions restricting a summary table (or the dimension table) to a scope: the TMC, and the
 * matching filter combinations when filters are set (none match: no row).
 */
export function scopeClause(params: SqlParams, scope: Pick<QueryScope, 'tmc' | 'dimIds'>): string {
  const tmc = `tmc_id = ${params.add(scope.tmc)}`;
  if (scope.dimIds === null) return tmc;
  if (scope.dimIds.length === 0) return `${tmc} AND FALSE`;
  return `${tmc} AND dim_id IN (${params.list(scope.dimIds)})`;
}
