import { COMPLIANCE_WINDOW_DAYS, DAYS_IN_ADVANCE_CAP } from './policy-constants.js';
import { SLIDER_MAX, SLIDER_MIN } from '../model/policy-choices.js';

/*
 * The 14-day window rule (docs/rules/air.md#advanced-purchase: "Compliance uses a window of 14 days after a selected day count"),
 * as Tripsight reads it. Every advance-purchase figure of the service and of the sample data follows
 * these functions.
 *
 * - The selected day count is the advance-purchase rule R: a corporate's own rule, or the simulator's
 *   "Advanced purchase policy rule" slider. A trip ticketed fewer than R days before departure is out
 *   of policy; one ticketed R or more days before departure complies.
 * - The window is the `days` that follow R (the simulator's days slider, 14 by default): trips ticketed
 *   at least R and fewer than R + days before departure are the like-for-like compliant bookings.
 *   Their average fare, per cabin and haul type, is what an out-of-policy trip of that cabin and haul
 *   would have cost had it been ticketed in time.
 * - The cost of non-compliance of a cabin-and-haul cell is what its out-of-policy trips paid above
 *   that fare, never below zero (late trips that happened to be cheaper save nothing). A cell with no
 *   trip in the window has no fare to compare with and counts no cost.
 *
 * With the defaults (rule 1, window 14) a same-day ticket is compared with trips ticketed 1 to 14
 * days out; with rule 14 and window 14, a trip ticketed 3 days out is compared with trips ticketed
 * 14 to 27 days out.
 */

/** Whether a trip ticketed `daysInAdvance` days before departure meets an `rule`-day advance-purchase rule. */
export function isAdvanceCompliant(daysInAdvance: number, rule: number): boolean {
  return daysInAdvance >= rule;
}

/** The comparison window after rule `rule`: ticketed from `from` to `to` days before departure (inclusive). */
export interface ComparisonWindow {
  from: number;
  to: number;
}

/**
 * The days whose trips set the compliant fare for rule `rule`.
 * @example comparisonWindow(14) // { from: 14, to: 27 }
 */
export function comparisonWindow(rule: number, days: number = COMPLIANCE_WINDOW_DAYS): ComparisonWindow {
  return { from: rule, to: rule + days - 1 };
}

/** Whether a trip ticketed `daysInAdvance` days out is one of the compliant comparables of rule `rule`. */
export function inComparisonWindow(
  daysInAdvance: number,
  rule: number,
  days: number = COMPLIANCE_WINDOW_DAYS,
): boolean {
  return daysInAdvance >= rule && daysInAdvance < rule + days;
}

/**
 * A slider value as the simulator uses it: a whole number from 1 to 100 (docs/rules/air.md#advanced-purchase); anything else is
 * moved into that range, and what is not a number gives `fallback`.
 * @example clampSlider(250, 14) // 100
 */
export function clampSlider(value: unknown, fallback: number): number {
  const number = typeof value === 'number' ? value : Number(value);
  if (!Number.isFinite(number)) return fallback;
  return Math.min(SLIDER_MAX, Math.max(SLIDER_MIN, Math.round(number)));
}

/**
 * Days in advance as the histograms keep them: exact up to 200 (the largest rule plus the largest
 * window), later tickets counted at 200, where no window reaches.
 */
export function cappedDays(daysInAdvance: number): number {
  return Math.min(DAYS_IN_ADVANCE_CAP, Math.max(0, Math.floor(daysInAdvance)));
}

/**
 * Whole days between a ticketing day and a departure day (YYYY-MM-DD), as the advance-purchase rule
 * counts them: a same-day ticket is 0.
 * @example daysInAdvance('2026-03-01', '2026-03-15') // 14
 */
export function daysInAdvance(ticketingDate: string, departureDate: string): number {
  const day = (date: string) => Date.parse(`${date.slice(0, 10)}T00:00:00Z`) / 864e5;
  return Math.round(day(departureDate) - day(ticketingDate));
}
