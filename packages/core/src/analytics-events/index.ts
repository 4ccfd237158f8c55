/** Analytics events of the dashboards (spec §3 field names). */
export { analyticsDetail, exportEvent, filterChangeEvent, pageViewEvent, tabSessionEvent } from './events.js';
export type { AnalyticsEvent } from './events.js';
