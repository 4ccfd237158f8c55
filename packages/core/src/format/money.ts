import { DEFAULT_LOCALE, moneyAffixes, percentAffixes, SYMBOL_PLACE } from './locale.js';

/** Symbols of the currencies the dashboards show (docs/rules/shell.md#formatting: CAD is C$, anything else falls back to $). */
const CURRENCY_SYMBOLS: Readonly<Record<string, string>> = {
  USD: '$',
  EUR: '€',
  GBP: '£',
  CAD: 'C$',
};

/** Symbol used when the currency is unknown or absent (docs/rules/shell.md#formatting: default symbol $). */
const DEFAULT_CURRENCY_SYMBOL = '$';

/** Numbers are shown en-US with at most 2 decimals (docs/rules/shell.md#formatting) unless a host sets another locale. */
const NUMBER_LOCALE = DEFAULT_LOCALE;
const MAX_DECIMALS = 2;

/** Suffixes of the short money forms, largest first (docs/rules/shell.md#formatting: k, M, B, T). */
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

/** `value` with exactly `decimals` decimals in `locale`'s digits and separators. */
function fixedDigits(value: number, decimals: number, locale: string): string {
  return value.toLocaleString(locale, { minimumFractionDigits: decimals, maximumFractionDigits: decimals });
}

/** `body` (an amount already in digits) with `currency`'s symbol where `locale` puts it. */
function withSymbol(body: string, currency: string | null | undefined, locale: string): string {
  const { before, after } = moneyAffixes(locale);
  const symbol = currencySymbol(currency);
  return `${before.replace(SYMBOL_PLACE, symbol)}${body}${after.replace(SYMBOL_PLACE, symbol)}`;
}

/**
 * A number in `locale`'s form (en-US by default) with at most `decimals` decimals (default 2),
 * without padding zeros.
 * @example formatNumber(1234.5678) // '1,234.57'
 * @example formatNumber(1234.5678, 2, 'de-DE') // '1.234,57'
 */
export function formatNumber(
  value: number,
  decimals: number = MAX_DECIMALS,
  locale: string = NUMBER_LOCALE,
): string {
  if (!Number.isFinite(value)) return '–';
  return value.toLocaleString(locale, { minimumFractionDigits: 0, maximumFractionDigits: decimals });
}

/**
 * A number in short form with k, M, B or T and exactly `decimals` decimals once a unit applies, so
 * short figures side by side read alike ('6.20M' beside '1.82M'); below 1,000 at most `decimals`.
 * @example formatShortNumber(1_250_000) // '1.25M'
 * @example formatShortNumber(6_200_000) // '6.20M'
 * @example formatShortNumber(6_200_000, 2, 'de-DE') // '6,20M'
 */
export function formatShortNumber(
  value: number,
  decimals: number = MAX_DECIMALS,
  locale: string = NUMBER_LOCALE,
): string {
  if (!Number.isFinite(value)) return '–';
  const size = Math.abs(value);
  const fixed = (n: number) => fixedDigits(n, decimals, locale);
  for (const [unit, suffix] of SHORT_UNITS) {
    if (size >= unit) {
      // Rounding can carry into the next unit (999,999 -> 1000k); show it with that unit instead.
      const scaled = Number((value / unit).toFixed(decimals));
      const next = SHORT_UNITS.find(([u]) => u === unit * 1000);
      if (Math.abs(scaled) >= 1000 && next) return fixed(value / next[0]) + next[1];
      return fixed(scaled) + suffix;
    }
  }
  return formatNumber(value, decimals, locale);
}

export interface MoneyFormatOptions {
  /** Use the short form with k, M, B, T. */
  short?: boolean;
  /** Decimals (default 2; some figures use 0 or 1). */
  decimals?: number;
  /** Digits, separators and the symbol's place follow this locale (default en-US). */
  locale?: string;
}

/**
 * Money with its currency symbol in front; negative amounts keep the sign before the symbol. One rule
 * for full amounts: always `decimals` decimals (2 by default), so €50,140.40 sits beside €17,399.93
 * rather than €50,140.4. The short form is `formatShortNumber`'s.
 * @example formatMoney(1234.5, 'EUR') // '€1,234.50'
 * @example formatMoney(2_500_000, 'GBP', { short: true }) // '£2.50M'
 * @example formatMoney(32_740.47, 'EUR', { locale: 'de-DE' }) // '32.740,47 €' (no-break space)
 */
export function formatMoney(
  value: number,
  currency: string | null | undefined,
  { short = false, decimals = MAX_DECIMALS, locale = NUMBER_LOCALE }: MoneyFormatOptions = {},
): string {
  if (!Number.isFinite(value)) return '–';
  const size = Math.abs(value);
  const body = short ? formatShortNumber(size, decimals, locale) : fixedDigits(size, decimals, locale);
  // A value that rounds to zero has no sign ('-$0.00' reads as a loss).
  const negative = value < 0 && Number(size.toFixed(decimals)) !== 0;
  return `${negative ? '-' : ''}${withSymbol(body, currency, locale)}`;
}

/** The ticks and labels of a money axis (see `moneyAxis`). */
export interface MoneyAxis {
  /** Tick values, evenly spaced, from the domain's start to its end. */
  ticks: number[];
  /** The axis domain: whole steps around the data, zero included. */
  domain: [number, number];
  /** A tick's label: one unit and one precision for every tick of the axis ('€0.5k', '€1.0k', '€1.5k'). */
  format: (value: number) => string;
}

/** A "nice" step (1, 2 or 5 times a power of ten) that splits `span` into about `count` parts. */
function niceStep(span: number, count: number): number {
  const raw = span / Math.max(1, count);
  const power = 10 ** Math.floor(Math.log10(raw));
  const error = raw / power;
  return power * (error >= Math.sqrt(50) ? 10 : error >= Math.sqrt(10) ? 5 : error >= Math.sqrt(2) ? 2 : 1);
}

/**
 * The money axis of a chart over `values`: about `count` evenly spaced ticks from zero and short
 * labels that all use the unit of the largest tick and the decimals the step needs, so an axis never
 * mixes '€2k' with '€2.5k' or '€500' with '€1k'.
 * @example moneyAxis([900, 2300], 'EUR').ticks // [0, 500, 1000, 1500, 2000, 2500]
 * @example moneyAxis([900, 2300], 'EUR').format(1500) // '€1.5k'
 * @example moneyAxis([900, 2300], 'EUR', 5, 'de-DE').format(1500) // '1,5k €'
 */
export function moneyAxis(
  values: readonly number[],
  currency: string | null | undefined,
  count = 5,
  locale: string = NUMBER_LOCALE,
): MoneyAxis {
  const finite = values.filter(Number.isFinite);
  const low = Math.min(0, ...finite);
  const high = Math.max(0, ...finite);
  const step = high > low ? niceStep(high - low, count) : 1;
  const start = Math.floor(low / step) * step;
  const end = Math.max(Math.ceil(high / step) * step, start + step);
  const ticks: number[] = [];
  for (let tick = start; tick <= end + step / 2; tick += step) ticks.push(Number(tick.toPrecision(12)));
  const largest = Math.max(Math.abs(start), Math.abs(end));
  const [unit, suffix] = SHORT_UNITS.find(([u]) => largest >= u) ?? [1, ''];
  const decimals = Math.max(0, Math.min(MAX_DECIMALS, -Math.floor(Math.log10(step / unit) + 1e-9)));
  return {
    ticks,
    domain: [start, end],
    format: (value) => {
      const body = fixedDigits(Math.abs(value) / unit, value === 0 ? 0 : decimals, locale);
      return `${value < 0 ? '-' : ''}${withSymbol(`${body}${value === 0 ? '' : suffix}`, currency, locale)}`;
    },
  };
}

/**
 * A percentage (value already in percent) with `decimals` decimals, 2 by default (docs/rules/shell.md#formatting), its sign
 * where `locale` puts it.
 * @example formatPercent(12.3456) // '12.35%'
 * @example formatPercent(12.3456, 2, 'fr-FR') // '12,35 %' (no-break space)
 */
export function formatPercent(
  value: number,
  decimals: number = MAX_DECIMALS,
  locale: string = NUMBER_LOCALE,
): string {
  if (!Number.isFinite(value)) return '–';
  const { before, after } = percentAffixes(locale);
  return `${before}${fixedDigits(value, decimals, locale)}${after}`;
}

/**
 * A count with its noun in the right number, grouped as `locale` groups (en-US by default).
 * @example countText(1, ['deal', 'deals']) // '1 deal'
 * @example countText(1234, ['PNR', 'PNRs']) // '1,234 PNRs'
 */
export function countText(
  count: number,
  [one, many]: readonly [string, string],
  locale: string = NUMBER_LOCALE,
): string {
  return `${formatNumber(count, 0, locale)} ${count === 1 ? one : many}`;
}
