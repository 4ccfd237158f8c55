/** Calls to Tripsight services: the one request function, the error catalogue, the analytics client. */
export * from './analytics-client.js';
export * from './api-error.js';
export * from './error-messages.js';
export * from './request.js';
export * from './wrong-service.js';
export * from './signed-out.js';
