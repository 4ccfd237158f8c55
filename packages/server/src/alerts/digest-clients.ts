import type { FieldProblem } from '@tripsight/core/ops';
import { PRODUCTS } from '../analytics/sql/products.js';
import { scopeClause } from '../analytics/sql/scope.js';
import { SqlParams } from '../analytics/sql/sql-params.js';
import type { Warehouse } from '../analytics/warehouse/warehouse.js';
import { listed } from './rule-checks.js';

/**
 * The TMC's own corporate clients named in `clients` (case-insensitively), spelled as the analytics
 * data spells them: the values of the Client filter on the TMC's flights, which every section of a
 * digest reads. Names that are not among them (another TMC's clients included) come back as one
 * problem naming `clients` and every such name.
 */
export async function checkClients(
  warehouse: Warehouse,
  tmc: string,
  clients: string[],
): Promise<{ names: string[]; problem: FieldProblem | null }> {
  const air = PRODUCTS.air;
  const params = new SqlParams(warehouse.dialect);
  const rows = await warehouse.all<{ name: string }>(
    `SELECT DISTINCT ${air.filterColumns.corporate} AS name FROM ${air.dimensionTable}
      WHERE ${scopeClause(params, { tmc, dimIds: null })}`,
    params.values,
  );
  const known = new Map(rows.map((row) => [row.name.toLowerCase(), row.name]));
  const names: string[] = [];
  const unknown: string[] = [];
  for (const client of clients) {
    const name = known.get(client.trim().toLowerCase());
    if (name) names.push(name);
    else unknown.push(`"${client.trim().slice(0, 80)}"`);
  }
  const problem =
    unknown.length === 0
      ? null
      : {
          field: 'clients',
          problem: `${listed(unknown)} ${unknown.length === 1 ? 'is not a corporate client' : 'are not corporate clients'} of this TMC.`,
        };
  return { names: [...new Set(names)], problem };
}
