import { DEFAULT_LOCALE } from './locale.js';

/** What a date that cannot be read shows (docs/rules/shell.md#dates: 'Invalid date'). */
const INVALID = 'Invalid date';

const formats = new Map<string, Intl.DateTimeFormat>();

/** One cached `Intl.DateTimeFormat` per locale and options; dates are calendar days, read in UTC. */
function dateFormat(locale: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = `${locale} ${JSON.stringify(options)}`;
  let format = formats.get(key);
  if (!format) formats.set(key, (format = new Intl.DateTimeFormat(locale, { ...options, timeZone: 'UTC' })));
  return format;
}

/** The calendar day of a YYYY-MM-DD date (or a longer ISO text), or null when it is not one. */
function calendarDay(date: string | null | undefined): Date | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})/.exec(date ?? '');
  if (!match) return null;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const value = new Date(Date.UTC(year, month - 1, day));
  return value.getUTCMonth() === month - 1 && value.getUTCDate() === day ? value : null;
}

function formatDay(
  date: string | null | undefined,
  locale: string,
  options: Intl.DateTimeFormatOptions,
): string {
  const day = calendarDay(date);
  return day ? dateFormat(locale, options).format(day) : INVALID;
}

/**
 * A day as `locale` writes it in figures: MM/DD/YYYY in en-US (docs/rules/shell.md#formatting), DD.MM.YYYY in de-DE,
 * DD/MM/YYYY in fr-FR, YYYY/MM/DD in ja-JP; 'Invalid date' for anything that is not a YYYY-MM-DD day.
 * @example formatDate('2026-10-23') // '10/23/2026'
 * @example formatDate('2026-10-23', 'de-DE') // '23.10.2026'
 */
export function formatDate(date: string | null | undefined, locale: string = DEFAULT_LOCALE): string {
  return formatDay(date, locale, { year: 'numeric', month: '2-digit', day: '2-digit' });
}

/**
 * The month and year of a day: 'Oct 2026' in en-US, 'Okt. 2026' in de-DE, '2026年10月' in ja-JP.
 * @example formatMonthYear('2026-10-23') // 'Oct 2026'
 */
export function formatMonthYear(date: string, locale: string = DEFAULT_LOCALE): string {
  return formatDay(date, locale, { month: 'short', year: 'numeric' });
}

/**
 * The day and month of a day: 'Oct 23' in en-US, '23. Okt.' in de-DE, '23 oct.' in fr-FR.
 * @example formatDayMonth('2026-10-23') // 'Oct 23'
 */
export function formatDayMonth(date: string, locale: string = DEFAULT_LOCALE): string {
  return formatDay(date, locale, { month: 'short', day: 'numeric' });
}

/**
 * The short name of a day's month ('Oct'), with the year when asked: en-US writes it 'Oct ’26' (the
 * dashboards' axis form), other locales as they write a short month and year ('Okt. 26').
 * @example formatShortMonth('2026-10-23', true) // 'Oct ’26'
 */
export function formatShortMonth(date: string, withYear = false, locale: string = DEFAULT_LOCALE): string {
  if (!withYear) return formatDay(date, locale, { month: 'short' });
  if (locale === DEFAULT_LOCALE) return `${formatDay(date, locale, { month: 'short' })} ’${date.slice(2, 4)}`;
  return formatDay(date, locale, { month: 'short', year: '2-digit' });
}
