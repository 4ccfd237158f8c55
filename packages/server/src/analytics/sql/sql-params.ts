/**
 * Collects bound parameters while a statement is assembled: `add(value)` returns its `$n`
 * placeholder. User input only ever reaches SQL through here.
 *
 * @example
 * const p = new SqlParams();
 * const sql = `SELECT * FROM air_pnrs WHERE tmc_id = ${p.add(tmc)} AND gds IN (${p.list(['Sabre'])})`;
 * await warehouse.all(sql, p.values);
 */
export class SqlParams {
  readonly values: unknown[] = [];

  /** Binds one value and returns its placeholder. */
  add(value: unknown): string {
    this.values.push(value);
    return `$${this.values.length}`;
  }

  /** Binds each value of a non-empty list and returns the comma-separated placeholders. */
  list(values: readonly unknown[]): string {
    if (values.length === 0) throw new Error('an empty list cannot be bound');
    return values.map((value) => this.add(value)).join(', ');
  }
}
