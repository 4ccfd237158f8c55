import { relativeDateRange } from '@tripsight/core/dates';
import type { CubeTimeDimension } from '@tripsight/core/cube';
import { badRequest } from '../../errors.js';
import { checkCalendarDay } from '../../security/input-rules.js';
import { DAY } from './cube-members.js';

/**
 * The days of a time dimension's `dateRange`: `[start, end]`, one day, or a relative range read on
 * `today` (`last month`, `last 7 days`, …); a 400 naming the field otherwise.
 */
export function dayRange(
  dateRange: CubeTimeDimension['dateRange'],
  field: string,
  today: string,
): [string, string] {
  // A day (or a date-time: its day counts) must be one the calendar has: 400 naming it otherwise.
  if (Array.isArray(dateRange)) {
    if (dateRange.every((day) => DAY.test(day.slice(0, 10)))) {
      const [start, end] = dateRange.map((day, i) => checkCalendarDay(`${field}[${i}]`, day.slice(0, 10)));
      return [start as string, end as string];
    }
  } else if (typeof dateRange === 'string') {
    if (DAY.test(dateRange.slice(0, 10))) {
      const day = checkCalendarDay(field, dateRange.slice(0, 10));
      return [day, day];
    }
    const relative = relativeDateRange(dateRange, today);
    if (relative) return relative;
  }
  throw badRequest(
    field,
    'must be [start, end] as YYYY-MM-DD, one day, or a relative range (today, yesterday, this month, ' +
      'last week, last 7 days, from 7 days ago to now, …)',
  );
}
