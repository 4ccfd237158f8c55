/** Number, money, percent, date and country formats, and the formats bound to a locale. */
export * from './chart-palette.js';
export * from './country.js';
export * from './dates.js';
export * from './enum-text.js';
export * from './formatter.js';
export * from './locale.js';
export * from './money.js';
export * from './host-texts.js';
export * from './chart-summary.js';
export * from './bar-plot.js';
