import dayjs from 'dayjs';
import type { BusState, DateRange } from '../bus/types.js';
import type { ProductType } from '../model/product-types.js';

/** API date format. */
export const API_DATE_FORMAT = 'YYYY-MM-DD';

/**
 * The default window of a tab (docs/rules/shell.md#dates): ends `endDaysInTheFuture` days after yesterday (the one-day
 * data lag), starts `startDaysInThePast` days before today.
 */
export function defaultDateRange(
  startDaysInThePast = 30,
  endDaysInTheFuture = 0,
  today: dayjs.Dayjs = dayjs(),
): DateRange {
  const yesterday = today.startOf('day').subtract(1, 'day');
  return {
    startDate: today.startOf('day').subtract(startDaysInThePast, 'day').format(API_DATE_FORMAT),
    endDate: yesterday.add(endDaysInTheFuture, 'day').format(API_DATE_FORMAT),
  };
}

/** The product's date range from the bus, or the default 30-day window when none is set. */
export function resolveDateRange(state: BusState, product: ProductType = 'air'): DateRange {
  return state.dates[product] ?? defaultDateRange();
}
