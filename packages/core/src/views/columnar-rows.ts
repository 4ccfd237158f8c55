/**
 * One column of a columnar answer: the values in row order, or, for columns with few distinct
 * values, a dictionary and each row's index into it.
 */
export type ColumnValues<T> =
  readonly T[] | { readonly dictionary: readonly T[]; readonly codes: readonly number[] };

/**
 * Rows sent as one array per field instead of one object per row: large answers (tens of thousands of
 * rows) cost a fraction to produce, send and parse. The field names are the row type's.
 */
export interface ColumnarRows<Row> {
  /** Number of rows. */
  length: number;
  columns: { readonly [K in keyof Row]: ColumnValues<Row[K]> };
}

/** The value of `column` at row `index`. */
export function columnValue<T>(column: ColumnValues<T>, index: number): T {
  if ('dictionary' in column) return column.dictionary[column.codes[index] as number] as T;
  return (column as readonly T[])[index] as T;
}

/**
 * Turns columns back into row objects.
 * @example decodeColumns({ length: 1, columns: { a: [1], b: { dictionary: ['x'], codes: [0] } } }) // [{ a: 1, b: 'x' }]
 */
export function decodeColumns<Row>(table: ColumnarRows<Row>): Row[] {
  const fields = Object.keys(table.columns) as (keyof Row)[];
  const columns = fields.map((field) => table.columns[field] as ColumnValues<unknown>);
  const rows = new Array<Row>(table.length);
  for (let i = 0; i < table.length; i += 1) {
    const row = {} as Record<keyof Row, unknown>;
    for (let f = 0; f < fields.length; f += 1) row[fields[f] as keyof Row] = columnValue(columns[f]!, i);
    rows[i] = row as Row;
  }
  return rows;
}

/** Columns of `rows` (plain arrays), the inverse of decodeColumns, for small answers and tests. */
export function encodeColumns<Row extends object>(
  rows: readonly Row[],
  fields: readonly (keyof Row)[],
): ColumnarRows<Row> {
  const columns = Object.fromEntries(fields.map((field) => [field, rows.map((row) => row[field])]));
  return { length: rows.length, columns: columns as unknown as ColumnarRows<Row>['columns'] };
}
