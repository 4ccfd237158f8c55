/** The Faresaver savings screens: metrics, texts, modes, demo figures. */
export * from './demo-dates.js';
export * from './demo-metrics.js';
export * from './savings-metrics.js';
export * from './savings-mode.js';
export * from './savings-texts.js';
