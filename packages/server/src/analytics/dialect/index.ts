export { CLICKHOUSE_DIALECT, clickHouseType } from './clickhouse-dialect.js';
export type { DatePart, Dialect, TextTest } from './dialect.js';
export { DUCKDB_DIALECT } from './duckdb-dialect.js';
export { POSTGRES_DIALECT } from './postgres-dialect.js';
