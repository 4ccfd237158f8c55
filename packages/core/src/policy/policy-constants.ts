/*
 * Numbers of the policy-insights pages (sliders and defaults: docs/rules/air.md#advanced-purchase; cabins,
 * hauls and sort order: docs/rules/air.md#compliance; bar sizes and chart heights: docs/rules/shell.md#charts;
 * the PNR summary limit: docs/rules/air.md#cabin-class-compliance).
 */
import { SLIDER_MAX, type ReportBreakdown, type SimulatorBreakdown } from '../model/policy-choices.js';

/** Haul types (docs/rules/air.md#compliance). */
export type HaulType = 'Short' | 'Medium' | 'Long';

/** Defaults of the simulator (docs/rules/air.md#advanced-purchase): rule 1 day, days 14, breakdown cabin class, route All. */
export const DEFAULT_POLICY_RULE = 1;
export const DEFAULT_SIMULATOR_DAYS = 14;
/** The window after the selected day count (docs/rules/air.md#advanced-purchase); see advance-window.ts. */
export const COMPLIANCE_WINDOW_DAYS = 14;

export const SIMULATOR_BREAKDOWN_LABELS: Readonly<Record<SimulatorBreakdown, string>> = {
  cabinClass: 'Cabin class',
  haulType: 'Haul type',
  all: 'All booking',
};
export const DEFAULT_SIMULATOR_BREAKDOWN: SimulatorBreakdown = 'cabinClass';
/** The one group of the All booking breakdown. */
export const ALL_BOOKINGS_GROUP = 'All bookings';

export const REPORT_BREAKDOWN_LABELS: Readonly<Record<ReportBreakdown, string>> = {
  pointOfSale: 'Point of sale',
  cabinClass: 'Cabin class',
  haul: 'Haul',
};
export const DEFAULT_REPORT_BREAKDOWN: ReportBreakdown = 'pointOfSale';

/** The PNR summary asks for at most this many rows, newest ticketing first (docs/rules/air.md#cabin-class-compliance: limit 50000). */
export const PNR_SUMMARY_LIMIT = 50_000;
/** Days in advance are kept exactly up to here; later bookings count here (rule + window <= 200). */
export const DAYS_IN_ADVANCE_CAP = SLIDER_MAX * 2;

/** Bar sizes and chart heights of the policy charts (docs/rules/shell.md#charts: bars 40 and 24, charts 250 and 350). */
export const POLICY_BAR_SIZES = { large: 40, small: 24 } as const;
export const POLICY_CHART_HEIGHTS = { card: 250, wide: 350 } as const;
/** Percent labels of charts are hidden under this share (docs/rules/shell.md#charts). */
export const CHART_LABEL_MIN_PERCENT = 10;
