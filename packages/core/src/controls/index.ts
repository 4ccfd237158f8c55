/** Rules of the global controls: filters and their debounce, date ranges, currency. */
export * from './currency.js';
export * from './currency-wait.js';
export * from './dashboard-rules.js';
export * from './date-range.js';
export * from './demo-dates-rule.js';
export * from './filter-analytics.js';
export * from './filter-edits.js';
export * from './filter-scheduler.js';
export * from './filters.js';
export { FILTER_GROUPS } from '../model/filter-groups.js';
export * from './announcements.js';
export * from './tab-link.js';
