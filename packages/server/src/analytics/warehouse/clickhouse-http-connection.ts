import { createClient, type ClickHouseClient } from '@clickhouse/client';
import type { ClickHouseSink } from './clickhouse-load.js';
import { CLICKHOUSE_SETTINGS, type CompactAnswer } from './clickhouse-warehouse.js';

/** Where the ClickHouse server is and who the service is there (CLICKHOUSE_*). */
export interface ClickHouseServerConfig {
  /** The server's HTTP(S) endpoint (CLICKHOUSE_URL), e.g. https://clickhouse.example.com:8443. */
  url: string;
  /** CLICKHOUSE_USER (default `default`). */
  user: string;
  /** CLICKHOUSE_PASSWORD (default empty). */
  password: string;
  /** The database holding the analytics tables (CLICKHOUSE_DATABASE, default `tripsight`). */
  database: string;
}

/**
 * A ClickHouse server (or cluster behind one endpoint) over HTTP with the official client. Values
 * travel as query parameters, never inside the SQL text; the warehouse's settings go with every query.
 */
export class ClickHouseHttpConnection implements ClickHouseSink {
  private constructor(private readonly client: ClickHouseClient) {}

  static open(config: ClickHouseServerConfig): ClickHouseHttpConnection {
    return new ClickHouseHttpConnection(
      createClient({
        url: config.url,
        username: config.user,
        password: config.password,
        database: config.database,
        application: 'tripsight',
        clickhouse_settings: CLICKHOUSE_SETTINGS,
      }),
    );
  }

  async query(sql: string, params: Record<string, unknown>): Promise<CompactAnswer> {
    const result = await this.client.query({ query: sql, query_params: params, format: 'JSONCompact' });
    return result.json<CompactAnswer>() as unknown as Promise<CompactAnswer>;
  }

  async command(sql: string): Promise<void> {
    await this.client.command({ query: sql });
  }

  /** Inserts rows (objects by column name) in one batch. */
  async insert(table: string, rows: readonly Record<string, unknown>[]): Promise<void> {
    await this.client.insert({
      table,
      values: rows as Record<string, unknown>[],
      format: 'JSONEachRow',
      clickhouse_settings: { date_time_input_format: 'best_effort' },
    });
  }

  async close(): Promise<void> {
    await this.client.close();
  }
}
