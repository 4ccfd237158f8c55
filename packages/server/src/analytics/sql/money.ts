import { type Currency, type FeeMode } from '@tripsight/core/bus';
import { autoCurrency } from '@tripsight/core/controls';

/** The currency a query reports in, and which money columns hold it. */
export interface ResolvedCurrency {
  /** ISO code actually used (USD, GBP, EUR, or the branch default such as CAD). */
  code: string;
  /** Column suffix: `usd`, `eur`, `gbp`, or `branch` for the branch default currency. */
  suffix: 'usd' | 'eur' | 'gbp' | 'branch';
  /** True when the caller did not ask for USD, GBP or EUR and the branch default applies. */
  branchDefault: boolean;
}

/**
 * The SQL expression of a money measure in the resolved currency. Every money measure is stored
 * as `{measure}_usd`, `_eur`, `_gbp` and `_branch`; savings also have a `fee_*` twin, and in net
 * mode the TMC transaction fee is taken off (`feeMode` applies only to such measures).
 *
 * @example moneyColumn('savings', currency, 'net', 'd') // "(d.savings_eur - d.fee_eur)"
 * @example moneyColumn('spend', currency) // "spend_eur"
 */
export function moneyColumn(
  measure: string,
  currency: Pick<ResolvedCurrency, 'suffix'>,
  feeMode: FeeMode = 'gross',
  alias?: string,
): string {
  if (!/^[a-z_]+$/.test(measure)) throw new Error(`invalid money measure: ${measure}`);
  const column = (name: string) =>
    alias ? `${alias}.${name}_${currency.suffix}` : `${name}_${currency.suffix}`;
  return feeMode === 'net' ? `(${column(measure)} - ${column('fee')})` : column(measure);
}

/**
 * The currency of a query. USD, GBP and EUR are used as asked. Anything else (or none) means the
 * branch default currency: the one default currency of the branches in scope (`branchCurrencies`)
 * when there is exactly one; with several, the first of EUR, USD, GBP among them (or USD) so that
 * amounts in different branch currencies are never added up.
 */
export function chooseCurrency(
  requested: Currency | null,
  branchCurrencies: readonly string[],
): ResolvedCurrency {
  if (requested) return { code: requested, suffix: toSuffix(requested), branchDefault: false };
  if (branchCurrencies.length === 1 && branchCurrencies[0]) {
    return { code: branchCurrencies[0], suffix: 'branch', branchDefault: true };
  }
  const chosen = autoCurrency(branchCurrencies) ?? 'USD';
  return { code: chosen, suffix: toSuffix(chosen), branchDefault: true };
}

function toSuffix(currency: Currency): ResolvedCurrency['suffix'] {
  return currency.toLowerCase() as ResolvedCurrency['suffix'];
}
