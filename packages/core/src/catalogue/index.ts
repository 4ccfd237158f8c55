/** The tab catalogue: every page of the product, its route, entitlement, mode and display options. */
export * from './agentsee-tabs.js';
export * from './air-tabs.js';
export * from './default-window.js';
export * from './define-tab.js';
export * from './entitlements.js';
export * from './hotel-tabs.js';
export * from './navigation.js';
export * from './product-groups.js';
export * from './product-names.js';
export * from './routes.js';
export * from './sustainability-tabs.js';
export * from './tab-catalogue.js';
export * from './tab-dates.js';
export * from './filter-bar-state.js';
export * from './tab-order.js';
export * from './types.js';
export * from './view-mode.js';
