/** The rows of one day: a summary's count of the rows a query may return. */
export interface DayCount {
  /** YYYY-MM-DD. */
  day: string;
  rows: number;
}

/** What a "newest first, at most `limit` rows" answer needs to know before it reads rows. */
export interface NewestDays {
  /** Every row in scope, before the limit. */
  totalRows: number;
  /**
   * The oldest day the answer can reach: counted back from the newest day, the rows reach `limit` on
   * it. Null when every row in scope fits under the limit.
   */
  firstDay: string | null;
}

/**
 * From per-day row counts (a daily summary of the same scope), the total and the oldest day a
 * newest-first answer of at most `limit` rows reaches. Reading only the rows from that day on
 * returns the same rows as reading all of them, from a tenth of the table.
 *
 * @example newestDays([{ day: '2026-03-01', rows: 5 }, { day: '2026-03-02', rows: 4 }, { day: '2026-03-03', rows: 3 }], 6)
 * // { totalRows: 12, firstDay: '2026-03-02' }
 */
export function newestDays(counts: readonly DayCount[], limit: number): NewestDays {
  const newestFirst = [...counts].sort((a, b) => (a.day < b.day ? 1 : a.day > b.day ? -1 : 0));
  const totalRows = newestFirst.reduce((sum, day) => sum + day.rows, 0);
  let reached = 0;
  for (const { day, rows } of newestFirst) {
    reached += rows;
    if (reached >= limit) return { totalRows, firstDay: day };
  }
  return { totalRows, firstDay: null };
}
