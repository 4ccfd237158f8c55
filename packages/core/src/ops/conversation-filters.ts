/** Date range presets of the audit log (docs/rules/operations.md#audit-log); 'custom' shows no picker. */
export const DATE_RANGE_PRESETS = ['last-24h', 'last-7-days', 'last-30-days', 'custom'] as const;
export type DateRangePreset = (typeof DATE_RANGE_PRESETS)[number];
const DEFAULT_DATE_RANGE_PRESET: DateRangePreset = 'last-7-days';

/** Labels of the date range presets. */
export const DATE_RANGE_LABELS: Record<DateRangePreset, string> = {
  'last-24h': 'Last 24 hours',
  'last-7-days': 'Last 7 days',
  'last-30-days': 'Last 30 days',
  custom: 'Custom',
};

/** What the operator chose in the audit log filters. */
export interface ConversationFilters {
  search: string;
  /** Corporate id (digits) or name; '' for every corporate. */
  corporate: string;
  /** Selected main intents. */
  intents: string[];
  /** Selected status_label values. */
  statuses: string[];
  dateRange: DateRangePreset;
  /** Bounds used by 'custom' (ISO dates or times); absent means no date restriction. */
  customRange?: { start?: string; end?: string };
  page: number;
}

/** The filters an audit log opens with: last 7 days, nothing else. */
export function emptyConversationFilters(): ConversationFilters {
  return {
    search: '',
    corporate: '',
    intents: [],
    statuses: [],
    dateRange: DEFAULT_DATE_RANGE_PRESET,
    page: 1,
  };
}

/** The status part of a conversation request (docs/rules/operations.md#audit-log). */
export interface StatusParams {
  status?: string;
  exclude_out_of_scope?: true;
}

/**
 * Statuses other than OUT_OF_SCOPE, sorted and joined by commas; exclude_out_of_scope is true when
 * OUT_OF_SCOPE is not selected or nothing is selected.
 */
export function buildStatusParams(statuses: readonly string[]): StatusParams {
  const others = [...new Set(statuses.filter((s) => s !== 'OUT_OF_SCOPE'))].sort();
  const params: StatusParams = {};
  if (others.length > 0) params.status = others.join(',');
  if (!statuses.includes('OUT_OF_SCOPE')) params.exclude_out_of_scope = true;
  return params;
}

/** A numeric corporate filter is an id, anything else a name (docs/rules/operations.md#audit-log). */
export function corporateFilter(
  corporate: string,
): { corporateId: string } | { corporateName: string } | null {
  const value = corporate.trim();
  if (value === '') return null;
  return /^\d+$/.test(value) ? { corporateId: value } : { corporateName: value };
}

/** Start and end (ISO date-times, UTC) of a preset, counted back from `now`; null for no bounds. */
export function dateRangeBounds(
  preset: DateRangePreset,
  now: Date = new Date(),
  customRange?: { start?: string; end?: string },
): { start_date?: string; end_date?: string } {
  const hours =
    preset === 'last-24h' ? 24 : preset === 'last-7-days' ? 7 * 24 : preset === 'last-30-days' ? 30 * 24 : 0;
  if (hours > 0) {
    return {
      start_date: new Date(now.getTime() - hours * 3600_000).toISOString(),
      end_date: now.toISOString(),
    };
  }
  const bounds: { start_date?: string; end_date?: string } = {};
  if (customRange?.start) bounds.start_date = customRange.start;
  if (customRange?.end) bounds.end_date = customRange.end;
  return bounds;
}

/** Query parameters of GET /api/audit/conversations (docs/rules/operations.md#audit-log), empty values left out. */
export type ConversationQuery = Record<string, string | number | boolean | undefined>;

/**
 * Builds the conversation request from the filters: search, corporateId or corporateName,
 * main_intent (comma-joined),
 * status and exclude_out_of_scope, start_date/end_date of the preset, and page (omitted for 1).
 *
 * @example buildConversationQuery({ ...emptyConversationFilters(), statuses: ['FAILED', 'COMPLETED'] })
 * // { status: 'COMPLETED,FAILED', exclude_out_of_scope: true, start_date: …, end_date: … }
 */
export function buildConversationQuery(
  filters: ConversationFilters,
  now: Date = new Date(),
): ConversationQuery {
  const query: ConversationQuery = {};
  const search = filters.search.trim();
  if (search) query.search = search;
  const corporate = corporateFilter(filters.corporate);
  if (corporate) Object.assign(query, corporate);
  if (filters.intents.length > 0) query.main_intent = [...filters.intents].sort().join(',');
  Object.assign(query, buildStatusParams(filters.statuses));
  Object.assign(query, dateRangeBounds(filters.dateRange, now, filters.customRange));
  if (filters.page > 1) query.page = filters.page;
  return query;
}

/** One removable chip of the 'Active filters' row. */
export interface FilterChip {
  key: 'search' | 'corporate' | 'intent' | 'status' | 'dateRange';
  value: string;
  label: string;
}

/** The 'Active filters' chips: everything that differs from the opening filters. */
export function activeFilterChips(
  filters: ConversationFilters,
  statusLabel: (s: string) => string,
): FilterChip[] {
  const chips: FilterChip[] = [];
  if (filters.search.trim())
    chips.push({ key: 'search', value: filters.search, label: `Search: ${filters.search.trim()}` });
  if (filters.corporate)
    chips.push({ key: 'corporate', value: filters.corporate, label: `Corporate: ${filters.corporate}` });
  for (const intent of filters.intents)
    chips.push({ key: 'intent', value: intent, label: `Intent: ${intent}` });
  for (const status of filters.statuses)
    chips.push({ key: 'status', value: status, label: `Status: ${statusLabel(status)}` });
  if (filters.dateRange !== DEFAULT_DATE_RANGE_PRESET) {
    chips.push({
      key: 'dateRange',
      value: filters.dateRange,
      label: `Date: ${DATE_RANGE_LABELS[filters.dateRange]}`,
    });
  }
  return chips;
}

/** The filters without one chip (back to page 1). */
export function removeFilterChip(filters: ConversationFilters, chip: FilterChip): ConversationFilters {
  const next = { ...filters, page: 1 };
  if (chip.key === 'search') next.search = '';
  if (chip.key === 'corporate') next.corporate = '';
  if (chip.key === 'intent') next.intents = filters.intents.filter((i) => i !== chip.value);
  if (chip.key === 'status') next.statuses = filters.statuses.filter((s) => s !== chip.value);
  if (chip.key === 'dateRange') next.dateRange = DEFAULT_DATE_RANGE_PRESET;
  return next;
}

/** True when the list hides out-of-scope conversations: '(Out of Scope filtered out)'. */
export function outOfScopeFilteredOut(statuses: readonly string[]): boolean {
  return !statuses.includes('OUT_OF_SCOPE');
}
