/*
 * Adding up the groups an emissions statement returns: the statements return sums of km and nights
 * per small group (a month and cabin, a country), the method's factors apply here with core's
 * rules, and each figure is rounded to the gram once, after the adding.
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
