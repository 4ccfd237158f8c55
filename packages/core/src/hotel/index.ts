/** The hotel savings screens: modes, metrics and their rules, the map's rules, texts, the POC and demo sample. */
export * from './hotel-metrics.js';
export * from './hotel-mode.js';
export * from './hotel-sample.js';
export * from './hotel-texts.js';
export * from './savings-map.js';
