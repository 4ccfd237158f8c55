/** Analytics events of the dashboards (field names: docs/rules/shell.md#analytics-events). */
export * from './events.js';
export * from './user-data.js';
