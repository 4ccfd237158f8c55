import type { Dialect } from '../dialect/dialect.js';

/**
 * The figures views answer, in the warehouse's dialect. Each takes SQL expressions and returns one;
 * the rounding is the dialect's (half away from zero on every engine).
 *
 * @example money(scope.dialect, 'sum(spend_usd)') // "round(coalesce(sum(spend_usd), 0), 2)::DOUBLE" on DuckDB
 */

/** Money rounded to cents as a JS number. */
export const money = (dialect: Dialect, expression: string) =>
  `${dialect.round(`coalesce(${expression}, 0)`, 2)}::DOUBLE`;

/** A count as a JS number (the same SQL on every engine). */
export const count = (expression: string) => `coalesce(${expression}, 0)::INTEGER`;

/** `part` of `whole` in percent with two decimals; 0 when the whole is 0 (nothing sent, nothing spent). */
export const percentOf = (dialect: Dialect, part: string, whole: string) =>
  `${dialect.round(`coalesce(100.0 * ${part} / nullif(${whole}, 0), 0)`, 2)}::DOUBLE`;
