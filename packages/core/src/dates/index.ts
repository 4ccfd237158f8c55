/** Default date windows, relative date ranges and the date format of the API. */
export * from './default-range.js';
export * from './relative-range.js';
