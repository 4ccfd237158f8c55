/** Default date windows and the date format of the API. */
export { API_DATE_FORMAT, defaultDateRange, resolveDateRange } from './default-range.js';
