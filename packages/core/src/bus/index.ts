/** The context bus: shared state of a dashboard (auth, filters, dates, currency) and its defaults. */
export * from './bus.js';
export * from './defaults.js';
export * from './product-type.js';
export * from './types.js';
export type { FilterGroup } from '../model/filter-groups.js';
export * from '../model/product-types.js';
