import dayjs from 'dayjs';
import type { DateRange } from '../bus/types.js';
import { defaultDateRange } from '../dates/default-range.js';
import type { DisplayOptions } from './types.js';

/** The date window a tab opens on (docs/rules/shell.md#dates: 30 days by default; 365, 90, 7 or 730 where stated). */
export function tabDefaultDateRange(
  tab: Pick<DisplayOptions, 'defaultStartDaysInThePast' | 'defaultEndDaysInTheFuture'>,
  today: dayjs.Dayjs = dayjs(),
): DateRange {
  return defaultDateRange(tab.defaultStartDaysInThePast, tab.defaultEndDaysInTheFuture, today);
}
