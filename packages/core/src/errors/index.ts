/** Error reporting: what the SDK reports of failed data calls and element errors, and how often. */
export * from './error-report.js';
export * from './error-reporter.js';
export * from './error-sampling.js';
