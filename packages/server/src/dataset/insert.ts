import type { DuckDBConnection, DuckDBValue } from '@duckdb/node-api';

/** Inserts small reference tables with bound values, in batches of `batch` rows. */
export async function insertRows(
  connection: DuckDBConnection,
  table: string,
  rows: readonly (readonly DuckDBValue[])[],
  batch = 200,
): Promise<void> {
  for (let start = 0; start < rows.length; start += batch) {
    const chunk = rows.slice(start, start + batch);
    const values: DuckDBValue[] = [];
    const tuples = chunk.map((row) => {
      const marks = row.map((value) => {
        values.push(value);
        return `$${values.length}`;
      });
      return `(${marks.join(', ')})`;
    });
    await connection.run(`INSERT INTO ${table} VALUES ${tuples.join(', ')}`, values);
  }
}
