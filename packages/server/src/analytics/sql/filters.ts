import { type FilterSelection } from '@tripsight/core/bus';
import { FILTER_GROUPS } from '@tripsight/core/controls';
import type { ProductModel } from './products.js';
import type { SqlParams } from './sql-params.js';

/** Options of `buildFilterClause`. */
export interface FilterClauseOptions {
  /** Table alias to qualify the columns with (`p` gives `p.gds`). */
  alias?: string;
  /** Inclusive date range on the product's date column (YYYY-MM-DD). */
  dateRange?: { startDate: string; endDate: string };
}

/**
 * The WHERE conditions of a query on one of a product's tables: the caller's TMC, each non-empty
 * filter group as an `IN (...)` list of bound values on the product's column for it (a value nobody
 * has simply matches no row), and optionally a date range. Works on every table of the product,
 * since they share the filter column names.
 *
 * @example
 * const p = new SqlParams();
 * const where = buildFilterClause(p, PRODUCTS.air, 'northstar', { gds: ['Sabre'] }, { dateRange });
 * await warehouse.all(`SELECT count(*) AS n FROM air_pnrs WHERE ${where}`, p.values);
 */
export function buildFilterClause(
  params: SqlParams,
  product: ProductModel,
  tmc: string,
  filters: Partial<FilterSelection>,
  options: FilterClauseOptions = {},
): string {
  const column = (name: string) => (options.alias ? `${options.alias}.${name}` : name);
  const conditions = [`${column('tmc_id')} = ${params.add(tmc)}`];
  for (const group of FILTER_GROUPS) {
    const values = filters[group];
    if (values && values.length > 0) {
      conditions.push(`${column(product.filterColumns[group])} IN (${params.list(values)})`);
    }
  }
  if (options.dateRange) {
    const date = column(product.dateColumn);
    conditions.push(
      `${date} BETWEEN ${params.add(options.dateRange.startDate)}::DATE AND ${params.add(options.dateRange.endDate)}::DATE`,
    );
  }
  return conditions.join(' AND ');
}
