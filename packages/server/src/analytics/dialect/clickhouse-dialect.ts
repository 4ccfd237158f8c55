import type { Dialect } from './dialect.js';

/** The ClickHouse type of a bound value: its query parameter is `{pN:Type}`. */
export function clickHouseType(value: unknown): string {
  if (Array.isArray(value)) return `Array(${clickHouseType(value.find((item) => item != null) ?? '')})`;
  if (value === null || value === undefined) return 'Nullable(String)';
  if (typeof value === 'boolean') return 'Bool';
  if (typeof value === 'number') return Number.isInteger(value) ? 'Int64' : 'Float64';
  if (typeof value === 'bigint') return 'Int64';
  return 'String';
}

/**
 * DuckDB's `quantile_cont` written out: the sorted values (NULLs left out), the rank
 * `(n - 1) * fraction`, and `lo * (1 - d) + hi * d` between the closest ranks, NULL without values.
 * ClickHouse's own quantileExactInclusive computes the same point in another order of operations,
 * which differs in the last bits and so, now and then, by a cent once rounded.
 */
function interpolated(expression: string, fraction: number, where?: string): string {
  const values = `arraySort(groupArray(${expression})${where ? ` FILTER (WHERE ${where})` : ''})`;
  const rank = `(length(v) - 1) * ${fraction}`;
  const at = (index: string) => `toFloat64(v[toUInt64(${index}(${rank})) + 1])`;
  const d = `(${rank} - floor(${rank}))`;
  return `arrayMap(v -> if(length(v) = 0, NULL, ${at('floor')} * (1 - ${d}) + ${at('ceil')} * ${d}), [${values}])[1]`;
}

/** The functions ClickHouse names differently for the query API's text tests. */
const TEXT_TESTS = {
  contains: (text: string, value: string) => `position(${text}, ${value}) > 0`,
  starts_with: (text: string, value: string) => `startsWith(${text}, ${value})`,
  suffix: (text: string, value: string) => `endsWith(${text}, ${value})`,
};

/**
 * ClickHouse's SQL (a server, or its engine in-process). The warehouse runs every statement with
 * `group_by_use_nulls` (grouping sets fill the other sets' columns with NULL, as DuckDB does),
 * `aggregate_functions_null_for_empty` (an aggregate of no rows is NULL, as in DuckDB) and
 * `join_use_nulls`; what settings cannot make equal, the functions here do.
 */
export const CLICKHOUSE_DIALECT: Dialect = {
  name: 'clickhouse',
  computesSubqueryOnce: false,
  placeholder: (index, value) => `{p${index}:${clickHouseType(value)}}`,
  // ClickHouse rounds floats half to even; DuckDB rounds the scaled value half away from zero.
  round: (expression, digits) => {
    const scale = 10 ** digits;
    const scaled = `toFloat64(${expression}) * ${scale}`;
    return `(sign(${scaled}) * floor(abs(${scaled}) + 0.5) / ${scale})`;
  },
  day: (expression) => `formatDateTime(${expression}, '%Y-%m-%d')`,
  truncate: (part, expression) => `toDate(date_trunc(${part}, ${expression}))`,
  // Dates are stored as days since 1970-01-01.
  weekday: (expression) => `formatDateTime(${expression}, '%u %a')`,
  daysSinceEpoch: (expression) => `toInt32(${expression})`,
  monthStarts: (first, last) =>
    `SELECT formatDateTime(addMonths(toStartOfMonth(${first}), number), '%Y-%m-%d') AS m
      FROM numbers(toUInt64(dateDiff('month', toStartOfMonth(${first}), toStartOfMonth(${last})) + 1))`,
  // Enumerated columns are Enum16 with DuckDB's codes; the loader lists every type's values in
  // `dataset_enums` (see warehouse/clickhouse-load.ts).
  enumCode: (expression) => `toInt32(CAST(${expression}, 'Int16'))`,
  enumValues: (type) =>
    `SELECT code, value FROM dataset_enums WHERE type_name = '${type.replaceAll("'", "''")}'`,
  secondsBetween: (from, to) => `(toFloat64(${to}) - toFloat64(${from}))`,
  quantile: (expression, fraction, where) => interpolated(expression, fraction, where),
  median: (expression, where) => interpolated(expression, 0.5, where),
  // NULL stays NULL; a missing part is '' as in DuckDB.
  splitPart: (text, separator, index) =>
    `if(isNull(${text}), NULL, splitByString(${separator}, assumeNotNull(${text}))[${index}])`,
  joinList: (list, separator) => `arrayStringConcat(${list}, ${separator})`,
  oneOf: (column, values, bind) => `${column} IN (${values.map(bind).join(', ')})`,
  // The stacked statements read tables of one layout (a summary's daily and monthly tables).
  unionByName: (statements) => statements.join(' UNION ALL '),
  allBut: (alias, columns) => `${alias}.* EXCEPT (${columns.join(', ')})`,
  rowId: (alias) => `${alias}.rowid`,
  textTest: (test, text, value) => TEXT_TESTS[test](text, value),
  dateBound: (end) => (end === 'min' ? "toDate32('1900-01-01')" : "toDate32('2299-12-31')"),
  sortedSource: (from, alias, orderBy) => `(SELECT * FROM ${from} ${alias} ${orderBy}) ${alias}`,
  jsonArray: (values) => `formatRowNoNewline('JSONCompactEachRow', ${values.join(', ')})`,
  jsonObject: (pairs) =>
    `formatRowNoNewline('JSONEachRow', ${pairs.map(([key, value]) => `${value} AS "${key.slice(1, -1).replaceAll("''", "'")}"`).join(', ')})`,
  // groupArray keeps the order of a sorted source: the statement's source is ordered by `orderBy`.
  joinText: (text, separator) => `nullif(arrayStringConcat(groupArray(${text}), ${separator}), '')`,
};
