import dayjs from 'dayjs';
import { formatDayMonth, formatMonthYear } from '../format/dates.js';
import { DEFAULT_LOCALE } from '../format/locale.js';
import { splitPercent } from '../rules/percent-split.js';
import type { Granularity } from '../model/granularity.js';
import { TOP_COUNTRIES_COUNT } from './savings-texts.js';
import type {
  DealsPerClientRow,
  FeedbackRow,
  SavingsByCountryRow,
  SavingsByPeriodRow,
  SavingsOverviewData,
} from '../views/index.js';

/** The first 5 countries by accepted savings (docs/rules/air.md#savings-overview: the top-country chart shows 5 entries). */
export function topCountries(
  rows: readonly SavingsByCountryRow[],
  count = TOP_COUNTRIES_COUNT,
): SavingsByCountryRow[] {
  return [...rows].sort((a, b) => b.acceptedSavings - a.acceptedSavings).slice(0, count);
}

/** Percent of part in total (0 when the total is 0). */
export function percentOf(part: number, total: number): number {
  return total > 0 ? (part / total) * 100 : 0;
}

/** A feedback reason with its whole-percent share of the deals not accepted (shares total 100). */
export interface FeedbackShare extends FeedbackRow {
  percent: number;
}

/** Feedback reasons, most deals first, with shares that add up to 100 (the largest absorbs rounding). */
export function feedbackShares(rows: readonly FeedbackRow[]): FeedbackShare[] {
  const sorted = [...rows].sort((a, b) => b.notAcceptedDeals - a.notAcceptedDeals);
  const shares = splitPercent(sorted.map((r) => r.notAcceptedDeals));
  return sorted.map((row, i) => ({ ...row, percent: shares[i] ?? 0 }));
}

/** The deals not accepted over every feedback reason: the KPI's and the per-client table's total too. */
export function notAcceptedDealsTotal(rows: readonly Pick<FeedbackRow, 'notAcceptedDeals'>[]): number {
  return rows.reduce((total, row) => total + row.notAcceptedDeals, 0);
}

/** A client's deals with its rebooking ratio in percent. */
export interface ClientDeals extends DealsPerClientRow {
  rebookedPercent: number;
}

/** Deals sent and rebooked per client, most deals sent first. */
export function dealsPerClient(rows: readonly DealsPerClientRow[]): ClientDeals[] {
  return [...rows]
    .sort((a, b) => b.allSentDeals - a.allSentDeals)
    .map((row) => ({ ...row, rebookedPercent: percentOf(row.acceptedDeals, row.allSentDeals) }));
}

/** Headline figures derived from the savings overview view. */
export interface SavingsSummary {
  acceptedSavings: number;
  savingsNotAccepted: number;
  /** Savings of every deal sent: accepted plus not accepted. */
  totalSavingsSent: number;
  rebookedPNRs: number;
  trackedSpend: number;
  /** Accepted savings as a percent of tracked spend. */
  savingsRate: number;
  /** Whole-percent split of the savings sent into accepted and not accepted (totals 100). */
  acceptedShare: number;
  notAcceptedShare: number;
}

/** Derives the headline figures of the savings overview. */
export function savingsSummary(data: SavingsOverviewData): SavingsSummary {
  const [acceptedShare = 0, notAcceptedShare = 0] = splitPercent(
    [data.acceptedSavings, data.savingsNotAccepted].map((v) => Math.max(0, v)),
  );
  return {
    acceptedSavings: data.acceptedSavings,
    savingsNotAccepted: data.savingsNotAccepted,
    totalSavingsSent: data.acceptedSavings + data.savingsNotAccepted,
    rebookedPNRs: data.rebookedPNRs,
    trackedSpend: data.trackedSpend,
    savingsRate: percentOf(data.acceptedSavings, data.trackedSpend),
    acceptedShare,
    notAcceptedShare,
  };
}

/** True when the overview holds nothing to show (no tracked PNRs and no deals sent). */
export function isSavingsOverviewEmpty(data: SavingsOverviewData | null | undefined): boolean {
  return !data || (data.trackedPnrs === 0 && data.allSentDeals === 0 && data.acceptedSavings === 0);
}

/** Start of the period a date falls in (weeks start on Monday, as ISO weeks do). */
export function periodStart(date: string, granularity: Granularity): string {
  const day = dayjs(date);
  if (!day.isValid()) throw new Error(`invalid date: ${date}`);
  if (granularity === 'day') return day.format('YYYY-MM-DD');
  if (granularity === 'month') return day.startOf('month').format('YYYY-MM-DD');
  const offset = (day.day() + 6) % 7;
  return day.subtract(offset, 'day').format('YYYY-MM-DD');
}

/** Sums per-day rows into periods of the given granularity, oldest first. */
export function bucketSavings(
  rows: readonly SavingsByPeriodRow[],
  granularity: Granularity,
): SavingsByPeriodRow[] {
  const buckets = new Map<string, SavingsByPeriodRow>();
  for (const row of rows) {
    const key = periodStart(row.resultDateCreatedAt, granularity);
    const bucket = buckets.get(key) ?? {
      resultDateCreatedAt: key,
      acceptedSavings: 0,
      rebookedPNRs: 0,
      savingsNotAccepted: 0,
    };
    bucket.acceptedSavings += row.acceptedSavings;
    bucket.rebookedPNRs += row.rebookedPNRs;
    bucket.savingsNotAccepted = (bucket.savingsNotAccepted ?? 0) + (row.savingsNotAccepted ?? 0);
    buckets.set(key, bucket);
  }
  return [...buckets.values()].sort((a, b) => a.resultDateCreatedAt.localeCompare(b.resultDateCreatedAt));
}

/**
 * Axis label of a period start: 'Jul 3' per day, 'Wk of Jul 1' per week, 'Jul 2019' per month; the
 * month and day as `locale` writes them (en-US by default).
 */
export function periodLabel(date: string, granularity: Granularity, locale: string = DEFAULT_LOCALE): string {
  const day = dayjs(date).format('YYYY-MM-DD');
  if (granularity === 'month') return formatMonthYear(day, locale);
  if (granularity === 'week') return `Wk of ${formatDayMonth(day, locale)}`;
  return formatDayMonth(day, locale);
}
