/** Policy insights: advance-purchase and cabin class compliance rules, the simulator, texts, sample data. */
export * from './advance-window.js';
export * from './cabin-policy.js';
export * from './category-order.js';
export * from './compliance.js';
export * from './pnr-summary.js';
export * from './policy-constants.js';
export * from '../model/policy-choices.js';
export * from './policy-mode.js';
export * from './policy-texts.js';
export * from './sample-data.js';
export * from './simulator.js';
