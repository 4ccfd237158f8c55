import { describe, expect, it } from 'vitest';
import {
  countText,
  currencySymbol,
  formatMoney,
  formatNumber,
  formatPercent,
  formatShortNumber,
  moneyAxis,
} from './money.js';

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

  it('shortens with k, M, B and T, always with the same decimals once a unit applies', () => {
    expect(formatShortNumber(999)).toBe('999');
    expect(formatShortNumber(1500)).toBe('1.50k');
    expect(formatShortNumber(2_345_678)).toBe('2.35M');
    expect(formatShortNumber(6_200_000)).toBe('6.20M');
    expect(formatShortNumber(7_000_000_000)).toBe('7.00B');
    expect(formatShortNumber(3.2e12)).toBe('3.20T');
    expect(formatShortNumber(999_999)).toBe('1.00M');
    expect(formatShortNumber(12_345, 1)).toBe('12.3k');
  });
});

describe('money formatting', () => {
  it('puts the currency symbol in front, full amounts always with 2 decimals', () => {
    expect(formatMoney(1234.567, 'EUR')).toBe('€1,234.57');
    expect(formatMoney(1234.5, 'CAD')).toBe('C$1,234.50');
    expect(formatMoney(50_140.4, 'EUR')).toBe('€50,140.40');
    expect(formatMoney(10, undefined)).toBe('$10.00');
    expect(formatMoney(-42.1, 'GBP')).toBe('-£42.10');
    expect(formatMoney(-0.001, 'GBP')).toBe('£0.00');
    expect(formatMoney(1234.56, 'EUR', { decimals: 1 })).toBe('€1,234.6');
  });

  it('offers the short form, with the same precision for every figure', () => {
    expect(formatMoney(2_500_000, 'GBP', { short: true })).toBe('£2.50M');
    expect(formatMoney(6_200_000, 'EUR', { short: true })).toBe('€6.20M');
    expect(formatMoney(1_823_456, 'EUR', { short: true })).toBe('€1.82M');
    expect(formatMoney(45_678, 'USD', { short: true, decimals: 0 })).toBe('$46k');
  });

  it('labels a money axis with one unit and one precision', () => {
    const halves = moneyAxis([900, 2300], 'EUR');
    expect(halves.ticks).toEqual([0, 500, 1000, 1500, 2000, 2500]);
    expect(halves.domain).toEqual([0, 2500]);
    expect(halves.ticks.map(halves.format)).toEqual(['€0', '€0.5k', '€1.0k', '€1.5k', '€2.0k', '€2.5k']);
    const thousands = moneyAxis([11_800, 5_200], 'USD');
    expect(thousands.ticks.map(thousands.format)).toEqual(['$0', '$2k', '$4k', '$6k', '$8k', '$10k', '$12k']);
    const millions = moneyAxis([6_200_000], 'GBP');
    expect(millions.ticks.map(millions.format)).toEqual([
      '£0',
      '£1M',
      '£2M',
      '£3M',
      '£4M',
      '£5M',
      '£6M',
      '£7M',
    ]);
    const small = moneyAxis([40], 'USD');
    expect(small.ticks.map(small.format)).toEqual(['$0', '$10', '$20', '$30', '$40']);
    expect(moneyAxis([], 'USD').ticks).toEqual([0, 1]);
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

describe('counts', () => {
  it('put the noun in the right number', () => {
    expect(countText(1, ['deal', 'deals'])).toBe('1 deal');
    expect(countText(0, ['deal', 'deals'])).toBe('0 deals');
    expect(countText(1234, ['PNR', 'PNRs'])).toBe('1,234 PNRs');
  });
});
