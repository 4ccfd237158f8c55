import type { ClickHouseServerConfig } from './clickhouse-http-connection.js';

/** The engines the analytics run on (ANALYTICS_ENGINE). */
const ANALYTICS_ENGINES = ['duckdb', 'clickhouse', 'chdb'] as const;

/**
 * Where the analytics run: DuckDB embedded (the default), ClickHouse's engine in-process (chDB) on a
 * data directory, or a ClickHouse server or cluster over HTTP.
 */
export type AnalyticsEngineConfig =
  | { engine: 'duckdb' }
  /** chDB's data directory (CHDB_PATH; null: `{DATA_DIR}/chdb`). */
  | { engine: 'chdb'; path: string | null }
  | ({ engine: 'clickhouse' } & ClickHouseServerConfig);

/**
 * Reads ANALYTICS_ENGINE (duckdb, clickhouse or chdb; default duckdb) and the settings of the engine
 * chosen; a bad value fails the start with a sentence naming the setting.
 */
export function analyticsEngineFrom(env: NodeJS.ProcessEnv): AnalyticsEngineConfig {
  const engine = (env.ANALYTICS_ENGINE ?? '').trim().toLowerCase() || 'duckdb';
  if (!(ANALYTICS_ENGINES as readonly string[]).includes(engine)) {
    throw new Error(`ANALYTICS_ENGINE must be duckdb, clickhouse or chdb, got "${env.ANALYTICS_ENGINE}"`);
  }
  if (engine === 'chdb') return { engine, path: env.CHDB_PATH || null };
  if (engine === 'clickhouse') {
    const url = (env.CLICKHOUSE_URL ?? '').trim();
    if (!/^https?:\/\/[^/\s]+/.test(url)) {
      throw new Error(
        `CLICKHOUSE_URL must be the server's http(s) endpoint such as https://clickhouse.example:8443 when ANALYTICS_ENGINE=clickhouse, got "${url}"`,
      );
    }
    const database = env.CLICKHOUSE_DATABASE || 'tripsight';
    if (!/^[A-Za-z_][A-Za-z0-9_]*$/.test(database)) {
      throw new Error(`CLICKHOUSE_DATABASE must be a plain database name, got "${database}"`);
    }
    return {
      engine,
      url,
      user: env.CLICKHOUSE_USER || 'default',
      password: env.CLICKHOUSE_PASSWORD ?? '',
      database,
    };
  }
  return { engine: 'duckdb' };
}
