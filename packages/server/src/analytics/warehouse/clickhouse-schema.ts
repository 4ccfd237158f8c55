/**
 * The layout of the analytics tables in ClickHouse, from their DuckDB layout: the same tables and
 * columns, MergeTree tables ordered by TMC and date. A TMC that fills ClickHouse from its own
 * pipeline creates the same tables (see the README's "Analytics on ClickHouse").
 */

/** One column of a DuckDB table: its name and DuckDB type (`duckdb_columns().data_type`). */
export interface SourceColumn {
  name: string;
  type: string;
}

/** The values of a DuckDB `ENUM('a', 'b')` type, in order (their codes are their positions). */
export function enumValues(type: string): string[] | null {
  if (!type.startsWith('ENUM(')) return null;
  return [...type.slice(5, -1).matchAll(/'((?:[^']|'')*)'/g)].map((match) =>
    (match[1] ?? '').replaceAll("''", "'"),
  );
}

const quote = (text: string) => `'${text.replaceAll('\\', '\\\\').replaceAll("'", "\\'")}'`;

const SCALAR: Record<string, string> = {
  VARCHAR: 'String',
  BOOLEAN: 'Bool',
  TINYINT: 'Int8',
  SMALLINT: 'Int16',
  INTEGER: 'Int32',
  BIGINT: 'Int64',
  HUGEINT: 'Int128',
  UTINYINT: 'UInt8',
  USMALLINT: 'UInt16',
  UINTEGER: 'UInt32',
  UBIGINT: 'UInt64',
  FLOAT: 'Float32',
  DOUBLE: 'Float64',
  DATE: 'Date32',
  TIMESTAMP: "DateTime64(6, 'UTC')",
  'TIMESTAMP WITH TIME ZONE': "DateTime64(6, 'UTC')",
};

/**
 * The ClickHouse type of a DuckDB column type; every value may be NULL as in DuckDB. Enumerations
 * keep their codes (Enum16), lists become arrays.
 */
export function clickHouseColumnType(type: string): string {
  if (type.endsWith('[]')) return `Array(${clickHouseColumnType(type.slice(0, -2))})`;
  const values = enumValues(type);
  if (values)
    return `Nullable(Enum16(${values.map((value, code) => `${quote(value)} = ${code}`).join(', ')}))`;
  const decimal = /^DECIMAL\((\d+),\s*(\d+)\)$/.exec(type);
  if (decimal) return `Nullable(Decimal(${decimal[1]}, ${decimal[2]}))`;
  const scalar = SCALAR[type];
  if (!scalar) throw new Error(`no ClickHouse type for the DuckDB type ${type}`);
  return `Nullable(${scalar})`;
}

/** Summaries and filter-combination tables are read whole; row tables get a stored row id (the query API's row order). */
export function hasRowId(table: string): boolean {
  return !/_(daily|monthly|dimensions)$/.test(table);
}

/**
 * The sorting key of a table: its TMC, its filter combination (`dim_id`) and its date (`result_date`,
 * else its first date), of those it has. Every query reads one TMC, most of them a few filter
 * combinations of it (the filters resolve to `dim_id`s), over a date range: with the combination
 * before the date, the primary index skips the other combinations' rows instead of reading the
 * whole TMC's range and filtering it (a quarter of the rows read for two GDSs and eight clients).
 */
export function sortingKey(columns: readonly SourceColumn[]): string[] {
  const names = new Set(columns.map((column) => column.name));
  const date = names.has('result_date')
    ? 'result_date'
    : columns.find((column) => column.type === 'DATE')?.name;
  return [
    ...(names.has('tmc_id') ? ['tmc_id'] : []),
    ...(names.has('dim_id') && date ? ['dim_id'] : []),
    ...(date ? [date] : []),
  ];
}

/**
 * Rows per primary index mark of a table keyed by filter combination: a combination holds a few
 * thousand rows a year, so marks finer than the engine's 8,192 let a range read little beyond it.
 */
export const COMBINATION_INDEX_GRANULARITY = 2048;

/** The CREATE TABLE statement of a table in ClickHouse (MergeTree, ordered by `sortingKey`). */
export function createTableSql(table: string, columns: readonly SourceColumn[]): string {
  const key = sortingKey(columns);
  const list = [
    ...(hasRowId(table) ? ['"rowid" UInt64'] : []),
    ...columns.map((column) => `"${column.name}" ${clickHouseColumnType(column.type)}`),
  ];
  const granularity = key.includes('dim_id') ? `, index_granularity = ${COMBINATION_INDEX_GRANULARITY}` : '';
  return `CREATE TABLE "${table}" (${list.join(', ')}) ENGINE = MergeTree
    ORDER BY (${key.map((name) => `"${name}"`).join(', ')})
    SETTINGS allow_nullable_key = 1${granularity}`;
}

/**
 * The version of this layout, stored with the dataset's version when it is loaded: a database
 * loaded under another layout is loaded again.
 */
export const CLICKHOUSE_LAYOUT_VERSION = 2;
