/** Supplier insights: negotiated fares adoption and carrier availability rules. */
export * from './negotiated-fares.js';
export * from './carrier-availability.js';
