import type { PageTab } from './page-tabs.js';
import { productGroup } from './product-groups.js';
import { viewMode } from './view-mode.js';
import type { ProductType } from '../model/product-types.js';
import type { DisplayOptions, ProductGroup, TabContent, TabDefinition, TabLink } from './types.js';

/** Display options of a tab that states none (docs/rules/shell.md#dates: a 30-day window ending yesterday). */
const DEFAULT_DISPLAY_OPTIONS: DisplayOptions = {
  hideCurrencySelector: false,
  hideFilters: false,
  disableFilters: false,
  disableDatePicker: false,
  hideExportButton: false,
  showNetGrossToggle: false,
  showFutureDates: false,
  defaultStartDaysInThePast: 30,
  defaultEndDaysInTheFuture: 0,
};

/** Optional parts of a catalogue entry. */
export interface TabExtras extends Partial<DisplayOptions> {
  isVisible?: boolean;
  beta?: boolean;
  links?: TabLink[];
  /**
   * The data product of a tab whose group mixes products (Sustainability's hotel tab); such a tab
   * routes as /{internalPageName} (no product name, which would name the group's product).
   */
  productType?: ProductType;
}

/** A built-in page element, optionally in a mode. */
export function element(tag: `tripsight-${string}`, mode: string | null = null): TabContent {
  return { kind: 'element', tag, mode };
}

/** An embedded business-intelligence report, rendered by `<tripsight-report>`. */
export function report(reportName: string): TabContent {
  return { kind: 'report', tag: 'tripsight-report', reportName };
}

/** Builds one catalogue entry; product name and type come from the product group. */
export function defineTab(
  tabName: string,
  tabTitle: string,
  group: ProductGroup,
  content: TabContent,
  extras: TabExtras = {},
): TabDefinition {
  const { isVisible = true, beta = false, links = [], productType: own, ...display } = extras;
  const info = productGroup(group);
  const productType = own ?? info.productType;
  const productName = own && own !== info.productType ? null : info.productName;
  return {
    ...DEFAULT_DISPLAY_OPTIONS,
    ...display,
    tabName,
    tabTitle,
    group,
    productName,
    productType,
    isVisible,
    beta,
    content,
    links,
    powerbiReportId: null,
  };
}

/**
 * The tab of `page` in `mode`: the page's element in that mode, under the page's group, titled with
 * the page's title and, in POC and demo, the mode's badge ("Advanced purchase (POC)").
 */
export function pageTab(tabName: string, page: PageTab, mode: string, extras: TabExtras = {}): TabDefinition {
  const { badge } = viewMode(mode);
  const title = badge ? `${page.title} (${badge})` : page.title;
  return defineTab(tabName, title, page.group, element(page.tag, mode), extras);
}
