/** Embedded reports: the declarative definitions the reference report service draws. */
export * from './agent-reports.js';
export * from './air-reports.js';
export * from './hotel-reports.js';
export * from './report-definition.js';
export * from './report-registry.js';
export * from './validate-definition.js';
