import type { Dialect } from '../dialect/dialect.js';

/**
 * The analytics store behind a small interface: DuckDB embedded (the default), or ClickHouse (a
 * server, or its engine in-process). Statements are written for the warehouse's `dialect`;
 * parameters are always bound, never interpolated.
 */
export interface Warehouse {
  /** The SQL the warehouse speaks: statement builders take it from here (`new SqlParams(warehouse.dialect)`). */
  readonly dialect: Dialect;
  /** Runs `sql` with bound `params` (from `SqlParams`, in its order) and returns plain rows. */
  all<T = Record<string, unknown>>(sql: string, params?: unknown[]): Promise<T[]>;
  /**
   * Runs `sql` like `all` and returns its columns, one array per selected column (in row order): for
   * answers of many rows that go out column by column, without an object per row.
   */
  columns<T = Record<string, unknown>>(sql: string, params?: unknown[]): Promise<Columns<T>>;
  close(): Promise<void>;
  /**
   * The version of the dataset the warehouse holds now, for a warehouse that other replicas may
   * reload (ClickHouse); absent when only this process writes its dataset (DuckDB).
   */
  datasetVersion?(): Promise<string | null>;
  /** Bumped each time `datasetVersion` finds another dataset: facts read from the old one are stale. */
  readonly generation?: number;
}

/** The columns of an answer whose rows are `T`: each field's values, in row order. */
export type Columns<T> = { [K in keyof T]: T[K][] };

export interface AnalyticsModule {
  warehouse: Warehouse;
}
