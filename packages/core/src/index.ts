/**
 * The root entry of @tripsight/core: the names a host reaches for first (the bus and its state, the
 * context provider, sign-in, service errors, the tab catalogue, formatting, analytics events and
 * view contracts). Every concept has its own entry with all of its exports
 * (`@tripsight/core/bus`, `/catalogue`, `/format`, `/views`, …): import from those, so a bundle holds
 * only the concepts it uses.
 * @module @tripsight/core
 */

export {
  analyticsDetail,
  exportEvent,
  filterChangeEvent,
  pageViewEvent,
  tabSessionEvent,
  type AnalyticsEvent,
} from './analytics-events/index.js';
export { ApiError, fetchView, serviceRequest } from './api/index.js';
export { createOidcSignIn, sharedOidcSignIn, type SignedInUser } from './auth/index.js';
export {
  Bus,
  type AccessTokenProvider,
  type AuthState,
  type BusEventMap,
  type BusEventName,
  type BusState,
  type Currency,
  type DateRange,
  type FeeMode,
  type FilterGroup,
  type FilterSelection,
  type ProductType,
  type UserClaims,
  type UserProfile,
} from './bus/index.js';
export {
  findTab,
  navigationGroups,
  resolveRoute,
  TAB_CATALOGUE,
  tabRoute,
  visibleTabs,
  type NavigationGroup,
  type TabDefinition,
} from './catalogue/index.js';
export { busContext, defaultBus, provideBus, requestBus } from './context/index.js';
export {
  DEFAULT_LOCALE,
  formatDate,
  formatMoney,
  formatNumber,
  formatPercent,
  hostText,
  parseHostTexts,
  resolveLocale,
  type HostTexts,
} from './format/index.js';
export {
  defineView,
  type ViewContract,
  type ViewData,
  type ViewParams,
  type ViewRow,
} from './views/index.js';
