/** Policy insights: advance-purchase and cabin class compliance rules, the simulator, texts. */
export * from './advance-window.js';
export * from './cabin-policy.js';
export * from './category-order.js';
export * from './compliance.js';
export * from './pnr-summary.js';
export * from './policy-constants.js';
export * from '../model/policy-choices.js';
export * from './policy-texts.js';
export * from './simulator.js';
export * from './party-costs.js';
export * from './simulator-slices.js';
export * from './simulate-trips.js';
export * from '../samples/sample-data.js';
export * from '../samples/sample-payloads.js';
