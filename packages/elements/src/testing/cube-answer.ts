import type { CubeQuery } from '@tripsight/core/cube';

/**
 * What the analytics query API answers to `query` with `rows` (objects keyed by member): the rows, or
 * in Cube's compact format (`{ members, dataset }`, members in the order of the query's dimensions and
 * measures) when the query asks for it, as the data service does.
 */
export function cubeAnswer(query: CubeQuery, rows: Record<string, unknown>[]) {
  const members = [...(query.dimensions ?? []), ...(query.measures ?? [])];
  const data =
    query.responseFormat === 'compact'
      ? { members, dataset: rows.map((row) => members.map((member) => row[member] ?? null)) }
      : rows;
  return { query, data, annotation: { measures: {}, dimensions: {}, timeDimensions: {}, segments: {} } };
}
