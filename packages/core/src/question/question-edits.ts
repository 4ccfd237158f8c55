import type { CubeGranularity, CubeQuery, CubeTimeDimension } from '../cube/cube-query.js';
import { withCoordinates } from './question-places.js';

/**
 * Edits of a question's query from its chips. Each answers a new query and never re-reads the
 * question, so what the user corrected stays as they left it.
 */

/** The query measuring `to` where it measured `from` (its order follows). */
export function swapMeasure(query: CubeQuery, from: string, to: string): CubeQuery {
  const out: CubeQuery = { ...query, measures: (query.measures ?? []).map((m) => (m === from ? to : m)) };
  if (query.order && !Array.isArray(query.order)) {
    out.order = Object.fromEntries(Object.entries(query.order).map(([k, v]) => [k === from ? to : k, v]));
  }
  return out;
}

/** The query without its filter at `index`. */
export function dropFilter(query: CubeQuery, index: number): CubeQuery {
  const filters = (query.filters ?? []).filter((_, i) => i !== index);
  const { filters: _dropped, ...rest } = query;
  return filters.length > 0 ? { ...rest, filters } : rest;
}

/** The query without grouping by `dimension` (nor by its coordinates, unless another place needs them). */
export function dropDimension(query: CubeQuery, dimension: string): CubeQuery {
  const before = query.dimensions ?? [];
  const dimensions = withCoordinates(
    before.filter((d) => d !== dimension),
    (member) => before.includes(member),
  );
  const { dimensions: _dropped, ...rest } = query;
  return dimensions.length > 0 ? { ...rest, dimensions } : rest;
}

/** The query's time dimension with `change` applied (a new one on `dateDimension` when it has none). */
function withTime(
  query: CubeQuery,
  dateDimension: string,
  change: (time: CubeTimeDimension) => CubeTimeDimension,
): CubeQuery {
  const time = change({ ...(query.timeDimensions?.[0] ?? { dimension: dateDimension }) });
  const { timeDimensions: _old, ...rest } = query;
  return time.dateRange || time.granularity ? { ...rest, timeDimensions: [time] } : rest;
}

/** The query over another period (a relative range such as `last month`), or none (the dashboard's dates). */
export function setPeriod(query: CubeQuery, dateDimension: string, dateRange: string | null): CubeQuery {
  return withTime(query, dateDimension, ({ dateRange: _old, ...time }) =>
    dateRange ? { ...time, dateRange } : time,
  );
}

/** The query as a series of `granularity`, or one figure per group (null). */
export function setGranularity(
  query: CubeQuery,
  dateDimension: string,
  granularity: CubeGranularity | null,
): CubeQuery {
  return withTime(query, dateDimension, ({ granularity: _old, ...time }) =>
    granularity ? { ...time, granularity } : time,
  );
}
