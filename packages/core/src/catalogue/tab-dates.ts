import dayjs from 'dayjs';
import type { DateRange, ProductType } from '../bus/types.js';
import { tabDefaultDateRange } from './default-window.js';
import type { TabDefinition } from './types.js';

type WindowTab = Pick<
  TabDefinition,
  'productType' | 'defaultStartDaysInThePast' | 'defaultEndDaysInTheFuture'
>;

function sameWindow(a: WindowTab, b: WindowTab): boolean {
  return (
    a.productType === b.productType &&
    a.defaultStartDaysInThePast === b.defaultStartDaysInThePast &&
    a.defaultEndDaysInTheFuture === b.defaultEndDaysInTheFuture
  );
}

/**
 * The per-product dates after activating `next` (coming from `previous`, null on sign-in). The tab's
 * default window applies when its product has no dates yet, on sign-in, or when the default window
 * differs from the previous tab's; moving between tabs with the same window keeps the user's choice.
 */
export function datesForTab(
  dates: Partial<Record<ProductType, DateRange>>,
  previous: WindowTab | null,
  next: WindowTab,
  today: dayjs.Dayjs = dayjs(),
): Partial<Record<ProductType, DateRange>> {
  const current = dates[next.productType];
  if (current && previous && sameWindow(previous, next)) return dates;
  return { ...dates, [next.productType]: tabDefaultDateRange(next, today) };
}
