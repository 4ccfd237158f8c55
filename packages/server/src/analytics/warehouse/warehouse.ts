/**
 * The analytics store behind a small interface (DuckDB embedded first; a PostgreSQL-wire
 * warehouse later). Parameters are always bound, never interpolated.
 */
export interface Warehouse {
  /** Runs `sql` with bound `params` ($1, $2, … or named) and returns plain rows. */
  all<T = Record<string, unknown>>(sql: string, params?: unknown[] | Record<string, unknown>): Promise<T[]>;
  /**
   * Runs `sql` like `all` and returns its columns, one array per selected column (in row order): for
   * answers of many rows that go out column by column, without an object per row.
   */
  columns<T = Record<string, unknown>>(
    sql: string,
    params?: unknown[] | Record<string, unknown>,
  ): Promise<Columns<T>>;
  close(): Promise<void>;
}

/** The columns of an answer whose rows are `T`: each field's values, in row order. */
export type Columns<T> = { [K in keyof T]: T[K][] };

export interface AnalyticsModule {
  warehouse: Warehouse;
}
