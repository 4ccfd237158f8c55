/** The analytics view contracts: one definition per endpoint, shared by the service and the elements. */
export * from './air-booking-to-departure.js';
export * from './air-faresaver.js';
export * from './air-policy.js';
export * from './air-rebooking-analysis.js';
export * from './air-rebooking.js';
export * from './air-supplier.js';
export * from './analytics-params.js';
export * from './columnar-rows.js';
export * from './define-view.js';
export * from './emissions.js';
export * from './filter-views.js';
export * from './hotel-insights.js';
export * from './hotel-insights-availability.js';
export * from './hotel-insights-discount.js';
export * from './hotel-insights-views.js';
export * from './hotel-savings.js';
export * from './param.js';
