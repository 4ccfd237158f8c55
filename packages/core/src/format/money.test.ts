import { describe, expect, it } from 'vitest';
import { currencySymbol, formatMoney, formatNumber, formatPercent, formatShortNumber } from './money.js';

describe('currency symbols', () => {
  it('maps USD, EUR, GBP and CAD (C$) and defaults to $', () => {
    expect(currencySymbol('USD')).toBe('$');
    expect(currencySymbol('EUR')).toBe('€');
    expect(currencySymbol('GBP')).toBe('£');
    expect(currencySymbol('CAD')).toBe('C$');
    expect(currencySymbol('JPY')).toBe('$');
    expect(currencySymbol(null)).toBe('$');
    expect(currencySymbol('eur')).toBe('€');
  });
});

describe('number formatting', () => {
  it('uses en-US grouping and at most 2 decimals without padding', () => {
    expect(formatNumber(1234567.891)).toBe('1,234,567.89');
    expect(formatNumber(12.5)).toBe('12.5');
    expect(formatNumber(12)).toBe('12');
    expect(formatNumber(12.345, 0)).toBe('12');
  });

  it('shortens with k, M, B and T', () => {
    expect(formatShortNumber(999)).toBe('999');
    expect(formatShortNumber(1500)).toBe('1.5k');
    expect(formatShortNumber(2_345_678)).toBe('2.35M');
    expect(formatShortNumber(7_000_000_000)).toBe('7B');
    expect(formatShortNumber(3.2e12)).toBe('3.2T');
    expect(formatShortNumber(999_999)).toBe('1M');
  });
});

describe('money formatting', () => {
  it('puts the currency symbol in front', () => {
    expect(formatMoney(1234.567, 'EUR')).toBe('€1,234.57');
    expect(formatMoney(1234.5, 'CAD')).toBe('C$1,234.5');
    expect(formatMoney(10, undefined)).toBe('$10');
    expect(formatMoney(-42.1, 'GBP')).toBe('-£42.1');
  });

  it('offers the short form', () => {
    expect(formatMoney(2_500_000, 'GBP', { short: true })).toBe('£2.5M');
    expect(formatMoney(45_678, 'USD', { short: true, decimals: 0 })).toBe('$46k');
  });

  it('shows a dash for a value that is not a number', () => {
    expect(formatMoney(Number.NaN, 'USD')).toBe('–');
  });
});

describe('percent formatting', () => {
  it('uses 2 decimals by default', () => {
    expect(formatPercent(12.3456)).toBe('12.35%');
    expect(formatPercent(80)).toBe('80.00%');
    expect(formatPercent(80, 0)).toBe('80%');
  });
});
