import type { OpsQuery } from '../../ops/db.js';
import { HttpError } from '../../errors.js';
import type { Warehouse } from '../warehouse/warehouse.js';
import { compileCubeQuery } from './cube-compiler.js';
import { parseCubeQuery } from './cube-query-schema.js';

/** How a `load` call wants its answer: Cube's `multi` wraps it in `results`, as Cube's own client asks. */
export type CubeQueryType = 'regular' | 'multi';

/** The operational store beside each warehouse (linkOpsStore), for the cubes that live in it. */
const OPS_BESIDE = new WeakMap<Warehouse, OpsQuery>();

/** Makes `ops` the store the cubes of the operational store read whenever a query runs on `warehouse`. */
export function linkOpsStore(warehouse: Warehouse, ops: OpsQuery): void {
  OPS_BESIDE.set(warehouse, ops);
}

/** Today in UTC, the day relative date ranges are read on. */
const utcToday = () => new Date().toISOString().slice(0, 10);

/**
 * Runs one analytics query for the caller's TMC: checks it against CUBE_QUERY_SCHEMA (a 400 names
 * the field), compiles it (an unknown member is a 400 naming it) and answers in Cube's `load` shape
 * as JSON text (`CubeLoadResponse<CubeRow[] | CubeCompactData>`, with `total` when asked), its rows
 * written by the database. `multi` answers `{ queryType, results: [answer], pivotQuery, slowQuery }`.
 */
export async function loadCubeQuery(
  warehouse: Warehouse,
  tmc: string,
  raw: unknown,
  queryType: CubeQueryType = 'regular',
  today = utcToday(),
  ops: OpsQuery | undefined = OPS_BESIDE.get(warehouse),
): Promise<string> {
  const compiled = compileCubeQuery(parseCubeQuery(raw), tmc, today, warehouse.dialect);
  // A cube of the operational store runs there (the audit log's database), the others on the warehouse.
  const run = <T extends object>(sql: string, values: unknown[] = []): Promise<T[]> => {
    if (compiled.store === 'warehouse') return warehouse.all<T>(sql, values);
    if (!ops) throw new HttpError(503, 'OPS_UNAVAILABLE', 'The operational store is not open');
    return ops.query<T>(sql, values);
  };
  const [answer] = await run<{ rows: string | null }>(compiled.rowsSql, compiled.values);
  const totals = compiled.totalSql
    ? await run<{ n: number | bigint | string }>(compiled.totalSql, compiled.totalValues)
    : [];
  // The brackets are added here, so the database does not copy megabytes of text to add two characters.
  const rows = `[${answer?.rows ?? ''}]`;
  const data = compiled.compact ? `{"members":${JSON.stringify(compiled.members)},"dataset":${rows}}` : rows;
  const total = totals[0] ? `,"total":${Number(totals[0].n)}` : '';
  const result = [
    `{"query":${JSON.stringify(compiled.answered)}`,
    `,"data":${data}${total}`,
    `,"annotation":${JSON.stringify(compiled.annotation)}}`,
  ].join('');
  if (queryType === 'regular') return result;
  const pivotQuery = { ...compiled.answered, queryType: 'regularQuery' };
  return `{"queryType":"regularQuery","results":[${result}],"pivotQuery":${JSON.stringify(pivotQuery)},"slowQuery":false}`;
}
