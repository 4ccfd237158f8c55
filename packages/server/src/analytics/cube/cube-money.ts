import type { Dialect } from '../dialect/dialect.js';
import { member, type CubeMember } from './cube-schema.js';

/** The stored currencies: the member suffix and the column suffix of `air_pnrs`' prices. */
const CURRENCY_COLUMNS = [
  ['Usd', 'usd', 'USD'],
  ['Eur', 'eur', 'EUR'],
  ['Gbp', 'gbp', 'GBP'],
  ['DefaultCurrency', 'branch', 'default currency'],
] as const;

/**
 * A money measure in the four stored currencies (`{prefix}Usd`, `…Eur`, `…Gbp`,
 * `…DefaultCurrency`): `sql` writes it from a price column (`t.price_usd`, …), rounded to cents.
 */
export function moneyOf(
  prefix: string,
  title: string,
  sql: (price: string) => string,
): Record<string, CubeMember> {
  return Object.fromEntries(
    CURRENCY_COLUMNS.map(([suffix, column, label]) => [
      `${prefix}${suffix}`,
      member(
        `${title} (${label})`,
        'number',
        (d: Dialect) => d.round(`coalesce(${sql(`t.price_${column}`)}, 0)`, 2),
        `${title} ${label}`,
      ),
    ]),
  );
}
