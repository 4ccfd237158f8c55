import dayjs from 'dayjs';
import type { DateRange } from '../bus/types.js';
import type { Granularity } from '../model/granularity.js';

const DAY_MS = 864e5;
/** Ranges up to 7 days are shown per day (docs/rules/shell.md#granularity). */
const DAY_GRANULARITY_MAX_MS = 7 * DAY_MS;
/** Ranges up to 57 days (49248e5 ms) are shown per week, longer ones per month (docs/rules/shell.md#granularity). */
export const WEEK_GRANULARITY_MAX_MS = 49248e5;

/**
 * The chart granularity of a date range: day up to 7 days, week up to 57 days, month beyond.
 * @example granularityFor({ startDate: '2026-01-01', endDate: '2026-01-31' }) // 'week'
 */
export function granularityFor({ startDate, endDate }: DateRange): Granularity {
  const start = dayjs(startDate);
  const end = dayjs(endDate);
  if (!start.isValid()) throw new Error(`invalid start date: ${startDate}`);
  if (!end.isValid()) throw new Error(`invalid end date: ${endDate}`);
  const span = Math.abs(end.valueOf() - start.valueOf());
  if (span <= DAY_GRANULARITY_MAX_MS) return 'day';
  if (span <= WEEK_GRANULARITY_MAX_MS) return 'week';
  return 'month';
}
