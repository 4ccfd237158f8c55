export { Bus, sameValue } from './bus/bus.js';
export { anonymousClaims, emptyFilters, initialBusState } from './bus/defaults.js';
export {
  busContext,
  ContextProviderEvent,
  ContextRequestEvent,
  defaultBus,
  provideBus,
  requestBus,
} from './context/context-protocol.js';
export type {
  AccessTokenProvider,
  BusEventListener,
  BusEventMap,
  BusEventName,
  BusListener,
} from './bus/bus.js';
export type { BusCallback } from './context/context-protocol.js';
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
} from './bus/types.js';
export { ApiError } from './api/api-error.js';
export { buildQuery, errorFromResponse, fetchAnalytics } from './api/analytics-client.js';
export type { AnalyticsResponse, QueryValue } from './api/analytics-client.js';
export { API_DATE_FORMAT, defaultDateRange, resolveDateRange } from './dates/default-range.js';
