/** Default date windows and the date format of the API. */
export * from './default-range.js';
