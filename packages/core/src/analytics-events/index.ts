/** Analytics events of the dashboards (spec §3 field names). */
export * from './events.js';
export * from './user-data.js';
