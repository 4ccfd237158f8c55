/** Hotel supplier insights: the four buckets, the programme's chained rates, market rate, discount, missed savings. */
export * from './stay-buckets.js';
export * from './programme-rates.js';
export * from './market-rate.js';
export * from './discount-level.js';
export * from './missed-savings.js';
export * from './rate-benchmarks.js';
export * from './coverage-rates.js';
