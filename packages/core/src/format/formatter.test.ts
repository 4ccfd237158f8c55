import { describe, expect, it } from 'vitest';
import { formatterFor } from './formatter.js';
import { resolveLocale } from './locale.js';

// The no-break spaces the locales put between number and symbol, written out so a test reads them.
const NBSP = '\u00a0';
const NNBSP = '\u202f';

describe('formatterFor: numbers, money and percent in the host locale', () => {
  it('keeps the en-US forms by default (docs/rules/shell.md#formatting)', () => {
    const f = formatterFor();
    expect(f.locale).toBe('en-US');
    expect(f.formatMoney(32740.47, 'EUR')).toBe('€32,740.47');
    expect(f.formatMoney(-1234.5, 'GBP')).toBe('-£1,234.50');
    expect(f.formatMoney(2_500_000, 'USD', { short: true })).toBe('$2.50M');
    expect(f.formatMoney(1234, 'CAD', { decimals: 0 })).toBe('C$1,234');
    expect(f.formatNumber(1234567.891)).toBe('1,234,567.89');
    expect(f.formatShortNumber(6_200_000)).toBe('6.20M');
    expect(f.formatPercent(12.3456)).toBe('12.35%');
    expect(f.countText(1234, ['PNR', 'PNRs'])).toBe('1,234 PNRs');
    expect(f.moneyAxis([900, 2300], 'EUR').format(1500)).toBe('€1.5k');
  });

  it('writes de-DE money with the symbol after the amount and German separators', () => {
    const f = formatterFor('de-DE');
    expect(f.formatMoney(32740.47, 'EUR')).toBe(`32.740,47${NBSP}€`);
    expect(f.formatMoney(-1234.5, 'GBP')).toBe(`-1.234,50${NBSP}£`);
    expect(f.formatMoney(2_500_000, 'USD', { short: true })).toBe(`2,50M${NBSP}$`);
    expect(f.formatMoney(1234, 'CAD', { decimals: 0 })).toBe(`1.234${NBSP}C$`);
    expect(f.formatNumber(1234567.891)).toBe('1.234.567,89');
    expect(f.formatPercent(12.3456)).toBe(`12,35${NBSP}%`);
    expect(f.countText(1234, ['PNR', 'PNRs'])).toBe('1.234 PNRs');
    expect(f.moneyAxis([900, 2300], 'EUR').format(1500)).toBe(`1,5k${NBSP}€`);
    expect(f.moneyAxis([900, 2300], 'EUR').format(0)).toBe(`0${NBSP}€`);
  });

  it('writes fr-FR money with narrow no-break spaces between thousands', () => {
    const f = formatterFor('fr-FR');
    expect(f.formatMoney(32740.47, 'EUR')).toBe(`32${NNBSP}740,47${NBSP}€`);
    expect(f.formatNumber(1234567.891)).toBe(`1${NNBSP}234${NNBSP}567,89`);
    expect(f.formatPercent(50)).toBe(`50,00${NBSP}%`);
  });

  it('writes ja-JP money with the symbol in front and en-US separators', () => {
    const f = formatterFor('ja-JP');
    expect(f.formatMoney(32740.47, 'EUR')).toBe('€32,740.47');
    expect(f.formatPercent(12.3456)).toBe('12.35%');
    expect(f.formatShortNumber(1_250_000)).toBe('1.25M');
  });

  it('falls back to en-US for an unknown tag and reads tags in any case', () => {
    expect(resolveLocale('de-de')).toBe('de-DE');
    expect(resolveLocale('')).toBe('en-US');
    expect(resolveLocale('not a locale!')).toBe('en-US');
    expect(formatterFor('not a locale!').formatMoney(1, 'EUR')).toBe('€1.00');
    expect(formatterFor('de-de')).toBe(formatterFor('de-DE'));
  });
});

describe('formatterFor: dates in the host locale', () => {
  it.each([
    ['en-US', '10/23/2026', 'Oct 2026', 'Oct 23', 'Oct', 'Oct ’26'],
    ['de-DE', '23.10.2026', 'Okt. 2026', '23. Okt.', 'Okt', 'Okt. 26'],
    ['fr-FR', '23/10/2026', 'oct. 2026', '23 oct.', 'oct.', 'oct. 26'],
    ['ja-JP', '2026/10/23', '2026年10月', '10月23日', '10月', '26年10月'],
  ])('%s: %s, %s, %s, %s, %s', (locale, date, monthYear, dayMonth, month, monthWithYear) => {
    const f = formatterFor(locale);
    expect(f.formatDate('2026-10-23')).toBe(date);
    expect(f.formatMonthYear('2026-10-23')).toBe(monthYear);
    expect(f.formatDayMonth('2026-10-23')).toBe(dayMonth);
    expect(f.formatShortMonth('2026-10-23')).toBe(month);
    expect(f.formatShortMonth('2026-10-23', true)).toBe(monthWithYear);
  });

  it("shows 'Invalid date' for what is not a calendar day, in every locale", () => {
    expect(formatterFor('de-DE').formatDate('2026-02-30')).toBe('Invalid date');
    expect(formatterFor().formatDate(null)).toBe('Invalid date');
    expect(formatterFor().formatDate('2026-02-03T10:00:00Z')).toBe('02/03/2026');
  });
});
