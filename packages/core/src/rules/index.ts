/** Business rules of the savings screens: granularity, percent split, colour bands, benchmark, table sort. */
export * from './colour-bands.js';
export * from './granularity.js';
export * from '../model/granularity.js';
export * from './percent-split.js';
export * from './rebooking-benchmark.js';
export * from './sorted-order.js';
export * from './table-sort.js';
