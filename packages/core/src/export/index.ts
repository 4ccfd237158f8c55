/** Exports: report definitions, file names, the download and its status. */
export * from './air-reports.js';
export * from './download-report.js';
export * from './download-status.js';
export * from './emission-reports.js';
export * from './export-rules.js';
export * from './hotel-reports.js';
export * from './sheet-names.js';
