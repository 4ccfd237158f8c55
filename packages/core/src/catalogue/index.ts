/** The tab catalogue: every page of the product, its route, entitlement, mode and display options. */
export { AGENTSEE_TABS, WELLNESS_TAB } from './agentsee-tabs.js';
export {
  AIR_PROGRAM_ANALYTICS_TABS,
  FARESAVER_TABS,
  POLICY_INSIGHTS_TABS,
  SUPPLIER_INSIGHTS_TABS,
} from './air-tabs.js';
export { tabDefaultDateRange } from './default-window.js';
export { DEFAULT_DISPLAY_OPTIONS, defineTab, element, report } from './define-tab.js';
export { unknownEntitlements, visibleTabs } from './entitlements.js';
export {
  HOTEL_SUPPLIER_INSIGHTS_TABS,
  HOTELSAVER_TABS,
  HPA_CORE_TABS,
  HPA_PREMIUM_TABS,
} from './hotel-tabs.js';
export { groupOfTab, navigationGroups } from './navigation.js';
export { PRODUCT_GROUPS, productGroup, productIcon } from './product-groups.js';
export { activeTab, resolveRoute, tabForPath, tabRoute } from './routes.js';
export { ALWAYS_ENTITLED_TAB, findTab, TAB_CATALOGUE } from './tab-catalogue.js';
export { datesForTab } from './tab-dates.js';
export { isPocOrDemoTab, SORT_LAST_MARKERS, sortTabs } from './tab-order.js';
export { modeParams, VIEW_MODES, viewMode } from './view-mode.js';
export type { TabExtras } from './define-tab.js';
export type { NavigationGroup } from './navigation.js';
export type { ProductGroupInfo } from './product-groups.js';
export type { RouteResolution } from './routes.js';
export type {
  DisplayOptions,
  ProductGroup,
  ProductIcon,
  TabContent,
  TabDefinition,
  TabLink,
} from './types.js';
export type { ViewMode, ViewModeOptions } from './view-mode.js';
