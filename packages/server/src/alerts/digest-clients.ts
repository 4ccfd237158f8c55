import { badRequest } from '../errors.js';
import { PRODUCTS } from '../analytics/sql/products.js';
import { scopeClause } from '../analytics/sql/scope.js';
import { SqlParams } from '../analytics/sql/sql-params.js';
import type { Warehouse } from '../analytics/warehouse/warehouse.js';

/**
 * The TMC's own corporate clients named in `clients` (case-insensitively), spelled as the analytics
 * data spells them: the values of the Client filter on the TMC's flights, which every section of a
 * digest reads. A name that is not one of them (another TMC's client included) is a 400 naming
 * `clients`.
 */
export async function checkClients(warehouse: Warehouse, tmc: string, clients: string[]): Promise<string[]> {
  const air = PRODUCTS.air;
  const params = new SqlParams(warehouse.dialect);
  const rows = await warehouse.all<{ name: string }>(
    `SELECT DISTINCT ${air.filterColumns.corporate} AS name FROM ${air.dimensionTable}
      WHERE ${scopeClause(params, { tmc, dimIds: null })}`,
    params.values,
  );
  const known = new Map(rows.map((row) => [row.name.toLowerCase(), row.name]));
  return [
    ...new Set(
      clients.map((client) => {
        const name = known.get(client.trim().toLowerCase());
        if (!name) throw badRequest('clients', `"${client}" is not a corporate client of this TMC`);
        return name;
      }),
    ),
  ];
}
