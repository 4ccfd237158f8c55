export { Bus, sameValue } from './bus/bus.js';
export { productType } from './bus/product-type.js';
export { PRODUCT_TYPES } from './bus/types.js';
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
export { busTarget, fetchView } from './api/analytics-client.js';
export type { AnalyticsResponse, ViewCall } from './api/analytics-client.js';
export { buildQuery, requestJson, requestUrl, serviceRequest } from './api/request.js';
export type { QueryValue, ServiceRequest, ServiceTarget } from './api/request.js';
export * from './views/index.js';
export { API_DATE_FORMAT, defaultDateRange, resolveDateRange } from './dates/default-range.js';
export {
  OpsClient,
  OPS_RETRY_ATTEMPTS,
  OPS_RETRY_DELAY_MS,
  RATE_LIMIT_WARNING_THRESHOLD,
} from './ops/ops-client.js';
export type { OpsClientOptions } from './ops/ops-client.js';
export {
  DEFAULT_RETRY_AFTER_SECONDS,
  errorFromResponse,
  rateLimitMessage,
  retryAfterSeconds,
  SERVICE_MESSAGES,
  serviceErrorMessage,
} from './api/error-messages.js';
export {
  activeFilterChips,
  buildConversationQuery,
  buildStatusParams,
  corporateFilter,
  DATE_RANGE_LABELS,
  DATE_RANGE_PRESETS,
  dateRangeBounds,
  DEFAULT_DATE_RANGE_PRESET,
  emptyConversationFilters,
  outOfScopeFilteredOut,
  removeFilterChip,
} from './ops/conversation-filters.js';
export type {
  ConversationFilters,
  ConversationQuery,
  DateRangePreset,
  FilterChip,
  StatusParams,
} from './ops/conversation-filters.js';
export {
  attachmentType,
  canCompareDraft,
  draftStepStatus,
  failedEvents,
  formatAuditDate,
  formatDetailTime,
  formatFileSize,
  formatListTime,
  intentChip,
  isStructuredBooking,
  messageCounts,
  shouldFetchEvents,
  shouldRetry,
  splitIntents,
  statusText,
  statusTone,
  visibleFailureReason,
} from './ops/conversation-display.js';
export type { StatusTone } from './ops/conversation-display.js';
export {
  canMarkLive,
  filterSbrClients,
  hasIdentifier,
  SBR_STATUS_FILTERS,
  SBR_STATUS_TONES,
  sbrClientStatus,
  sbrListBadge,
  sbrSummary,
  validateCorporateName,
} from './ops/sbr-status.js';
export type { SbrClientStatus } from './ops/sbr-status.js';
export { pageBeyondCount, readPage, resultCountText, withPage } from './ops/page-param.js';
export { CONVERSATION_STATUSES } from './ops/ops-types.js';
export type {
  Attachment,
  AuditCorporate,
  AuditPagination,
  Conversation,
  ConversationDetail,
  ConversationEvent,
  ConversationPage,
  ConversationStatus,
  DraftEvent,
  OutboundMessage,
  RateLimitInfo,
  SbrCorporate,
  SbrCorporatePage,
  SbrCorporateQuery,
  SbrPagination,
  ThreadStats,
} from './ops/ops-types.js';
export {
  CURRENCY_SYMBOLS,
  DEFAULT_CURRENCY_SYMBOL,
  MAX_DECIMALS,
  NUMBER_LOCALE,
  currencySymbol,
  formatMoney,
  formatNumber,
  formatPercent,
  formatShortNumber,
} from './format/money.js';
export type { MoneyFormatOptions } from './format/money.js';
export { DAY_GRANULARITY_MAX_MS, WEEK_GRANULARITY_MAX_MS, granularityFor } from './rules/granularity.js';
export { GRANULARITIES } from './rules/granularity.js';
export type { Granularity } from './rules/granularity.js';
export { splitPercent } from './rules/percent-split.js';
export { barColour, percentBand } from './rules/colour-bands.js';
export type { BarColour, PercentBand } from './rules/colour-bands.js';
export {
  IMPROVED_TARGET_CAP_PERCENT,
  IMPROVED_TARGET_STEP_PERCENT,
  OVER_BENCHMARK_MESSAGE,
  REBOOKING_BENCHMARK_PERCENT,
  improvedTarget,
  isOverBenchmark,
  rebookingBenchmark,
} from './rules/rebooking-benchmark.js';
export type { RebookingBenchmark } from './rules/rebooking-benchmark.js';
export {
  INITIAL_SORT_DIRECTION,
  compareCells,
  initialSort,
  nextSort,
  numericValue,
  sortRows,
} from './rules/table-sort.js';
export type { SortDirection, TableSort } from './rules/table-sort.js';
export {
  BEST_PRACTICE_CAP_PERCENT,
  CURRENT_SAVINGS_THRESHOLD,
  EMPTY_STATE_ADVICE,
  EMPTY_STATE_TITLE,
  NO_REBOOKING_DATA,
  SAVINGS_TOOLTIPS,
  SECTION_ERROR,
  TOP_COUNTRIES_COUNT,
} from './savings/savings-texts.js';
export {
  bucketSavings,
  dealsPerClient,
  feedbackShares,
  isSavingsOverviewEmpty,
  percentOf,
  periodLabel,
  periodStart,
  savingsSummary,
  topCountries,
} from './savings/savings-metrics.js';
export type { ClientDeals, FeedbackShare, SavingsSummary } from './savings/savings-metrics.js';
export { SAVINGS_MODES, savingsMode } from './savings/savings-mode.js';
export { modeParams, VIEW_MODES, viewMode } from './catalogue/view-mode.js';
export type { ViewMode, ViewModeOptions } from './catalogue/view-mode.js';
export type { SavingsMode, SavingsModeOptions } from './savings/savings-mode.js';
export { DEMO_SAVINGS_METRICS, demoResponse } from './savings/demo-metrics.js';
export type { DemoSavingsMetrics } from './savings/demo-metrics.js';
export {
  DEMO_CALENDAR_MIN_DATE,
  DEMO_MOCK_END_DATE,
  DEMO_MOCK_WINDOW_DAYS,
  demoDateRange,
  demoRangeFor,
} from './savings/demo-dates.js';
export { TAB_CATALOGUE, ALWAYS_ENTITLED_TAB, findTab } from './catalogue/tab-catalogue.js';
export { DEFAULT_DISPLAY_OPTIONS } from './catalogue/define-tab.js';
export { PRODUCT_GROUPS, productGroup, productIcon } from './catalogue/product-groups.js';
export { visibleTabs, unknownEntitlements } from './catalogue/entitlements.js';
export { isPocOrDemoTab, sortTabs, SORT_LAST_MARKERS } from './catalogue/tab-order.js';
export { activeTab, resolveRoute, tabForPath, tabRoute } from './catalogue/routes.js';
export { tabDefaultDateRange } from './catalogue/default-window.js';
export { groupOfTab, navigationGroups } from './catalogue/navigation.js';
export type { ProductGroupInfo } from './catalogue/product-groups.js';
export type { RouteResolution } from './catalogue/routes.js';
export type { NavigationGroup } from './catalogue/navigation.js';
export type {
  DisplayOptions,
  ProductGroup,
  ProductIcon,
  TabContent,
  TabDefinition,
  TabLink,
} from './catalogue/types.js';
export {
  DEMO_EXTRA_ENTRIES,
  defaultClientSelection,
  emptiedGroups,
  emptyEntries,
  entriesDiffer,
  entriesFromRows,
  FILTER_DEFINITIONS,
  FILTER_GROUPS,
  FILTER_PLACEHOLDER_ALL,
  FILTER_PLACEHOLDER_LOADING,
  FILTER_SEARCH_PLACEHOLDER,
  FILTERS_DISABLED_CUSTOMER_ID,
  isFilterDisabled,
  resetFilters,
  toggleAll,
  withDemoEntries,
} from './controls/filters.js';
export { FILTER_DEBOUNCE_MS, FilterScheduler } from './controls/filter-scheduler.js';
export {
  calendarBounds,
  completeRange,
  CUSTOM_PRESET,
  DATE_PRESET_COLUMNS,
  DISPLAY_DATE_FORMAT,
  fromDisplayDate,
  INVALID_DATE,
  isOutOfRange,
  MISSING_DATES_MESSAGE,
  presetRange,
  toDisplayDate,
} from './controls/date-range.js';
export {
  AUTO_CURRENCY_PREFERENCE,
  autoCurrency,
  branchCurrencies,
  currencyEntries,
  isSupportedCurrency,
  normalizeCurrency,
  selectionFromBranches,
  SUPPORTED_CURRENCIES,
} from './controls/currency.js';
export {
  DEFAULT_EXPORT_EXTENSION,
  defaultFileExtension,
  EXPORT_DEBOUNCE_MS,
  exportFileName,
  exportFileSuffix,
  exportQuery,
  isExportButtonEnabled,
  listedReports,
  showExportMenu,
  showFileFormatChoice,
} from './export/export-rules.js';
export { AIR_REPORTS, AIR_REPORTS_PATH, reportsForTab } from './export/air-reports.js';
export {
  afterExportError,
  DOWNLOAD_AUTO_DISMISS_MS,
  DOWNLOAD_TEXTS,
  failed,
  fromReportMessage,
  isReportMessage,
  isUriTooLong,
  notStarted,
  pending,
  REPORT_MESSAGE_STATUSES,
  succeeded,
} from './export/download-status.js';
export {
  analyticsDetail,
  exportEvent,
  filterChangeEvent,
  pageViewEvent,
  tabSessionEvent,
} from './analytics-events/events.js';
export type { FilterDefinition, FilterDisabledInput, FilterEntries } from './controls/filters.js';
export type { SchedulerTimers } from './controls/filter-scheduler.js';
export type { CalendarBounds, CalendarOptions, DatePreset, DatePresetId } from './controls/date-range.js';
export type {
  ExportFileNameParts,
  ExportPermission,
  ExportQueryInput,
  ReportDefinition,
} from './export/export-rules.js';
export type { ReportMessage, ReportMessageStatus } from './export/download-status.js';
export type { AnalyticsEvent } from './analytics-events/events.js';
export { datesForTab } from './catalogue/tab-dates.js';
export { downloadReport, fileNameFromDisposition } from './export/download-report.js';
export type { DownloadOutcome, DownloadReportOptions } from './export/download-report.js';
export {
  allowExportClaim,
  claimsFromProfile,
  claimsFromToken,
  decodeJwtPayload,
  DEMO_CUSTOMER_ID,
  listClaim,
  userFromProfile,
} from './auth/claims.js';
export type { RawClaims } from './auth/claims.js';
export {
  DEFAULT_RETURN_ADDRESS,
  memoryStore,
  rememberReturnAddress,
  RETURN_ADDRESS_KEY,
  safeReturnPath,
  takeReturnAddress,
} from './auth/return-address.js';
export type { ReturnAddressStore } from './auth/return-address.js';
export { createOidcSignIn, sharedOidcSignIn, signInErrorMessage, userClaims } from './auth/oidc-sign-in.js';
export type { OidcSignIn, OidcSignInOptions, SignedInUser, UserManagerLike } from './auth/oidc-sign-in.js';
