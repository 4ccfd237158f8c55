/** Embedded reports: the declarative definitions the reference report service draws. */
export * from './agent-edit-distance.js';
export * from './agent-reports.js';
export * from './air-benchmarks.js';
export * from './air-reports.js';
export * from './hotel-reports.js';
export * from './report-check.js';
export * from './report-definition.js';
export * from './report-registry.js';
export * from './report-figures.js';
export * from './report-filters.js';
export * from './report-filter-check.js';
