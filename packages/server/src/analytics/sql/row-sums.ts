/*
 * Adding up the few rows a statement returns in the service: a statement gives sums per small group
 * (a month and cabin, a country), and a rule of core applies to them here (the emissions views apply
 * a method's factors, then round each figure to the gram once).
 */

/** kg rounded to the gram. */
export const grams = (kg: number) => Math.round(kg * 1000) / 1000;

/** The sum of a figure over rows. */
export const total = <T>(rows: readonly T[], pick: (row: T) => number): number =>
  rows.reduce((sum, row) => sum + pick(row), 0);

/** The rows grouped by a key, in first-seen order. */
export function groupRows<T>(rows: readonly T[], key: (row: T) => string): Map<string, T[]> {
  const groups = new Map<string, T[]>();
  for (const row of rows) {
    const name = key(row);
    const group = groups.get(name);
    if (group) group.push(row);
    else groups.set(name, [row]);
  }
  return groups;
}
