import type { QueryScope } from './scope.js';
import { scopeClause } from './scope.js';
import { SqlParams } from './sql-params.js';
import { memoPerWarehouse } from '../warehouse/warehouse-memo.js';

/**
 * The go-live date of a scope as YYYY-MM-DD: the earliest go-live of the corporates its filter
 * combinations hold, null when none has one. A dataset's go-live dates stay fixed while its warehouse
 * is open, so each scope reads them once; as a subquery beside every overview figure they were a
 * third of the statement's binding and planning.
 *
 * @example await goLiveDate(warehouse, scope) // '2024-03-01'
 */
export const goLiveDate = memoPerWarehouse(
  async (warehouse, scope: Pick<QueryScope, 'product' | 'tmc' | 'dimIds'>) => {
    const { dimensionTable, filterColumns, goLiveTable } = scope.product;
    const params = new SqlParams(warehouse.dialect);
    const [row] = await warehouse.all<{ day: string | null }>(
      `SELECT ${warehouse.dialect.day('min(g.go_live_date)')} AS day FROM ${goLiveTable} g
      JOIN (SELECT DISTINCT tmc_id, ${filterColumns.corporate} AS corporate FROM ${dimensionTable}
        WHERE ${scopeClause(params, scope)}) d
        ON d.tmc_id = g.tmc_id AND d.corporate = g.corporate_name`,
      params.values,
    );
    return row?.day ?? null;
  },
  ({ product, tmc, dimIds }) => `${product.goLiveTable} ${tmc} ${dimIds?.join(',') ?? 'all'}`,
);
