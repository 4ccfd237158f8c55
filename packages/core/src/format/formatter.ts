import { formatDate, formatDayMonth, formatMonthYear, formatShortMonth } from './dates.js';
import { resolveLocale } from './locale.js';
import {
  countText,
  formatMoney,
  formatNumber,
  formatPercent,
  formatShortNumber,
  moneyAxis,
  type MoneyAxis,
  type MoneyFormatOptions,
} from './money.js';

/**
 * Every number and date format of the dashboards bound to one locale, under the names of the plain
 * functions, so a component formats in the host's locale with the calls it already makes.
 */
export interface Formatter {
  /** The locale the formats use (canonical; en-US when the host's tag is unknown). */
  locale: string;
  formatNumber: (value: number, decimals?: number) => string;
  formatShortNumber: (value: number, decimals?: number) => string;
  formatMoney: (
    value: number,
    currency: string | null | undefined,
    options?: Omit<MoneyFormatOptions, 'locale'>,
  ) => string;
  formatPercent: (value: number, decimals?: number) => string;
  countText: (count: number, nouns: readonly [string, string]) => string;
  moneyAxis: (values: readonly number[], currency: string | null | undefined, count?: number) => MoneyAxis;
  formatDate: (date: string | null | undefined) => string;
  formatMonthYear: (date: string) => string;
  formatDayMonth: (date: string) => string;
  formatShortMonth: (date: string, withYear?: boolean) => string;
}

const formatters = new Map<string, Formatter>();

/**
 * The formats of `locale` (a BCP 47 tag; en-US when absent or unknown), one shared object per locale.
 * @example formatterFor('de-DE').formatMoney(32740.47, 'EUR') // '32.740,47 €'
 * @example formatterFor('de-DE').formatDate('2026-10-23') // '23.10.2026'
 */
export function formatterFor(locale?: string | null): Formatter {
  const tag = resolveLocale(locale);
  let formatter = formatters.get(tag);
  if (!formatter) {
    formatter = {
      locale: tag,
      formatNumber: (value, decimals) => formatNumber(value, decimals, tag),
      formatShortNumber: (value, decimals) => formatShortNumber(value, decimals, tag),
      formatMoney: (value, currency, options) => formatMoney(value, currency, { ...options, locale: tag }),
      formatPercent: (value, decimals) => formatPercent(value, decimals, tag),
      countText: (count, nouns) => countText(count, nouns, tag),
      moneyAxis: (values, currency, count) => moneyAxis(values, currency, count, tag),
      formatDate: (date) => formatDate(date, tag),
      formatMonthYear: (date) => formatMonthYear(date, tag),
      formatDayMonth: (date) => formatDayMonth(date, tag),
      formatShortMonth: (date, withYear) => formatShortMonth(date, withYear, tag),
    };
    formatters.set(tag, formatter);
  }
  return formatter;
}
