import type { Dialect } from './dialect.js';

/** PostgreSQL lacks DuckDB's `contains` and `suffix`. */
const TEXT_TESTS = {
  contains: (text: string, value: string) => `strpos(${text}, ${value}) > 0`,
  starts_with: (text: string, value: string) => `starts_with(${text}, ${value})`,
  suffix: (text: string, value: string) => `right(${text}, length(${value})) = ${value}`,
};

/** PostgreSQL's SQL: the operational store, which the agent-conversations cube reads. */
export const POSTGRES_DIALECT: Dialect = {
  name: 'postgres',
  computesSubqueryOnce: true,
  placeholder: (index) => `$${index}`,
  round: (expression, digits) => `round((${expression})::numeric, ${digits})`,
  day: (expression) => `to_char(${expression}, 'YYYY-MM-DD')`,
  truncate: (part, expression) => `date_trunc(${part}, ${expression})::date`,
  weekday: (expression) => `to_char(${expression}, 'ID Dy')`,
  daysSinceEpoch: (expression) => `(${expression} - DATE '1970-01-01')::integer`,
  monthStarts: (first, last) =>
    `SELECT to_char(m, 'YYYY-MM-DD') AS m FROM generate_series(date_trunc('month', ${first}), ${last}, INTERVAL '1 month') AS m`,
  enumCode: () => {
    throw new Error('the operational store has no enumerated types');
  },
  enumValues: (type) =>
    `SELECT (ordinality - 1)::integer AS code, value::text AS value FROM unnest(enum_range(NULL::${type})) WITH ORDINALITY AS e(value, ordinality)`,
  secondsBetween: (from, to) => `extract(epoch FROM ${to} - ${from})`,
  quantile: (expression, fraction, where) =>
    `percentile_cont(${fraction}) WITHIN GROUP (ORDER BY ${expression})${where ? ` FILTER (WHERE ${where})` : ''}`,
  median: (expression, where) =>
    `percentile_cont(0.5) WITHIN GROUP (ORDER BY ${expression})${where ? ` FILTER (WHERE ${where})` : ''}`,
  splitPart: (text, separator, index) => `split_part(${text}, ${separator}, ${index})`,
  joinList: (list, separator) => `array_to_string(${list}, ${separator})`,
  oneOf: (column, values, bind) => `${column} IN (${values.map(bind).join(', ')})`,
  unionByName: (statements) => statements.join(' UNION ALL '),
  allBut: () => {
    throw new Error('PostgreSQL cannot select every column but some');
  },
  rowId: (alias) => `${alias}.ctid`,
  textTest: (test, text, value) => TEXT_TESTS[test](`${text}::text`, `${value}::text`),
  dateBound: (end) => (end === 'min' ? "'-infinity'::DATE" : "'infinity'::DATE"),
  sortedSource: (from, alias) => `${from} ${alias}`,
  jsonArray: (values) => `json_build_array(${values.join(', ')})::VARCHAR`,
  jsonObject: (pairs) =>
    `json_build_object(${pairs.map(([key, value]) => `${key}, ${value}`).join(', ')})::VARCHAR`,
  joinText: (text, separator, orderBy) => `string_agg(${text}, ${separator} ${orderBy})`,
};
