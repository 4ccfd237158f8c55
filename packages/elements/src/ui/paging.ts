/** Rows-per-page choices of paged tables (docs/rules/shell.md#tables: 10, 20, 50; 10 by default). */
export const PAGE_SIZES = [10, 20, 50] as const;

/** The page size a paged table starts with (docs/rules/shell.md#tables). */
export const DEFAULT_PAGE_SIZE = 10;

/**
 * How many pages `total` rows fill at `pageSize` rows a page; at least 1, so an empty table still
 * has a page to be on.
 * @example pageCountFor(45, 20) // 3
 */
export function pageCountFor(total: number, pageSize: number): number {
  if (!Number.isInteger(pageSize) || pageSize < 1) throw new Error(`invalid page size: ${pageSize}`);
  return Math.max(1, Math.ceil(total / pageSize));
}

/**
 * `page` moved into 1…pageCount (a table whose rows shrank keeps showing its last page).
 * @example clampPage(9, 3) // 3
 */
export function clampPage(page: number, pageCount: number): number {
  return Math.min(Math.max(1, Math.floor(page) || 1), Math.max(1, pageCount));
}

/**
 * The rows of one page (1-based).
 * @example pageSlice(rows, 2, 10) // rows 11–20
 */
export function pageSlice<T>(rows: readonly T[], page: number, pageSize: number): T[] {
  const start = (clampPage(page, pageCountFor(rows.length, pageSize)) - 1) * pageSize;
  return rows.slice(start, start + pageSize);
}

/**
 * The 'x–y of n' text of a page: '11–20 of 45', '41–45 of 45', '0 of 0' for no rows.
 * @example pageRangeText(3, 20, 45) // '41–45 of 45'
 */
export function pageRangeText(page: number, pageSize: number, total: number): string {
  if (total <= 0) return '0 of 0';
  const current = clampPage(page, pageCountFor(total, pageSize));
  const first = (current - 1) * pageSize + 1;
  const last = Math.min(current * pageSize, total);
  return `${first}–${last} of ${total}`;
}
