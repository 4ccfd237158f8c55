/** The Faresaver savings screens: metrics, texts, the demo window. */
export * from './booking-windows.js';
export * from './demo-dates.js';
export * from './rebooking-funnel.js';
export * from './savings-group-cart.js';
export * from './savings-groups.js';
export * from './savings-metrics.js';
export * from './savings-texts.js';
export * from './threshold-simulation.js';
// Names the package's root entry takes from here; they live in `catalogue` and `samples`.
export { savingsMode, type SavingsModeOptions } from '../catalogue/family-modes.js';
export { DEMO_SAVINGS_METRICS, type DemoSavingsMetrics } from '../samples/savings-demo.js';
export { DEMO_EXCHANGE_RATES, DEMO_MONEY_FIELDS, demoResponse } from '../samples/sample-currency.js';
