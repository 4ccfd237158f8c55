import type { Dialect } from './dialect.js';

/** An aggregate's FILTER clause, when it has a condition. */
const filter = (where?: string) => (where ? ` FILTER (WHERE ${where})` : '');

/** DuckDB's SQL: the embedded warehouse. */
export const DUCKDB_DIALECT: Dialect = {
  name: 'duckdb',
  computesSubqueryOnce: true,
  placeholder: (index) => `$${index}`,
  round: (expression, digits) => `round(${expression}, ${digits})`,
  day: (expression) => `strftime(${expression}, '%Y-%m-%d')`,
  truncate: (part, expression) => `date_trunc(${part}, ${expression})`,
  weekday: (expression) => `strftime(${expression}, '%u %a')`,
  daysSinceEpoch: (expression) => `(${expression} - DATE '1970-01-01')::INTEGER`,
  monthStarts: (first, last) =>
    `SELECT strftime(range, '%Y-%m-%d') AS m FROM range(date_trunc('month', ${first}), ${last} + 1, INTERVAL 1 MONTH)`,
  enumCode: (expression) => `enum_code(${expression})::INTEGER`,
  enumValues: (type) =>
    `SELECT (generate_subscripts(l, 1) - 1)::INTEGER AS code, unnest(l) AS value
          FROM (SELECT enum_range(NULL::${type})::VARCHAR[] AS l)`,
  secondsBetween: (from, to) => `epoch(${to} - ${from})`,
  quantile: (expression, fraction, where) => `quantile_cont(${expression}, ${fraction})${filter(where)}`,
  median: (expression, where) => `median(${expression})${filter(where)}`,
  splitPart: (text, separator, index) => `split_part(${text}, ${separator}, ${index})`,
  joinList: (list, separator) => `array_to_string(${list}, ${separator})`,
  oneOf: (column, values, bind) => `list_contains(${bind(values)}, ${column})`,
  unionByName: (statements) => statements.join(' UNION ALL BY NAME '),
  allBut: (alias, columns) => `${alias}.* EXCLUDE (${columns.join(', ')})`,
  rowId: (alias) => `${alias}.rowid`,
  textTest: (test, text, value) => `${test}(${text}, ${value})`,
  dateBound: (end) => (end === 'min' ? "'-infinity'::DATE" : "'infinity'::DATE"),
  sortedSource: (from, alias) => `${from} ${alias}`,
  jsonArray: (values) => `json_array(${values.join(', ')})::VARCHAR`,
  jsonObject: (pairs) =>
    `json_object(${pairs.map(([key, value]) => `${key}, ${value}`).join(', ')})::VARCHAR`,
  joinText: (text, separator, orderBy) => `string_agg(${text}, ${separator} ${orderBy})`,
};
