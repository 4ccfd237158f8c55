/**
 * The POC and demo samples: the sample-data API's client and payloads, the samples built into the
 * SDK (loaded on first use), and how each view's answer is read from its sample.
 */
export * from './hotel-insights-sample.js';
export * from './hotel-sample-views.js';
export * from './load-sample.js';
export * from './sample-currency.js';
export * from './sample-data.js';
export * from './sample-payloads.js';
export * from './sample-texts.js';
export * from './sample-reader.js';
export * from './view-samples.js';
