import type { Currency } from '../bus/types.js';
import { isSupportedCurrency, SUPPORTED_CURRENCIES } from '../model/currencies.js';

export { SUPPORTED_CURRENCIES };

/** Preference when a currency is chosen automatically (docs/rules/shell.md#currency): EUR, then USD, then GBP. */
const AUTO_CURRENCY_PREFERENCE: readonly Currency[] = ['EUR', 'USD', 'GBP'];

/**
 * A selected currency outside USD, GBP, EUR means the branch default currency (docs/rules/shell.md#currency), which the
 * bus holds as null.
 * @example normalizeCurrency('CAD') // null
 */
export function normalizeCurrency(value: string | null | undefined): Currency | null {
  const upper = value?.toUpperCase();
  return isSupportedCurrency(upper) ? upper : null;
}

/** The first currency of the preference EUR, USD, GBP that `available` offers, else null. */
export function autoCurrency(available: readonly string[]): Currency | null {
  return AUTO_CURRENCY_PREFERENCE.find((currency) => available.includes(currency)) ?? null;
}

/** Distinct branch default currencies of `/api/dynamicCurrencies` rows. */
export function branchCurrencies(rows: readonly { tmcBranchDefaultCurrency?: unknown }[]): string[] {
  const seen = new Set<string>();
  for (const row of rows) {
    if (typeof row.tmcBranchDefaultCurrency === 'string' && row.tmcBranchDefaultCurrency !== '') {
      seen.add(row.tmcBranchDefaultCurrency.toUpperCase());
    }
  }
  return [...seen].sort();
}

/**
 * The entries of the currency selector: USD, GBP, EUR plus the branch currencies not among them when
 * there is at most one branch currency (docs/rules/shell.md#currency, the assumed reading).
 */
export function currencyEntries(branches: readonly string[]): string[] {
  const base: string[] = [...SUPPORTED_CURRENCIES];
  if (branches.length > 1) return base;
  return [...base, ...branches.filter((code) => !base.includes(code))];
}

/**
 * The selection after the dynamic currency list changes (docs/rules/shell.md#currency): exactly one branch currency is
 * selected, otherwise the selection is cleared (null).
 */
export function selectionFromBranches(branches: readonly string[]): string | null {
  return branches.length === 1 ? branches[0]! : null;
}

/** Why a currency is in effect: the user chose it, it was chosen automatically, or the filters force it. */
type CurrencyReason = 'chosen' | 'automatic' | 'branch';

/** The currency the figures are in, and why. */
export interface CurrencyInEffect {
  code: string;
  reason: CurrencyReason;
}

/**
 * The currency in effect for the selector to name (never its placeholder): the selection when there is
 * one (`forced` when the currency rule, docs/rules/shell.md#currency, selected the one branch currency of the filtered data); otherwise the
 * automatic choice, EUR, then USD, then GBP among the branch currencies, else USD as the service does.
 *
 * @example currencyInEffect('', ['EUR', 'GBP'], false) // { code: 'EUR', reason: 'automatic' }
 * @example currencyInEffect('CAD', ['CAD'], true) // { code: 'CAD', reason: 'branch' }
 */
export function currencyInEffect(
  selected: string | null,
  branches: readonly string[],
  forced: boolean,
): CurrencyInEffect {
  if (selected) return { code: selected, reason: forced ? 'branch' : 'chosen' };
  return { code: autoCurrency(branches) ?? 'USD', reason: 'automatic' };
}

/**
 * What the selector says under itself about the currency in effect: the automatic choice, or that
 * the filters force the branch currency (docs/rules/shell.md#currency); nothing for the user's own choice.
 */
export function currencyNote({ code, reason }: CurrencyInEffect): string | null {
  if (reason === 'branch') return `${code} applies: the only branch currency of the selected filters.`;
  if (reason === 'automatic') return `${code} chosen automatically.`;
  return null;
}
