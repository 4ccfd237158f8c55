/** Symbols of the currencies the dashboards show (spec §9: CAD is C$, anything else falls back to $). */
export const CURRENCY_SYMBOLS: Readonly<Record<string, string>> = {
  USD: '$',
  EUR: '€',
  GBP: '£',
  CAD: 'C$',
};

/** Symbol used when the currency is unknown or absent (spec §9: default symbol $). */
export const DEFAULT_CURRENCY_SYMBOL = '$';

/** Numbers are shown en-US with at most 2 decimals (spec §9). */
export const NUMBER_LOCALE = 'en-US';
export const MAX_DECIMALS = 2;

/** Suffixes of the short money forms, largest first (spec §9: k, M, B, T). */
const SHORT_UNITS: ReadonlyArray<readonly [number, string]> = [
  [1e12, 'T'],
  [1e9, 'B'],
  [1e6, 'M'],
  [1e3, 'k'],
];

/**
 * The symbol of a currency code (case-insensitive).
 * @example currencySymbol('CAD') // 'C$'
 */
export function currencySymbol(currency: string | null | undefined): string {
  return (currency && CURRENCY_SYMBOLS[currency.toUpperCase()]) || DEFAULT_CURRENCY_SYMBOL;
}

/**
 * A number in en-US form with at most `decimals` decimals (default 2), without padding zeros.
 * @example formatNumber(1234.5678) // '1,234.57'
 */
export function formatNumber(value: number, decimals: number = MAX_DECIMALS): string {
  if (!Number.isFinite(value)) return '–';
  return value.toLocaleString(NUMBER_LOCALE, { minimumFractionDigits: 0, maximumFractionDigits: decimals });
}

/**
 * A number in short form with k, M, B or T (at most `decimals` decimals).
 * @example formatShortNumber(1_250_000) // '1.25M'
 */
export function formatShortNumber(value: number, decimals: number = MAX_DECIMALS): string {
  if (!Number.isFinite(value)) return '–';
  const size = Math.abs(value);
  for (const [unit, suffix] of SHORT_UNITS) {
    if (size >= unit) {
      // Rounding can carry into the next unit (999,999 -> 1000k); show it with that unit instead.
      const scaled = Number((value / unit).toFixed(decimals));
      const next = SHORT_UNITS.find(([u]) => u === unit * 1000);
      if (Math.abs(scaled) >= 1000 && next) return formatNumber(value / next[0], decimals) + next[1];
      return formatNumber(scaled, decimals) + suffix;
    }
  }
  return formatNumber(value, decimals);
}

export interface MoneyFormatOptions {
  /** Use the short form with k, M, B, T. */
  short?: boolean;
  /** Maximum decimals (default 2; some figures use 0). */
  decimals?: number;
}

/**
 * Money with its currency symbol in front; negative amounts keep the sign before the symbol.
 * @example formatMoney(1234.5, 'EUR') // '€1,234.5'
 * @example formatMoney(2_500_000, 'GBP', { short: true }) // '£2.5M'
 */
export function formatMoney(
  value: number,
  currency: string | null | undefined,
  { short = false, decimals = MAX_DECIMALS }: MoneyFormatOptions = {},
): string {
  if (!Number.isFinite(value)) return '–';
  const body = short ? formatShortNumber(Math.abs(value), decimals) : formatNumber(Math.abs(value), decimals);
  return `${value < 0 ? '-' : ''}${currencySymbol(currency)}${body}`;
}

/**
 * A percentage (value already in percent) with `decimals` decimals, 2 by default (spec §9).
 * @example formatPercent(12.3456) // '12.35%'
 */
export function formatPercent(value: number, decimals: number = MAX_DECIMALS): string {
  if (!Number.isFinite(value)) return '–';
  return `${value.toLocaleString(NUMBER_LOCALE, { minimumFractionDigits: decimals, maximumFractionDigits: decimals })}%`;
}
