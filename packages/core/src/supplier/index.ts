/** Supplier insights: negotiated fares adoption, its funnel, and carrier availability rules. */
export * from './negotiated-fares.js';
export * from './carrier-availability.js';
export * from './carrier-pnr-summary.js';
export * from './negotiated-fare-funnel.js';
export * from '../model/negotiated-fare-funnel.js';
export * from './negotiated-fare-top.js';
