// Display rules of the hotel supplier insights pages (docs/rules/hotel.md#hotel-supplier-insights): texts, rates with their n,
// module links, the four-bucket split, the missed-savings cards and exports, toggles and chart axes.
export * from './discount-chart.js';
export * from './insights-texts.js';
export * from './insights-toggles.js';
export * from './missed-savings-display.js';
export * from './negotiated-split.js';
export * from './program-links.js';
export * from './rate-sample.js';
