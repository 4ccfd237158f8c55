import dayjs from 'dayjs';
import type { DateRange } from '../bus/types.js';
import { API_DATE_FORMAT } from '../dates/default-range.js';

/** The demo company's mocked window ends on this date (docs/rules/shell.md#demo-dates: a fixed date in July 2019). */
export const DEMO_MOCK_END_DATE = '2019-07-31';
/** The mocked window is 30 days long (docs/rules/shell.md#demo-dates). */
const DEMO_MOCK_WINDOW_DAYS = 30;
/** In demo mode, dates before this are out of range in the calendar (docs/rules/shell.md#demo-dates: April 2019). */
export const DEMO_CALENDAR_MIN_DATE = '2019-04-01';

/** The demo company's default date window: 30 days ending on the fixed July 2019 date. */
export function demoDateRange(): DateRange {
  return {
    startDate: dayjs(DEMO_MOCK_END_DATE).subtract(DEMO_MOCK_WINDOW_DAYS, 'day').format(API_DATE_FORMAT),
    endDate: DEMO_MOCK_END_DATE,
  };
}

/**
 * The range a demo dashboard should use: the mocked window when none is set, otherwise the current
 * range with a start before the calendar minimum moved up to it. Returns null when nothing changes.
 */
export function demoRangeFor(current: DateRange | undefined): DateRange | null {
  if (!current) return demoDateRange();
  if (current.startDate < DEMO_CALENDAR_MIN_DATE) {
    const endDate = current.endDate < DEMO_CALENDAR_MIN_DATE ? DEMO_CALENDAR_MIN_DATE : current.endDate;
    return { startDate: DEMO_CALENDAR_MIN_DATE, endDate };
  }
  return null;
}
