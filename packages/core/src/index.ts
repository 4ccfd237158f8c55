// The public face of @tripsight/core: what the other packages use. Every concept also has its
// own entry (`@tripsight/core/catalogue`, `/controls`, `/views`, …) with all of its exports.

// The view contracts are shared by the service and the elements whole: a new view needs no edit here.
export * from './views/index.js';
export {
  analyticsDetail,
  exportEvent,
  filterChangeEvent,
  pageViewEvent,
  tabSessionEvent,
} from './analytics-events/index.js';
export { fetchView } from './api/index.js';
export { memoryStore, sharedOidcSignIn, signInErrorMessage } from './auth/index.js';
export { Bus, emptyFilters, productType, sameValue } from './bus/index.js';
export {
  datesForTab,
  findTab,
  groupOfTab,
  modeParams,
  navigationGroups,
  resolveRoute,
  tabRoute,
  viewMode,
  visibleTabs,
} from './catalogue/index.js';
export { defaultBus, provideBus, requestBus } from './context/index.js';
export {
  autoCurrency,
  branchCurrencies,
  calendarBounds,
  completeRange,
  currencyEntries,
  CUSTOM_PRESET,
  DATE_PRESET_COLUMNS,
  defaultClientSelection,
  emptyEntries,
  entriesDiffer,
  entriesFromRows,
  FILTER_DEFINITIONS,
  FILTER_GROUPS,
  FILTER_PLACEHOLDER_ALL,
  FILTER_PLACEHOLDER_LOADING,
  FILTER_SEARCH_PLACEHOLDER,
  FilterScheduler,
  isFilterDisabled,
  normalizeCurrency,
  presetRange,
  selectionFromBranches,
  toDisplayDate,
  toggleAll,
  withDemoEntries,
} from './controls/index.js';
export { defaultDateRange, resolveDateRange } from './dates/index.js';
export {
  AIR_REPORTS,
  defaultFileExtension,
  DOWNLOAD_AUTO_DISMISS_MS,
  DOWNLOAD_TEXTS,
  downloadReport,
  EXPORT_DEBOUNCE_MS,
  exportFileName,
  exportFileSuffix,
  failed,
  isExportButtonEnabled,
  listedReports,
  notStarted,
  pending,
  reportsForTab,
  showExportMenu,
  showFileFormatChoice,
  succeeded,
} from './export/index.js';
export { currencySymbol, formatMoney, formatNumber, formatPercent } from './format/index.js';
export {
  activeFilterChips,
  attachmentType,
  buildConversationQuery,
  canCompareDraft,
  canMarkLive,
  CONVERSATION_STATUSES,
  DATE_RANGE_LABELS,
  DATE_RANGE_PRESETS,
  draftStepStatus,
  emptyConversationFilters,
  failedEvents,
  filterSbrClients,
  formatAuditDate,
  formatDetailTime,
  formatFileSize,
  formatListTime,
  intentChip,
  isStructuredBooking,
  messageCounts,
  OpsClient,
  outOfScopeFilteredOut,
  pageBeyondCount,
  readPage,
  removeFilterChip,
  resultCountText,
  SBR_STATUS_FILTERS,
  SBR_STATUS_TONES,
  sbrClientStatus,
  sbrListBadge,
  sbrSummary,
  shouldFetchEvents,
  splitIntents,
  statusText,
  statusTone,
  validateCorporateName,
  visibleFailureReason,
  withPage,
} from './ops/index.js';
export {
  barColour,
  granularityFor,
  initialSort,
  nextSort,
  percentBand,
  rebookingBenchmark,
  sortRows,
  splitPercent,
} from './rules/index.js';
export {
  BEST_PRACTICE_CAP_PERCENT,
  bucketSavings,
  CURRENT_SAVINGS_THRESHOLD,
  dealsPerClient,
  DEMO_SAVINGS_METRICS,
  demoRangeFor,
  demoResponse,
  EMPTY_STATE_ADVICE,
  EMPTY_STATE_TITLE,
  feedbackShares,
  isSavingsOverviewEmpty,
  NO_REBOOKING_DATA,
  periodLabel,
  SAVINGS_TOOLTIPS,
  savingsMode,
  savingsSummary,
  SECTION_ERROR,
  topCountries,
} from './savings/index.js';
export type { SignedInUser, UserManagerLike } from './auth/index.js';
export type {
  AccessTokenProvider,
  BusEventMap,
  BusEventName,
  BusState,
  Currency,
  DateRange,
  DownloadState,
  FeeMode,
  FilterGroup,
  FilterSelection,
  ProductType,
  UserClaims,
  UserProfile,
} from './bus/index.js';
export type {
  NavigationGroup,
  ProductGroup,
  ProductIcon,
  TabDefinition,
  TabLink,
  ViewModeOptions,
} from './catalogue/index.js';
export type { DatePresetId, FilterEntries } from './controls/index.js';
export type { ReportDefinition, ReportMessage } from './export/index.js';
export type {
  Conversation,
  ConversationDetail,
  ConversationEvent,
  ConversationFilters,
  ConversationStatus,
  DateRangePreset,
  DraftEvent,
  RateLimitInfo,
  SbrClientStatus,
  SbrCorporate,
} from './ops/index.js';
export type { Granularity, TableSort } from './rules/index.js';
export type { ClientDeals, SavingsModeOptions } from './savings/index.js';
