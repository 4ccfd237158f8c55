/** Query building shared by the analytics views and the reports (exports). */
export { AIR_FILTER_COLUMNS, buildAirFilterClause, FILTER_GROUPS } from './filters.js';
export type { AirFilterOptions } from './filters.js';
export { chooseCurrency, moneyColumn, resolveCurrency } from './money.js';
export { resolveScope, scopeClause } from './scope.js';
export type { QueryScope } from './scope.js';
export type { ResolvedCurrency } from './money.js';
export { analyticsQuerySchema, parseAnalyticsQuery } from './query-params.js';
export type { AnalyticsQuery, RawAnalyticsQuery } from './query-params.js';
export { SqlParams } from './sql-params.js';
export { SavingsSql } from './savings-sql.js';
export { authenticateTmc, tmcGuard } from './view-route.js';
export type { AnalyticsModule, Warehouse } from './warehouse.js';
