import { mkdirSync } from 'node:fs';
import type { ClickHouseSink } from './clickhouse-load.js';
import { CLICKHOUSE_SETTINGS, type CompactAnswer } from './clickhouse-warehouse.js';

/** The part of chDB's session the warehouse uses. */
interface ChdbSession {
  queryBindAsync(sql: string, params: object, options: { format: string }): Promise<{ text(): string }>;
  queryAsync(sql: string, options: { format: string }): Promise<{ text(): string }>;
  close(): void;
}

/** The warehouse's settings as the engine's command-line arguments: they hold for every statement. */
const SETTINGS_ARGS = Object.entries(CLICKHOUSE_SETTINGS).map(([name, value]) => `--${name}=${value}`);

/**
 * ClickHouse's engine in-process (chDB) on a data directory: its tables are files there, as a
 * ClickHouse server keeps them. One process holds one chDB data directory at a time.
 */
export class ChdbConnection implements ClickHouseSink {
  private constructor(private readonly session: ChdbSession) {}

  /** Opens (creating it when missing) the chDB data directory `path`. */
  static async open(path: string): Promise<ChdbConnection> {
    mkdirSync(path, { recursive: true });
    // Loaded only when the service runs on chDB: DuckDB deployments never map its 500 MB library.
    const { Session } = (await import('chdb')) as unknown as {
      Session: new (path: string, options: { connectionArgs: string[] }) => ChdbSession;
    };
    return new ChdbConnection(new Session(path, { connectionArgs: SETTINGS_ARGS }));
  }

  async query(sql: string, params: Record<string, unknown>): Promise<CompactAnswer> {
    const result = await this.session.queryBindAsync(sql, params, {
      format: 'JSONCompact',
    });
    const text = result.text();
    return text ? (JSON.parse(text) as CompactAnswer) : { meta: [], data: [] };
  }

  async command(sql: string): Promise<void> {
    await this.session.queryAsync(sql, { format: 'CSV' });
  }

  /** Fills `table` from a Parquet file: the engine reads it straight from this machine. */
  async insertParquet(table: string, file: string): Promise<void> {
    await this.command(
      `INSERT INTO "${table}" SELECT * FROM file('${file.replaceAll("'", "\\'")}', Parquet)`,
    );
  }

  async close(): Promise<void> {
    this.session.close();
  }
}
