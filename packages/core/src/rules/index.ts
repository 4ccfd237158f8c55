/** Business rules of the savings screens: granularity, percent split, colour bands, benchmark, table sort. */
export { barColour, percentBand } from './colour-bands.js';
export {
  DAY_GRANULARITY_MAX_MS,
  GRANULARITIES,
  granularityFor,
  WEEK_GRANULARITY_MAX_MS,
} from './granularity.js';
export { splitPercent } from './percent-split.js';
export {
  IMPROVED_TARGET_CAP_PERCENT,
  IMPROVED_TARGET_STEP_PERCENT,
  improvedTarget,
  isOverBenchmark,
  OVER_BENCHMARK_MESSAGE,
  REBOOKING_BENCHMARK_PERCENT,
  rebookingBenchmark,
} from './rebooking-benchmark.js';
export {
  compareCells,
  INITIAL_SORT_DIRECTION,
  initialSort,
  nextSort,
  numericValue,
  sortRows,
} from './table-sort.js';
export type { BarColour, PercentBand } from './colour-bands.js';
export type { Granularity } from './granularity.js';
export type { RebookingBenchmark } from './rebooking-benchmark.js';
export type { SortDirection, TableSort } from './table-sort.js';
