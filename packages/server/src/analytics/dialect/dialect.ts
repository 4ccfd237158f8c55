/** The text tests of the query API's filters (`contains`, `startsWith`, `endsWith`). */
type TextTest = 'contains' | 'starts_with' | 'suffix';

/**
 * What differs between the SQL engines the analytics run on. Views, reports and the query API write
 * portable SQL (SELECT, joins, GROUP BY, GROUP BY ALL, GROUPING SETS, aggregate FILTER clauses,
 * `coalesce`, `nullif`, `::DOUBLE`/`::INTEGER`/`::VARCHAR`/`::DATE` casts, `any_value`, `least`) and
 * ask the dialect for everything else, so one statement builder serves every engine. Values are
 * bound through `SqlParams`, which asks the dialect for the placeholder.
 */
export interface Dialect {
  /** The engine: `duckdb` (embedded), `clickhouse` (a server or the in-process engine), `postgres`. */
  readonly name: 'duckdb' | 'clickhouse' | 'postgres';
  /**
   * Whether a WITH subquery that a statement names several times is computed once (DuckDB and
   * PostgreSQL keep its rows) or again for every reference (ClickHouse inlines it): a statement
   * that would read a costly subquery several times reads it once where this is false.
   */
  readonly computesSubqueryOnce: boolean;
  /** The placeholder of the `index`-th bound value (1-based): `$1`, or `{p1:String}` typed by `value`. */
  placeholder(index: number, value: unknown): string;
  /** `expression` rounded half away from zero to `digits` decimals (DuckDB's `round`). */
  round(expression: string, digits: number): string;
  /** A date (or timestamp) as YYYY-MM-DD text. */
  day(expression: string): string;
  /** The first day of the `part` (bound or literal SQL text) a date falls in; weeks start on Monday. */
  truncate(part: string, expression: string): string;
  /** The weekday of a date as its number (Monday 1) and short English name: `1 Mon`. */
  weekday(expression: string): string;
  /** Days from 1970-01-01 to a date, as an INTEGER. */
  daysSinceEpoch(expression: string): string;
  /** A statement of one row per calendar month touched by two dates (SQL): `m`, its first day as YYYY-MM-DD. */
  monthStarts(first: string, last: string): string;
  /** The position (from 0) of an enumerated value in its type's values, as an INTEGER. */
  enumCode(expression: string): string;
  /** A statement listing an enumerated type's values (`type` names it; never caller input): `code`, `value`. */
  enumValues(type: string): string;
  /** Seconds from one timestamp to another, with fractions. */
  secondsBetween(from: string, to: string): string;
  /**
   * The interpolated quantile `fraction` (0-1) of `expression` over the rows `where` keeps (all when
   * omitted): DuckDB's `quantile_cont`, `lo * (1 - d) + hi * d` between the closest ranks.
   */
  quantile(expression: string, fraction: number, where?: string): string;
  /** The interpolated median of `expression` over the rows `where` keeps. */
  median(expression: string, where?: string): string;
  /** The `index`-th (from 1) part of a text split at `separator` (an SQL string literal). */
  splitPart(text: string, separator: string, index: number): string;
  /** A list's texts joined by `separator` (an SQL string literal). */
  joinList(list: string, separator: string): string;
  /** `SELECT * …` statements stacked, their columns matched by name. */
  unionByName(statements: readonly string[]): string;
  /** Every column of `alias` but `columns`: `x.* EXCLUDE (dim_id)`. */
  allBut(alias: string, columns: readonly string[]): string;
  /** The engine's own id of a table's row (DuckDB `rowid`; a stored `rowid` column elsewhere). */
  rowId(alias: string): string;
  /** A case-sensitive text test of `text` against `value` (both SQL expressions). */
  textTest(test: TextTest, text: string, value: string): string;
  /** The earliest (`min`) or latest (`max`) date the engine can hold, as SQL: sorts before or after every day. */
  dateBound(end: 'min' | 'max'): string;
  /**
   * `from` (a parenthesised statement) as the source `alias` of a `joinText` in `orderBy` order: as it
   * is where the aggregate sorts itself, else sorted first.
   */
  sortedSource(from: string, alias: string, orderBy: string): string;
  /**
   * Whether `column` is one of `values`, each bound by `bind`: DuckDB binds the list once
   * (`list_contains`), which it plans and runs faster than an `IN` of many placeholders, rewritten
   * into a join; the others test `IN` a placeholder each.
   */
  oneOf(column: string, values: readonly unknown[], bind: (value: unknown) => string): string;
  /** A JSON array of the values, as text. */
  jsonArray(values: readonly string[]): string;
  /** A JSON object of the `[key literal, value]` pairs, as text. */
  jsonObject(pairs: readonly (readonly [key: string, value: string])[]): string;
  /** The texts of a group joined by `separator` (an SQL string literal) in `orderBy` order (SQL, may be empty). */
  joinText(text: string, separator: string, orderBy: string): string;
}
