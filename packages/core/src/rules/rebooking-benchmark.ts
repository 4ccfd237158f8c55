/** A rebooking ratio above this percentage is over the benchmark (docs/rules/air.md#rebooking-performance). */
const REBOOKING_BENCHMARK_PERCENT = 80;
/** The improved target never exceeds this percentage. */
const IMPROVED_TARGET_CAP_PERCENT = 90;
/** The improved target is the current ratio plus this many points, capped. */
const IMPROVED_TARGET_STEP_PERCENT = 20;
/** Message shown when the ratio is over the benchmark. */
const OVER_BENCHMARK_MESSAGE = 'Well done!';

/** True when the rebooking ratio (percent 0-100) is above 80. */
export function isOverBenchmark(ratioPercent: number): boolean {
  return ratioPercent > REBOOKING_BENCHMARK_PERCENT;
}

/**
 * The improved target ratio: the smaller of 90 and the current ratio plus 20.
 * @example improvedTarget(45) // 65
 */
export function improvedTarget(ratioPercent: number): number {
  return Math.min(IMPROVED_TARGET_CAP_PERCENT, ratioPercent + IMPROVED_TARGET_STEP_PERCENT);
}

export interface RebookingBenchmark {
  ratio: number;
  overBenchmark: boolean;
  /** 'Well done!' over the benchmark, otherwise null. */
  message: string | null;
  improvedTarget: number;
}

/** Everything the rebooking-performance card shows about a ratio. */
export function rebookingBenchmark(ratioPercent: number): RebookingBenchmark {
  if (!Number.isFinite(ratioPercent)) throw new Error(`invalid rebooking ratio: ${ratioPercent}`);
  const over = isOverBenchmark(ratioPercent);
  return {
    ratio: ratioPercent,
    overBenchmark: over,
    message: over ? OVER_BENCHMARK_MESSAGE : null,
    improvedTarget: improvedTarget(ratioPercent),
  };
}
