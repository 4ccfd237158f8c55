import type { Dialect } from '../dialect/dialect.js';
import { splitRange } from './date-split.js';
import type { SqlParams } from './sql-params.js';

/** Which rows of a summary a statement reads. */
export interface SummaryRead {
  /** The summary's name: its tables are `{name}_daily` and `{name}_monthly`. */
  name: string;
  /** The scope's conditions on the summary (`scopeClause`), bound in `params`. */
  where: string;
  /** The date column of the summary. */
  dateColumn: string;
  /** Inclusive YYYY-MM-DD range. */
  startDate: string;
  endDate: string;
  /** Read days only (for grouping by day or week). */
  daily?: boolean;
  /**
   * The columns to read, the same in both tables (default every column, matched by name): naming
   * only what a statement uses lets the engine bind and plan it faster.
   */
  columns?: string;
}

/**
 * The rows of a summary in a date range, as a parenthesised statement: whole months from the monthly
 * table and the days around them from the daily one, so a year reads about twelve rows per key
 * instead of 365 (a row's date is a day or the first day of its month).
 */
export function summaryRange(
  params: SqlParams,
  dialect: Pick<Dialect, 'unionByName'>,
  read: SummaryRead,
): string {
  const { name, where, dateColumn: date, columns = '*' } = read;
  const split = read.daily
    ? { months: null, days: [[read.startDate, read.endDate] as [string, string]] }
    : splitRange(read.startDate, read.endDate);
  const parts: string[] = [];
  if (split.months) {
    const [first, last] = split.months;
    parts.push(`SELECT ${columns} FROM ${name}_monthly WHERE ${where}
        AND ${date} BETWEEN ${params.date(first)} AND ${params.date(last)}`);
  }
  // One statement per run of days: the engine prunes a table's row groups by one date range, not
  // by two joined with OR (which reads the whole TMC's days).
  for (const [start, end] of split.days) {
    parts.push(`SELECT ${columns} FROM ${name}_daily WHERE ${where}
        AND ${date} BETWEEN ${params.date(start)} AND ${params.date(end)}`);
  }
  return `(${columns === '*' ? dialect.unionByName(parts) : parts.join(' UNION ALL ')})`;
}
