import dayjs from 'dayjs';
import { formatShortMonth } from '../format/dates.js';
import { DEFAULT_LOCALE } from '../format/locale.js';
import { formatNumber, formatPercent } from '../format/money.js';
import { splitPercent } from '../rules/percent-split.js';
import type {
  HotelCompanySavingsData,
  HotelSavingsByChainRow,
  HotelTrackedSpendData,
} from '../views/hotel-savings.js';

/**
 * Decimals of a hotel percent (docs/rules/hotel.md#hotel-metrics: rounded to 1 or 2 decimals): two below 10 %, where
 * the second decimal still tells figures apart (a 1.37 % savings rate), one from 10 % on (87.4 %).
 */
export function hotelPercentDecimals(value: number): 1 | 2 {
  return Math.abs(value) < 10 ? 2 : 1;
}

/**
 * A hotel percent (value in percent) with 1 or 2 decimals, in `locale` (en-US by default).
 * @example formatHotelPercent(3.456) // '3.46%'
 * @example formatHotelPercent(87.44) // '87.4%'
 */
export function formatHotelPercent(value: number, locale: string = DEFAULT_LOCALE): string {
  return formatPercent(value, hotelPercentDecimals(value), locale);
}

/** Nights and days rounded to one decimal (docs/rules/hotel.md#hotel-metrics). */
export function roundOneDecimal(value: number): number {
  return Math.round(value * 10) / 10;
}

/**
 * Nights or days with one decimal, the decimal always shown (2.0 nights reads as an average), in
 * `locale` (en-US by default).
 * @example formatOneDecimal(2.46) // '2.5'
 */
export function formatOneDecimal(value: number, locale: string = DEFAULT_LOCALE): string {
  if (!Number.isFinite(value)) return '–';
  return roundOneDecimal(value).toLocaleString(locale, {
    minimumFractionDigits: 1,
    maximumFractionDigits: 1,
  });
}

/** A chain of the donut and its table: savings and the share of all savings (1 decimal, totalling 100). */
export interface ChainShare extends HotelSavingsByChainRow {
  share: number;
}

/**
 * The chains with savings, most first, with their shares of the savings; shares have one decimal and
 * add up to exactly 100 (the largest absorbs the rounding). Chains without savings are left out.
 */
export function chainShares(rows: readonly HotelSavingsByChainRow[]): ChainShare[] {
  const withSavings = rows
    .filter((row) => row.acceptedSavings > 0)
    .sort(
      (a, b) => b.acceptedSavings - a.acceptedSavings || a.hotelMasterChain.localeCompare(b.hotelMasterChain),
    );
  const shares = splitPercent(
    withSavings.map((row) => row.acceptedSavings),
    1,
  );
  return withSavings.map((row, i) => ({ ...row, share: shares[i] ?? 0 }));
}

/** Hotel chain card height (docs/rules/hotel.md#maps-and-charts): 55 px per row plus 100, at least 330. */
const CHAIN_CARD_ROW_PX = 55;
const CHAIN_CARD_EXTRA_PX = 100;
const CHAIN_CARD_MIN_PX = 330;

/** Height in px of the hotel chain card for `rows` table rows. */
export function chainCardHeight(rows: number): number {
  return Math.max(CHAIN_CARD_MIN_PX, CHAIN_CARD_ROW_PX * Math.max(0, rows) + CHAIN_CARD_EXTRA_PX);
}

/**
 * The month of a by-month row as an axis label: its first 3 letters (docs/rules/hotel.md#maps-and-charts), with the year
 * ('Jan ’26') when the months shown span more than one year, so each bar has its own label.
 */
export function hotelMonthLabel(
  createdAt: string,
  withYear = false,
  locale: string = DEFAULT_LOCALE,
): string {
  const day = dayjs(createdAt);
  if (!day.isValid()) throw new Error(`invalid month: ${createdAt}`);
  return formatShortMonth(day.format('YYYY-MM-DD'), withYear, locale);
}

/** True when the months of `dates` (YYYY-MM-DD) fall in more than one calendar year. */
export function spansYears(dates: readonly string[]): boolean {
  return new Set(dates.map((d) => d.slice(0, 4))).size > 1;
}

/** A projection of savings over a year and per quarter, month and day. */
export interface SavingsProjection {
  /** Total projected savings: a year at the rate of the sample. */
  total: number;
  perQuarter: number;
  perMonth: number;
  perDay: number;
}

const cents = (value: number) => Math.round(value * 100) / 100;

/**
 * Projects the savings found in a sample of `days` days over a year (the POC hero's "Total projected
 * savings", docs/rules/hotel.md#hotel-savings-overview): per day = found / days; per month = a twelfth of the year, per quarter a
 * quarter of it. Amounts are rounded to cents; no days projects nothing.
 *
 * @example projectSavings(3000, 30) // { total: 36500, perQuarter: 9125, perMonth: 3041.67, perDay: 100 }
 */
export function projectSavings(found: number, days: number): SavingsProjection {
  if (!(days > 0) || !Number.isFinite(found)) return { total: 0, perQuarter: 0, perMonth: 0, perDay: 0 };
  const perDay = found / days;
  const year = perDay * 365;
  return {
    total: cents(year),
    perQuarter: cents(year / 4),
    perMonth: cents(year / 12),
    perDay: cents(perDay),
  };
}

/** True when the overview holds nothing to show: no tracked reservation and no savings. */
export function isHotelOverviewEmpty(
  company: Pick<HotelCompanySavingsData, 'acceptedSavings' | 'savingsUpto'> | null | undefined,
  tracked: Pick<HotelTrackedSpendData, 'trackedPNRs'> | null | undefined,
): boolean {
  return (
    (!company || (company.acceptedSavings === 0 && company.savingsUpto === 0)) &&
    (!tracked || tracked.trackedPNRs === 0)
  );
}

/** The carousel of cards shows 2.25 slides, 1.25 under 1024 px of width (docs/rules/hotel.md#hotel-savings-overview). */
const CAROUSEL_SLIDES = 2.25;
const CAROUSEL_SLIDES_NARROW = 1.25;
const CAROUSEL_NARROW_BELOW_PX = 1024;

/** Slides the carousel shows at a viewport `width` in px. */
export function carouselSlides(width: number): number {
  return width < CAROUSEL_NARROW_BELOW_PX ? CAROUSEL_SLIDES_NARROW : CAROUSEL_SLIDES;
}

/** A count with thousands separators and no decimals. */
export const formatCount = (value: number): string => formatNumber(value, 0);
