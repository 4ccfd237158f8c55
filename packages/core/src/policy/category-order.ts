/** Order of the compliance chart categories (docs/rules/air.md#compliance). */
export const CATEGORY_SORT_ORDER = [
  'Business',
  'Economy',
  'First',
  'Premium Economy',
  'Long haul',
  'Medium haul',
  'Short haul',
] as const;

/** Rank of a category the order does not name (docs/rules/air.md#compliance: unknown categories sort as 10). */
export const UNKNOWN_CATEGORY_RANK = 10;

/**
 * Rank of a category: 1 for Business up to 7 for Short haul, 10 for any other (a country, say).
 * @example categoryRank('Premium Economy') // 4
 */
export function categoryRank(category: string): number {
  const index = (CATEGORY_SORT_ORDER as readonly string[]).indexOf(category);
  return index >= 0 ? index + 1 : UNKNOWN_CATEGORY_RANK;
}

/**
 * Rows sorted by the rank of their category; rows of equal rank keep their order (so countries stay
 * largest first when they arrive that way).
 */
export function sortByCategory<T>(rows: readonly T[], category: (row: T) => string): T[] {
  return rows
    .map((row, index) => ({ row, index, rank: categoryRank(category(row)) }))
    .sort((a, b) => a.rank - b.rank || a.index - b.index)
    .map(({ row }) => row);
}

/**
 * The chart category of a haul type.
 * @example haulCategory('Long') // 'Long haul'
 */
export function haulCategory(haulType: string): string {
  return `${haulType} haul`;
}
