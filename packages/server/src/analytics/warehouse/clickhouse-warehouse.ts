import { CLICKHOUSE_DIALECT } from '../dialect/clickhouse-dialect.js';
import { loadedVersion } from './clickhouse-load.js';
import type { Columns, Warehouse } from './warehouse.js';

/** An answer in ClickHouse's JSONCompact shape: the columns' names and types, then the rows. */
export interface CompactAnswer {
  meta: { name: string; type: string }[];
  data: unknown[][];
}

/** The settings under which ClickHouse answers as DuckDB does (see dialect/clickhouse-dialect.ts). */
export const CLICKHOUSE_SETTINGS = {
  // Grouping sets leave the other sets' columns NULL, not 0 or ''.
  group_by_use_nulls: 1,
  // sum, min, avg, … of no rows are NULL (count stays 0).
  aggregate_functions_null_for_empty: 1,
  // A LEFT JOIN without a match reads NULLs.
  join_use_nulls: 1,
  // `NULL::INTEGER` stays NULL instead of failing.
  cast_keep_nullable: 1,
  // Counts and 64-bit sums as JSON numbers, as DuckDB's BIGINTs become numbers.
  output_format_json_quote_64bit_integers: 0,
  // A name that is both a column and a select alias (`sum(nights) AS nights`) means the column
  // inside expressions, as in DuckDB, instead of nesting the aggregate.
  prefer_column_name_to_alias: 1,
  // Dates and timestamps read and written in UTC.
  session_timezone: 'UTC',
} as const;

/** How a ClickHouse warehouse reaches its engine: in-process (chDB) or a server over HTTP. */
export interface ClickHouseConnection {
  /** Runs a SELECT with its query parameters (`{p1:Type}` ← `p1`) and answers JSONCompact. */
  query(sql: string, params: Record<string, unknown>): Promise<CompactAnswer>;
  /** Runs a statement without an answer (DDL, INSERT … SELECT). */
  command(sql: string): Promise<void>;
  close(): Promise<void>;
}

/** The bound values of `SqlParams` by the names its ClickHouse placeholders carry (`p1`, `p2`, …). */
function namedParams(values: readonly unknown[] = []): Record<string, unknown> {
  return Object.fromEntries(values.map((value, i) => [`p${i + 1}`, value ?? null]));
}

/**
 * The analytics warehouse on ClickHouse: the same statements as on DuckDB, written in ClickHouse's
 * dialect by the builders, run through a connection (chDB in-process, or a server). Answers come as
 * plain JSON values: numbers, strings, booleans, null.
 */
export class ClickHouseWarehouse implements Warehouse {
  readonly dialect = CLICKHOUSE_DIALECT;

  private version: string | null = null;
  private bumps = 0;

  constructor(private readonly connection: ClickHouseConnection) {}

  get generation(): number {
    return this.bumps;
  }

  /** The dataset version row the loader writes last (see clickhouse-load.ts), read now. */
  async datasetVersion(): Promise<string | null> {
    const now = await loadedVersion(this.connection);
    if (this.version !== null && now !== this.version) this.bumps += 1;
    this.version = now;
    return now;
  }

  async all<T = Record<string, unknown>>(sql: string, params?: unknown[]): Promise<T[]> {
    const { meta, data } = await this.connection.query(sql, namedParams(params));
    return data.map((row) => Object.fromEntries(meta.map(({ name }, c) => [name, row[c]]))) as T[];
  }

  async columns<T = Record<string, unknown>>(sql: string, params?: unknown[]): Promise<Columns<T>> {
    const { meta, data } = await this.connection.query(sql, namedParams(params));
    return Object.fromEntries(meta.map(({ name }, c) => [name, data.map((row) => row[c])])) as Columns<T>;
  }

  close(): Promise<void> {
    return this.connection.close();
  }
}
