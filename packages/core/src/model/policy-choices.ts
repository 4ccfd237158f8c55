/*
 * The choices of the policy-insights pages that their view contracts accept (spec §5 "Sliders",
 * "Cabin filter options"; §2 breakdown toggles; §9 cabins) and the names of the compliance series.
 */

/** Cabins (spec §9), cheapest first. */
const CABINS = ['Economy', 'Premium Economy', 'Business', 'First'] as const;
export type Cabin = (typeof CABINS)[number];

/** The simulator's days slider and policy-rule slider run 1 to 100 (spec §5). */
export const SLIDER_MIN = 1;
export const SLIDER_MAX = 100;

/** The simulator's breakdown toggle: Cabin class, Haul type or All booking (spec §2). */
export const SIMULATOR_BREAKDOWNS = ['cabinClass', 'haulType', 'all'] as const;
export type SimulatorBreakdown = (typeof SIMULATOR_BREAKDOWNS)[number];

/** The Compliance Report toggle: Point of sale (default), Cabin class or Haul (spec §2). */
export const REPORT_BREAKDOWNS = ['pointOfSale', 'cabinClass', 'haul'] as const;
export type ReportBreakdown = (typeof REPORT_BREAKDOWNS)[number];

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

/** Top routes the "Prefered city pair" dropdown offers by default. */
export const TOP_ROUTES_DEFAULT = 20;
export const TOP_ROUTES_MAX = 50;

/** The two series of every compliance chart (spec §3 "Chart series" name). */
export const COMPLIANT_SPEND = 'Compliant spend';
export const NON_COMPLIANT_SPEND = 'Non-compliant spend';
export type ComplianceSeriesName = typeof COMPLIANT_SPEND | typeof NON_COMPLIANT_SPEND;
