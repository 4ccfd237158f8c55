/** The operations service: audit log and SBR customer management client, filters and display rules. */
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
} from './conversation-display.js';
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
} from './conversation-filters.js';
export {
  OPS_RETRY_ATTEMPTS,
  OPS_RETRY_DELAY_MS,
  OpsClient,
  RATE_LIMIT_WARNING_THRESHOLD,
} from './ops-client.js';
export { CONVERSATION_STATUSES } from './ops-types.js';
export { pageBeyondCount, readPage, resultCountText, withPage } from './page-param.js';
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
} from './sbr-status.js';
export type { StatusTone } from './conversation-display.js';
export type {
  ConversationFilters,
  ConversationQuery,
  DateRangePreset,
  FilterChip,
  StatusParams,
} from './conversation-filters.js';
export type { OpsClientOptions } from './ops-client.js';
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
} from './ops-types.js';
export type { SbrClientStatus } from './sbr-status.js';
