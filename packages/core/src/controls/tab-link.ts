import dayjs from 'dayjs';
import type { Currency, DateRange, FeeMode, FilterSelection } from '../bus/types.js';
import { isSupportedCurrency } from '../model/currencies.js';
import { FILTER_GROUPS } from '../model/filter-groups.js';

/*
 * A link to a tab may carry what the tab shows (the alert mails write it this way): the dates
 * (`startDate`, `endDate`), the filters (each filter group's name, once per value), the currency and
 * the fee mode. The portal applies them once, as the tab opens.
 */

/** What a tab link carries; a part it does not carry, or carries wrongly, is left out. */
export interface TabLinkState {
  dates?: DateRange;
  filters?: Partial<FilterSelection>;
  currency?: Currency;
  feeMode?: FeeMode;
}

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const FEE_MODES: readonly FeeMode[] = ['gross', 'net'];

/** True for a YYYY-MM-DD day the calendar has. */
const calendarDay = (text: string | null): text is string =>
  text !== null && DAY.test(text) && dayjs(text).format('YYYY-MM-DD') === text;

/**
 * The state a tab link's query string carries. Dates count only as a pair in order; filter values
 * are kept as given (the filter bar shows a value no combination has as such).
 *
 * @example tabLinkState('?startDate=2026-10-01&endDate=2026-10-31&corporate=Initech')
 * // { dates: { startDate: '2026-10-01', endDate: '2026-10-31' }, filters: { corporate: ['Initech'] } }
 */
export function tabLinkState(search: string): TabLinkState {
  const query = new URLSearchParams(search);
  const state: TabLinkState = {};
  const startDate = query.get('startDate');
  const endDate = query.get('endDate');
  if (calendarDay(startDate) && calendarDay(endDate) && startDate <= endDate) {
    state.dates = { startDate, endDate };
  }
  const filters: Partial<FilterSelection> = {};
  for (const group of FILTER_GROUPS) {
    const values = [...new Set(query.getAll(group).map((value) => value.trim()))].filter(Boolean);
    if (values.length > 0) filters[group] = values;
  }
  if (Object.keys(filters).length > 0) state.filters = filters;
  const currency = query.get('currency')?.toUpperCase() as Currency | undefined;
  if (isSupportedCurrency(currency)) state.currency = currency;
  const feeMode = query.get('feeMode') as FeeMode | null;
  if (feeMode && FEE_MODES.includes(feeMode)) state.feeMode = feeMode;
  return state;
}

/** The query-string names a tab link may carry. */
const LINK_KEYS: ReadonlySet<string> = new Set([
  'startDate',
  'endDate',
  'currency',
  'feeMode',
  ...FILTER_GROUPS,
]);

/**
 * The query string without what a tab link carries, so that the address bar stops repeating a state
 * the user may then change ('' when nothing else is left).
 *
 * @example withoutTabLink('?startDate=2026-10-01&endDate=2026-10-31&ref=mail') // '?ref=mail'
 */
export function withoutTabLink(search: string): string {
  const query = new URLSearchParams(search);
  for (const key of [...query.keys()]) if (LINK_KEYS.has(key)) query.delete(key);
  const rest = query.toString();
  return rest ? `?${rest}` : '';
}
