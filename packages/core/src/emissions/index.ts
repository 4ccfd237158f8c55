/** Emissions: the published methods, great-circle distance, haul bands, CO2e per segment and night. */
export * from './alternatives.js';
export * from './bands.js';
export * from './co2e.js';
export * from './distance.js';
export * from './methods.js';
export * from './targets.js';
export * from './texts.js';
