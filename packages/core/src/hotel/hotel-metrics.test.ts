import { describe, expect, it } from 'vitest';
import {
  carouselSlides,
  chainCardHeight,
  chainShares,
  formatHotelPercent,
  formatOneDecimal,
  hotelPercentDecimals,
  isHotelOverviewEmpty,
  hotelMonthLabel,
  projectSavings,
  roundOneDecimal,
  spansYears,
} from './hotel-metrics.js';
import { HOTEL_TEXTS, NO_DATA_TO_DISPLAY, HOTEL_EMPTY_TITLE } from './hotel-texts.js';

const chain = (hotelMasterChain: string, acceptedSavings: number) => ({
  hotelMasterChain,
  acceptedSavings,
  rebookedReservations: 1,
  trackedSpend: 100,
});

describe('hotel figures', () => {
  it('rounds percents to 2 decimals under 10 % and to 1 from 10 % on', () => {
    expect(hotelPercentDecimals(9.994)).toBe(2);
    expect(hotelPercentDecimals(10)).toBe(1);
    expect(formatHotelPercent(1.374)).toBe('1.37%');
    expect(formatHotelPercent(87.44)).toBe('87.4%');
    expect(formatHotelPercent(0)).toBe('0.00%');
    expect(formatHotelPercent(87.44, 'de-DE')).toBe('87,4\u00a0%');
  });

  it('rounds nights and days to one decimal, showing it', () => {
    expect(roundOneDecimal(2.46)).toBe(2.5);
    expect(roundOneDecimal(23.04)).toBe(23);
    expect(formatOneDecimal(2)).toBe('2.0');
    expect(formatOneDecimal(23.75)).toBe('23.8');
  });

  it('gives the chains with savings their shares, most first, adding up to 100 with one decimal', () => {
    const shares = chainShares([chain('B', 1), chain('A', 1), chain('C', 1), chain('Z', 0)]);
    expect(shares.map((s) => s.hotelMasterChain)).toEqual(['A', 'B', 'C']);
    expect(shares.map((s) => s.share)).toEqual([33.4, 33.3, 33.3]);
    expect(chainShares([])).toEqual([]);
  });

  it('sizes the chain card 55 px per row plus 100, at least 330', () => {
    expect(chainCardHeight(0)).toBe(330);
    expect(chainCardHeight(4)).toBe(330);
    expect(chainCardHeight(5)).toBe(375);
    expect(chainCardHeight(10)).toBe(650);
  });

  it('labels months by their first 3 letters, with the year when the months span years', () => {
    expect(hotelMonthLabel('2026-01-01')).toBe('Jan');
    expect(hotelMonthLabel('2025-09-01', true)).toBe('Sep ’25');
    expect(hotelMonthLabel('2026-03-01', false, 'de-DE')).toBe('Mär');
    expect(spansYears(['2025-12-01', '2026-01-01'])).toBe(true);
    expect(spansYears(['2026-02-01', '2026-03-01'])).toBe(false);
    expect(() => hotelMonthLabel('soon')).toThrow('invalid month: soon');
  });

  it('projects savings found over a year, per quarter, month and day', () => {
    expect(projectSavings(3000, 30)).toEqual({
      total: 36500,
      perQuarter: 9125,
      perMonth: 3041.67,
      perDay: 100,
    });
    expect(projectSavings(36500, 365)).toEqual({
      total: 36500,
      perQuarter: 9125,
      perMonth: 3041.67,
      perDay: 100,
    });
    expect(projectSavings(1000, 0)).toEqual({ total: 0, perQuarter: 0, perMonth: 0, perDay: 0 });
  });

  it('recognises an empty overview', () => {
    expect(isHotelOverviewEmpty(null, null)).toBe(true);
    expect(isHotelOverviewEmpty({ acceptedSavings: 0, savingsUpto: 0 }, { trackedPNRs: 0 })).toBe(true);
    expect(isHotelOverviewEmpty({ acceptedSavings: 0, savingsUpto: 0 }, { trackedPNRs: 3 })).toBe(false);
    expect(isHotelOverviewEmpty({ acceptedSavings: 10, savingsUpto: 12 }, { trackedPNRs: 0 })).toBe(false);
  });

  it('shows 2.25 slides, 1.25 under 1024 px', () => {
    expect(carouselSlides(1440)).toBe(2.25);
    expect(carouselSlides(1024)).toBe(2.25);
    expect(carouselSlides(1023)).toBe(1.25);
    expect(carouselSlides(390)).toBe(1.25);
  });

  it('quotes the spec texts', () => {
    expect(HOTEL_EMPTY_TITLE).toBe('Looks like there is no data here yet!');
    expect(NO_DATA_TO_DISPLAY).toBe('No data to display at this time');
    expect(HOTEL_TEXTS.totalProjectedSavings).toBe('Total projected savings');
    expect([HOTEL_TEXTS.hotelChain, HOTEL_TEXTS.savings, HOTEL_TEXTS.share]).toEqual([
      'Hotel chain',
      'Savings',
      'Share',
    ]);
    expect(HOTEL_TEXTS.upTo).toBe('Up to');
  });
});
