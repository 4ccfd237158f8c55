/**
 * The analytics store behind a small interface (DuckDB embedded first; a PostgreSQL-wire
 * warehouse later). Parameters are always bound, never interpolated.
 */
export interface Warehouse {
  /** Runs `sql` with bound `params` ($1, $2, … or named) and returns plain rows. */
  all<T = Record<string, unknown>>(sql: string, params?: unknown[] | Record<string, unknown>): Promise<T[]>;
  close(): Promise<void>;
}

export interface AnalyticsModule {
  warehouse: Warehouse;
}
