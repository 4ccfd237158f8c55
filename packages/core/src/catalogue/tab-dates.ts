import dayjs from 'dayjs';
import type { DateRange } from '../bus/types.js';
import type { ProductType } from '../model/product-types.js';
import { demoDateRange } from '../savings/demo-dates.js';
import { tabDefaultDateRange } from './default-window.js';
import type { TabDefinition } from './types.js';
import { viewMode } from './view-mode.js';

type WindowTab = Pick<
  TabDefinition,
  'productType' | 'defaultStartDaysInThePast' | 'defaultEndDaysInTheFuture' | 'content'
>;

/** True for a tab whose page shows the demo sample (its element in the demo or demo-prod-ui mode). */
export function isDemoTab(tab: Pick<TabDefinition, 'content'>): boolean {
  return tab.content.kind === 'element' && viewMode(tab.content.mode).sample === 'demo';
}

/**
 * True when a tab's dates are mocked (docs/rules/shell.md#demo-dates): for the demo company (customer id = the
 * demo-company marker) everywhere, and on the demo tabs, whose figures are for the mocked window.
 */
export function mocksDates(tab: Pick<TabDefinition, 'content'>, demoCompany: boolean): boolean {
  return demoCompany || isDemoTab(tab);
}

export interface TabDateOptions {
  today?: dayjs.Dayjs;
  /** The user is the demo company (claims `isDemo`): every window is the mocked July 2019 one. */
  demoCompany?: boolean;
}

function sameWindow(a: WindowTab, b: WindowTab, demoCompany: boolean): boolean {
  return (
    a.productType === b.productType &&
    a.defaultStartDaysInThePast === b.defaultStartDaysInThePast &&
    a.defaultEndDaysInTheFuture === b.defaultEndDaysInTheFuture &&
    mocksDates(a, demoCompany) === mocksDates(b, demoCompany)
  );
}

/**
 * The per-product dates after activating `next`. Each product keeps its own start and end (docs/rules/shell.md#dates),
 * so `lastOfProduct` is the tab the product's dates were last used on (null on sign-in or when the
 * product has not been visited): its dates are kept when that tab has the same default window, and
 * whatever tabs of other products were opened in between. Otherwise the tab's default window applies
 * (docs/rules/shell.md#dates), or the mocked July 2019 window where dates are mocked (`mocksDates`). Other products'
 * dates never change.
 */
export function datesForTab(
  dates: Partial<Record<ProductType, DateRange>>,
  lastOfProduct: WindowTab | null,
  next: WindowTab,
  { today = dayjs(), demoCompany = false }: TabDateOptions = {},
): Partial<Record<ProductType, DateRange>> {
  const current = dates[next.productType];
  if (current && lastOfProduct && sameWindow(lastOfProduct, next, demoCompany)) return dates;
  const range = mocksDates(next, demoCompany) ? demoDateRange() : tabDefaultDateRange(next, today);
  return { ...dates, [next.productType]: range };
}

/**
 * Remembers, per product, the tab its dates were last used on: the `lastOfProduct` of `datesForTab`.
 *
 * @example
 * const history = new ProductTabHistory();
 * bus.setState((s) => ({ dates: datesForTab(s.dates, history.visit(tab), tab) }));
 */
export class ProductTabHistory<T extends WindowTab = WindowTab> {
  private readonly last = new Map<ProductType, T>();

  /** Records `tab` as its product's latest and returns the product's previous tab (null the first time). */
  visit(tab: T): T | null {
    const previous = this.last.get(tab.productType) ?? null;
    this.last.set(tab.productType, tab);
    return previous;
  }
}
