/**
 * Splits `total` (money) in cents by `weights`, so the parts add up to `total` to the cent: each part
 * its share rounded down, the cents left going to the largest remainders (the first of equal ones).
 * @example distribute(100, [1, 1, 1]) // [33.34, 33.33, 33.33]
 */
export function distribute(total: number, weights: readonly number[]): number[] {
  const units = Math.round(total * 100);
  const sum = weights.reduce((a, b) => a + b, 0);
  const raw = weights.map((w) => (sum > 0 ? (units * w) / sum : 0));
  const parts = raw.map(Math.floor);
  let left = units - parts.reduce((a, b) => a + b, 0);
  const order = raw.map((r, i) => [r - Math.floor(r), i] as const).sort((a, b) => b[0] - a[0]);
  for (const [, i] of order) {
    if (left <= 0) break;
    parts[i] = (parts[i] ?? 0) + 1;
    left -= 1;
  }
  return parts.map((p) => p / 100);
}
