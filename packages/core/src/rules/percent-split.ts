/**
 * Whole percentages of the parts of a total that add up to exactly 100: each part is rounded, and
 * the largest part absorbs the rounding difference (docs/rules/shell.md#formatting). All zeros give all zeros.
 * @example splitPercent([1, 1, 1]) // [34, 33, 33]
 */
export function splitPercent(values: readonly number[], decimals = 0): number[] {
  for (const value of values) {
    if (!Number.isFinite(value) || value < 0) throw new Error(`invalid part for a percent split: ${value}`);
  }
  const total = values.reduce((sum, v) => sum + v, 0);
  if (total === 0) return values.map(() => 0);
  const factor = 10 ** decimals;
  const rounded = values.map((v) => Math.round((v / total) * 100 * factor) / factor);
  const difference = 100 - rounded.reduce((sum, v) => sum + v, 0);
  let largest = 0;
  values.forEach((v, i) => {
    if (v > (values[largest] ?? 0)) largest = i;
  });
  rounded[largest] = Math.round(((rounded[largest] ?? 0) + difference) * factor) / factor;
  return rounded;
}
