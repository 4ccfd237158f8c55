import type { BusState, FilterSelection, UserClaims } from '../bus/types.js';
import { FILTER_GROUPS, type FilterGroup } from '../model/filter-groups.js';
import { emptyFilters } from '../bus/defaults.js';

/** The customer identifier whose users get disabled filters (docs/rules/shell.md#global-filters). */
export const FILTERS_DISABLED_CUSTOMER_ID = 'CUST-LOCKED';

/** A filter group as the filter bar shows it (docs/rules/shell.md#global-filters). */
export interface FilterDefinition {
  group: FilterGroup;
  label: string;
  /** Column of the analytics data the group filters on. */
  columnName: string;
}

/** The six filter groups, in the order of the filter bar. */
export const FILTER_DEFINITIONS: readonly FilterDefinition[] = [
  { group: 'gds', label: 'GDS', columnName: 'gds' },
  { group: 'region', label: 'Region', columnName: 'ticketingRegion' },
  { group: 'continent', label: 'Continent', columnName: 'ticketingContinent' },
  { group: 'pointOfSale', label: 'Point of Sale', columnName: 'ticketingCountry' },
  { group: 'corporate', label: 'Client', columnName: 'directEnterprise' },
  { group: 'pccName', label: 'PCC', columnName: 'pccName' },
];

/** The entries offered per filter group. */
export type FilterEntries = Record<FilterGroup, string[]>;

/** Placeholders of the filter multi-selects (docs/rules/shell.md#global-filters). */
export const FILTER_PLACEHOLDER_LOADING = 'Loading';
export const FILTER_PLACEHOLDER_ALL = 'All';
export const FILTER_SEARCH_PLACEHOLDER = 'Search...';

/** Demo extra entries (docs/rules/shell.md#global-filters): added to the offered entries in demo mode. */
const DEMO_EXTRA_ENTRIES: Readonly<Partial<Record<FilterGroup, readonly string[]>>> = {
  gds: ['Amadeus', 'Apollo', 'Abacus'],
  region: ['LATAM', 'APAC'],
  continent: ['South America', 'Asia', 'Africa', 'Australia'],
};

/**
 * The multi-select "All" choice (docs/rules/shell.md#global-filters): if every entry is already selected it clears to none,
 * otherwise it selects every entry.
 * @example toggleAll(['A', 'B'], ['A', 'B']) // []
 */
export function toggleAll(selected: readonly string[], entries: readonly string[]): string[] {
  const all = entries.length > 0 && entries.every((entry) => selected.includes(entry));
  return all ? [] : [...entries];
}

/** An empty entry list per group. */
export function emptyEntries(): FilterEntries {
  return emptyFilters();
}

/**
 * The filter entries of `/api/dynamicFilters` rows (distinct combinations): distinct non-empty
 * values per group, sorted.
 */
export function entriesFromRows(rows: readonly Partial<Record<FilterGroup, unknown>>[]): FilterEntries {
  const entries = emptyEntries();
  for (const group of FILTER_GROUPS) {
    const values = new Set<string>();
    for (const row of rows) {
      const value = row[group];
      if (typeof value === 'string' && value.trim() !== '') values.add(value);
    }
    entries[group] = [...values].sort((a, b) => a.localeCompare(b));
  }
  return entries;
}

/** Adds the demo extra entries that are not offered yet (docs/rules/shell.md#global-filters). */
export function withDemoEntries(entries: FilterEntries): FilterEntries {
  const next = { ...entries };
  for (const group of FILTER_GROUPS) {
    const extra = (DEMO_EXTRA_ENTRIES[group] ?? []).filter((e) => !entries[group].includes(e));
    if (extra.length > 0) next[group] = [...entries[group], ...extra];
  }
  return next;
}

/**
 * Fetched default filters are applied only when they differ from the current ones (docs/rules/shell.md#global-filters):
 * true when any group offers other entries (order-insensitive).
 */
export function entriesDiffer(current: FilterEntries, fetched: FilterEntries): boolean {
  return FILTER_GROUPS.some((group) => {
    const a = [...current[group]].sort();
    const b = [...fetched[group]].sort();
    return a.length !== b.length || a.some((value, i) => value !== b[i]);
  });
}

export interface FilterDisabledInput {
  /** Entries offered for the group. */
  entries: readonly string[];
  /** The active tab's disable-filters display option. */
  tabDisablesFilters: boolean;
  /** The user's customer identifier. */
  customerId: string | null;
}

/**
 * A filter multi-select is disabled when it has no entries, for the tab's disable-filters flag, or
 * for the one customer identifier `FILTERS_DISABLED_CUSTOMER_ID` (docs/rules/shell.md#global-filters).
 */
export function isFilterDisabled({ entries, tabDisablesFilters, customerId }: FilterDisabledInput): boolean {
  return entries.length === 0 || tabDisablesFilters || customerId === FILTERS_DISABLED_CUSTOMER_ID;
}

/**
 * The client selection a user starts with: the default clients of their claims that the Client
 * filter offers (all of them while the entries are unknown).
 */
export function defaultClientSelection(
  claims: Pick<UserClaims, 'defaultClients'>,
  clients?: readonly string[],
): string[] {
  if (!clients) return [...claims.defaultClients];
  return claims.defaultClients.filter((client) => clients.includes(client));
}

/**
 * The filters a dashboard starts from once the Client filter's entries are known: the default clients
 * of the claims that are offered, preselected when no client is selected yet (docs/rules/shell.md#sign-in-and-entitlements)
 * client filter selection limits preselected clients"). Null when nothing is to preselect.
 */
export function withDefaultClients(
  state: Pick<BusState, 'filters' | 'auth'>,
  clients: readonly string[],
): FilterSelection | null {
  if (state.filters.corporate.length > 0) return null;
  const corporate = defaultClientSelection(state.auth.claims, clients);
  return corporate.length > 0 ? { ...state.filters, corporate } : null;
}

/** Reset clears all six filter selections (docs/rules/shell.md#global-filters). */
export function resetFilters(): FilterSelection {
  return emptyFilters();
}

/** The groups whose selection became empty between `applied` and `next`. */
export function emptiedGroups(applied: FilterSelection, next: FilterSelection): FilterGroup[] {
  return FILTER_GROUPS.filter((group) => applied[group].length > 0 && next[group].length === 0);
}
