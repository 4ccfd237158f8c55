/*
 * Numbers of the policy-insights pages (spec §5 "Sliders", "Cabin filter options"; §9 cabins, hauls,
 * sort order, bar sizes, chart heights, the PNR summary limit of §7).
 */

/** Cabins (spec §9), cheapest first. */
export const CABINS = ['Economy', 'Premium Economy', 'Business', 'First'] as const;
export type Cabin = (typeof CABINS)[number];

/** Haul types (spec §9). */
export const HAUL_TYPES = ['Short', 'Medium', 'Long'] as const;
export type HaulType = (typeof HAUL_TYPES)[number];

/** The simulator's days slider and policy-rule slider run 1 to 100 (spec §5). */
export const SLIDER_MIN = 1;
export const SLIDER_MAX = 100;
/** Defaults of the simulator (spec §2, §5): rule 1 day, days 14, breakdown cabin class, route All. */
export const DEFAULT_POLICY_RULE = 1;
export const DEFAULT_SIMULATOR_DAYS = 14;
/** The window after the selected day count (spec §9 "a window of 14 days"); see advance-window.ts. */
export const COMPLIANCE_WINDOW_DAYS = 14;

/** The simulator's breakdown toggle: Cabin class, Haul type or All booking (spec §2). */
export const SIMULATOR_BREAKDOWNS = ['cabinClass', 'haulType', 'all'] as const;
export type SimulatorBreakdown = (typeof SIMULATOR_BREAKDOWNS)[number];
export const SIMULATOR_BREAKDOWN_LABELS: Readonly<Record<SimulatorBreakdown, string>> = {
  cabinClass: 'Cabin class',
  haulType: 'Haul type',
  all: 'All booking',
};
export const DEFAULT_SIMULATOR_BREAKDOWN: SimulatorBreakdown = 'cabinClass';
/** The one group of the All booking breakdown. */
export const ALL_BOOKINGS_GROUP = 'All bookings';

/** The Compliance Report toggle: Point of sale (default), Cabin class or Haul (spec §2). */
export const REPORT_BREAKDOWNS = ['pointOfSale', 'cabinClass', 'haul'] as const;
export type ReportBreakdown = (typeof REPORT_BREAKDOWNS)[number];
export const REPORT_BREAKDOWN_LABELS: Readonly<Record<ReportBreakdown, string>> = {
  pointOfSale: 'Point of sale',
  cabinClass: 'Cabin class',
  haul: 'Haul',
};
export const DEFAULT_REPORT_BREAKDOWN: ReportBreakdown = 'pointOfSale';

/** The "All" choice of the route and PNR-summary dropdowns (spec §5 placeholders). */
export const ALL_CHOICE = 'All';
/** Cabin filter options (spec §5). */
export const CABIN_FILTER_OPTIONS = [ALL_CHOICE, ...CABINS] as const;
export type CabinFilterOption = (typeof CABIN_FILTER_OPTIONS)[number];
/** In policy? options (spec §5). */
export const POLICY_FILTER_OPTIONS = [ALL_CHOICE, 'Yes', 'No'] as const;
export type PolicyFilterOption = (typeof POLICY_FILTER_OPTIONS)[number];
/** Include or exclude mode of the two PNR-summary dropdowns (spec §2). */
export const FILTER_MODES = ['include', 'exclude'] as const;
export type FilterMode = (typeof FILTER_MODES)[number];

/** The PNR summary asks for at most this many rows, newest ticketing first (spec §7 limit 50000). */
export const PNR_SUMMARY_LIMIT = 50_000;
/** Top routes the "Prefered city pair" dropdown offers by default. */
export const TOP_ROUTES_DEFAULT = 20;
export const TOP_ROUTES_MAX = 50;

/** Days in advance are kept exactly up to here; later bookings count here (rule + window <= 200). */
export const DAYS_IN_ADVANCE_CAP = SLIDER_MAX * 2;

/** Bar sizes and chart heights of the policy charts (spec §9: bars 40 and 24, charts 250 and 350). */
export const POLICY_BAR_SIZES = { large: 40, small: 24 } as const;
export const POLICY_CHART_HEIGHTS = { card: 250, wide: 350 } as const;
/** Percent labels of charts are hidden under this share (spec §9). */
export const CHART_LABEL_MIN_PERCENT = 10;
