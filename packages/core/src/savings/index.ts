/** The Faresaver savings screens: metrics, texts, the demo window. */
export * from './booking-windows.js';
export * from './demo-dates.js';
export * from './rebooking-funnel.js';
export * from './savings-group-cart.js';
export * from './savings-groups.js';
export * from './savings-metrics.js';
export * from './savings-texts.js';
export * from './threshold-simulation.js';
// The demo metrics of the savings pages; they live in `samples`.
export { DEMO_SAVINGS_METRICS } from '../samples/savings-demo.js';
