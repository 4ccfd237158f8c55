import { splitPercent } from '../rules/percent-split.js';
import type { RebookingDecisionRow, RebookingFunnelData } from '../views/index.js';
import { percentOf } from './savings-metrics.js';

/** A step of the rebooking decision funnel. */
export interface FunnelStep {
  key: 'found' | 'sent' | 'accepted' | 'rebooked';
  label: string;
  count: number;
  /** Percent of the deals found (0-100). */
  percentOfFound: number;
  /** Percent of the step before (100 for the first step). */
  percentOfPrevious: number;
}

/** Labels of the funnel's steps, in order. */
const FUNNEL_LABELS = {
  found: 'Deals found',
  sent: 'Deals sent',
  accepted: 'Deals accepted',
  rebooked: 'PNRs rebooked',
} as const;

/**
 * The funnel from the deals found to the PNRs rebooked: deals found → sent → accepted → PNRs
 * rebooked, each with its share of the deals found and of the step before.
 * @example funnelSteps({ dealsFound: 200, allSentDeals: 100, acceptedDeals: 40, rebookedPNRs: 40, … })
 * // [found 200 100 %, sent 100 50 %, accepted 40 40 % of sent, rebooked 40 100 % of accepted]
 */
export function funnelSteps(
  data: Pick<RebookingFunnelData, 'dealsFound' | 'allSentDeals' | 'acceptedDeals' | 'rebookedPNRs'>,
): FunnelStep[] {
  const counts: [FunnelStep['key'], number][] = [
    ['found', data.dealsFound],
    ['sent', data.allSentDeals],
    ['accepted', data.acceptedDeals],
    ['rebooked', data.rebookedPNRs],
  ];
  return counts.map(([key, count], i) => ({
    key,
    label: FUNNEL_LABELS[key],
    count,
    percentOfFound: percentOf(count, data.dealsFound),
    percentOfPrevious: i === 0 ? 100 : percentOf(count, counts[i - 1]?.[1] ?? 0),
  }));
}

/** What became of the deals sent: accepted, declined or expired. */
export interface DecisionShare {
  key: 'accepted' | 'declined' | 'expired';
  label: string;
  deals: number;
  /** Whole percent of the deals sent; the three add up to 100 (the largest absorbs rounding). */
  percent: number;
}

/** The deals sent split into accepted, declined and expired, with whole-percent shares totalling 100. */
export function decisionShares(
  data: Pick<RebookingFunnelData, 'acceptedDeals' | 'declinedDeals' | 'expiredDeals'>,
): DecisionShare[] {
  const parts: [DecisionShare['key'], string, number][] = [
    ['accepted', 'Accepted', data.acceptedDeals],
    ['declined', 'Declined', data.declinedDeals],
    ['expired', 'Expired', data.expiredDeals],
  ];
  const percents = splitPercent(parts.map(([, , deals]) => deals));
  return parts.map(([key, label, deals], i) => ({ key, label, deals, percent: percents[i] ?? 0 }));
}

/** The savings lost because deals were declined or expired, and their sum (the savings not accepted). */
export interface SavingsLost {
  declined: number;
  expired: number;
  total: number;
  /** Percent of the savings sent (accepted plus lost) that was lost. */
  percentOfSent: number;
}

/** The savings lost to declined and expired deals; their total equals the savings not accepted. */
export function savingsLost(
  data: Pick<RebookingFunnelData, 'acceptedSavings' | 'savingsLostDeclined' | 'savingsLostExpired'>,
): SavingsLost {
  const total = round2(data.savingsLostDeclined + data.savingsLostExpired);
  return {
    declined: data.savingsLostDeclined,
    expired: data.savingsLostExpired,
    total,
    percentOfSent: percentOf(total, total + data.acceptedSavings),
  };
}

/** A declined or expired reason with its whole-percent share of the deals not accepted. */
export interface DecisionReason extends RebookingDecisionRow {
  percent: number;
}

/** Reasons of the deals not accepted, most deals first, with shares totalling 100. */
export function decisionReasons(rows: readonly RebookingDecisionRow[]): DecisionReason[] {
  const sorted = [...rows].sort(
    (a, b) =>
      b.notAcceptedDeals - a.notAcceptedDeals ||
      a.feedbackMeaningPlatform.localeCompare(b.feedbackMeaningPlatform),
  );
  const percents = splitPercent(sorted.map((row) => row.notAcceptedDeals));
  return sorted.map((row, i) => ({ ...row, percent: percents[i] ?? 0 }));
}

/** True when the funnel holds nothing: no deal found in the range. */
export function isFunnelEmpty(data: Pick<RebookingFunnelData, 'dealsFound'>): boolean {
  return data.dealsFound === 0;
}

/**
 * A duration in minutes as people say it: under an hour in minutes, under a day in hours and
 * minutes, else in days and hours; '–' when there is none.
 * @example decisionTime(45) // '45 min'
 * @example decisionTime(200) // '3 h 20 min'
 * @example decisionTime(1500) // '1 d 1 h'
 */
export function decisionTime(minutes: number | null): string {
  if (minutes === null || !Number.isFinite(minutes)) return '–';
  const whole = Math.max(0, Math.round(minutes));
  if (whole < 60) return `${whole} min`;
  if (whole < 1440) {
    const m = whole % 60;
    return m === 0 ? `${Math.floor(whole / 60)} h` : `${Math.floor(whole / 60)} h ${m} min`;
  }
  const hours = Math.round((whole % 1440) / 60);
  const days = Math.floor(whole / 1440) + (hours === 24 ? 1 : 0);
  const rest = hours === 24 ? 0 : hours;
  return rest === 0 ? `${days} d` : `${days} d ${rest} h`;
}

const round2 = (value: number) => Math.round(value * 100) / 100;
