import type { Dialect } from '../dialect/dialect.js';

/**
 * Collects bound parameters while a statement is assembled for one SQL dialect: `add(value)` returns
 * its placeholder (`$1` in DuckDB, `{p1:String}` in ClickHouse). User input only ever reaches SQL
 * through here; the builder reaches the dialect through `dialect`.
 *
 * @example
 * const p = new SqlParams(warehouse.dialect);
 * const sql = `SELECT * FROM air_pnrs WHERE tmc_id = ${p.add(tmc)} AND gds IN (${p.list(['Sabre'])})`;
 * await warehouse.all(sql, p.values);
 */
export class SqlParams {
  readonly values: unknown[] = [];

  constructor(readonly dialect: Dialect) {}

  /** Binds one value and returns its placeholder. */
  add(value: unknown): string {
    this.values.push(value);
    return this.dialect.placeholder(this.values.length, value);
  }

  /** Binds a YYYY-MM-DD text and returns it as a date. */
  date(day: string): string {
    return `${this.add(day)}::DATE`;
  }

  /** Whether `column` is one of a non-empty list of values, bound the engine's fastest way. */
  oneOf(column: string, values: readonly unknown[]): string {
    if (values.length === 0) throw new Error('an empty list cannot be bound');
    return this.dialect.oneOf(column, values, (value) => this.add(value));
  }

  /** Binds each value of a non-empty list and returns the comma-separated placeholders. */
  list(values: readonly unknown[]): string {
    if (values.length === 0) throw new Error('an empty list cannot be bound');
    return values.map((value) => this.add(value)).join(', ');
  }
}
