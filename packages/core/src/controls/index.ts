/** Rules of the global controls: filters and their debounce, date ranges, currency. */
export {
  AUTO_CURRENCY_PREFERENCE,
  autoCurrency,
  branchCurrencies,
  currencyEntries,
  isSupportedCurrency,
  normalizeCurrency,
  selectionFromBranches,
  SUPPORTED_CURRENCIES,
} from './currency.js';
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
} from './date-range.js';
export { FILTER_DEBOUNCE_MS, FilterScheduler } from './filter-scheduler.js';
export {
  defaultClientSelection,
  DEMO_EXTRA_ENTRIES,
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
} from './filters.js';
export type { CalendarBounds, CalendarOptions, DatePreset, DatePresetId } from './date-range.js';
export type { SchedulerTimers } from './filter-scheduler.js';
export type { FilterDefinition, FilterDisabledInput, FilterEntries } from './filters.js';
