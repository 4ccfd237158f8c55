import type { FieldProblem } from '@tripsight/core/ops';
import { PRODUCTS } from '../analytics/sql/products.js';
import type { ProductType } from '@tripsight/core/bus';
import { scopeClause } from '../analytics/sql/scope.js';
import { SqlParams } from '../analytics/sql/sql-params.js';
import type { Warehouse } from '../analytics/warehouse/warehouse.js';

/**
 * The TMC's own corporate clients named in `clients` (case-insensitively), spelled as the analytics
 * data spells them: the values of the Client filter on the TMC's flights, which every section of a
 * digest reads (an alert rule's Client filter: of the view's `product`). Names that are not among
 * them (another TMC's clients included) come back as one problem naming `field` and every such name.
 */
export async function checkClients(
  warehouse: Warehouse,
  tmc: string,
  clients: string[],
  { product = 'air', field = 'clients' }: { product?: ProductType; field?: string } = {},
): Promise<{ names: string[]; problem: FieldProblem | null }> {
  const model = PRODUCTS[product];
  const params = new SqlParams(warehouse.dialect);
  const rows = await warehouse.all<{ name: string }>(
    `SELECT DISTINCT ${model.filterColumns.corporate} AS name FROM ${model.dimensionTable}
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
          field,
          problem: `${listed(unknown)} ${unknown.length === 1 ? 'is not a corporate client' : 'are not corporate clients'} of this TMC.`,
        };
  return { names: [...new Set(names)], problem };
}

/** Names as a sentence lists them: `a`, `a and b`, `a, b and c`. */
export function listed(names: readonly string[]): string {
  return names.length <= 1 ? (names[0] ?? '') : `${names.slice(0, -1).join(', ')} and ${names.at(-1)}`;
}
