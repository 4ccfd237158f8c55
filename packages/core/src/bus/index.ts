/** The context bus: shared state of a dashboard (auth, filters, dates, currency) and its defaults. */
export { Bus, sameValue } from './bus.js';
export { anonymousClaims, emptyFilters, initialBusState } from './defaults.js';
export { productType } from './product-type.js';
export { PRODUCT_TYPES } from './types.js';
export type { AccessTokenProvider, BusEventListener, BusEventMap, BusEventName, BusListener } from './bus.js';
export type {
  AuthState,
  BusState,
  Currency,
  DateRange,
  DownloadState,
  DownloadStatus,
  FeeMode,
  FilterGroup,
  FilterSelection,
  ProductType,
  UserClaims,
  UserProfile,
} from './types.js';
