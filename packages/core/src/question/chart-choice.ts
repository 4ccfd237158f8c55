import type { CubeQuery, CubeRow } from '../cube/cube-query.js';
import { mapPlace, namedDimensions, placeCoordinates } from './question-places.js';

/** A way to show a question's answer. */
export type ChartKind = 'banner' | 'map' | 'line' | 'bar' | 'pie' | 'table';

/**
 * How to show the rows of a question's query (docs/rules/question.md#chart-choice). The first rule that holds
 * decides, in this order:
 *
 * 1. one row whose category is empty (a single figure, no dimension value) → `banner`;
 * 2. the one dimension is a place (an origin airport, an origin or destination city) and there is no
 *    time granularity → `map` and `table` when the query carries the place's coordinates and a row
 *    has them, else `table` only (an answer that cannot be mapped);
 * 3. more than one dimension (time and coordinates excluded) → `table` only;
 * 4. a time granularity and more than 2 series (measures × dimension values) → `line` and `table`;
 * 5. no time granularity → `pie` and `table`;
 * 6. otherwise (a time series of one or two series) → `line`, `bar` and `table`, the default.
 *
 * The first kind is the one drawn; the others are offered.
 *
 * @example chartChoice({ measures: ['C.spendUsd'] }, [{ 'C.spendUsd': 42 }]) // ['banner']
 */
export function chartChoice(query: CubeQuery, rows: readonly CubeRow[]): ChartKind[] {
  const dimensions = namedDimensions(query);
  const granular = (query.timeDimensions ?? []).some((t) => t.granularity);
  const emptyCategory = (row: CubeRow) =>
    dimensions.every((d) => row[d] === null || row[d] === undefined || row[d] === '');
  if (rows.length === 1 && !granular && emptyCategory(rows[0] as CubeRow)) return ['banner'];
  if (dimensions.length === 1 && !granular && placeCoordinates(dimensions[0] as string)) {
    return mapPlace(query, rows) ? ['map', 'table'] : ['table'];
  }
  if (dimensions.length > 1) return ['table'];
  if (granular && seriesCount(query, rows) > 2) return ['line', 'table'];
  if (!granular) return ['pie', 'table'];
  return ['line', 'bar', 'table'];
}

/** The series of an answer: each measure for each value of its (one) dimension. */
function seriesCount(query: CubeQuery, rows: readonly CubeRow[]): number {
  const measures = (query.measures ?? []).length;
  const dimension = query.dimensions?.[0];
  if (!dimension) return measures;
  return measures * new Set(rows.map((row) => row[dimension])).size;
}
