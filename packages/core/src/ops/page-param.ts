/** Reads a positive page number from a query parameter value; 1 when absent or invalid. */
export function readPage(value: string | null | undefined): number {
  const page = Number(value);
  return Number.isInteger(page) && page >= 1 ? page : 1;
}

/**
 * Writes the page into query parameters: omitted for page 1 (docs/rules/operations.md#audit-log). Returns new parameters.
 */
export function withPage(params: URLSearchParams, page: number): URLSearchParams {
  const next = new URLSearchParams(params);
  if (page > 1) next.set('page', String(page));
  else next.delete('page');
  return next;
}

/** True when the requested page lies beyond the page count, so the parameter is removed. */
export function pageBeyondCount(page: number, pageCount: number): boolean {
  return page > 1 && page > Math.max(pageCount, 1);
}

/**
 * The result-count line of a list: 'Showing 21–40 of 95 conversations'. The page size is not fixed
 * (docs/rules/operations.md#audit-log), so a full page sets it and the last page counts back from the total. `noun` is
 * [singular, plural].
 */
export function resultCountText(
  page: number,
  pageCount: number,
  shown: number,
  totalCount: number,
  noun: readonly [string, string],
): string {
  const [one, many] = noun;
  if (totalCount === 0 || shown === 0) return `No ${many} found`;
  const first = page >= pageCount ? Math.max(totalCount - shown + 1, 1) : (page - 1) * shown + 1;
  const range = shown === 1 ? `${first}` : `${first}–${first + shown - 1}`;
  return `Showing ${range} of ${totalCount} ${totalCount === 1 ? one : many}`;
}
