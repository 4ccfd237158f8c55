/** Calls to Tripsight services: the one request function, the error catalogue, the analytics client. */
export { busTarget, fetchView } from './analytics-client.js';
export { ApiError } from './api-error.js';
export {
  DEFAULT_RETRY_AFTER_SECONDS,
  errorFromResponse,
  rateLimitMessage,
  retryAfterSeconds,
  SERVICE_MESSAGES,
  serviceErrorMessage,
} from './error-messages.js';
export { buildQuery, requestJson, requestUrl, serviceRequest } from './request.js';
export type { AnalyticsResponse, ViewCall } from './analytics-client.js';
export type { QueryValue, ServiceRequest, ServiceTarget } from './request.js';
