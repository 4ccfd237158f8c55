/*
 * The choices of the policy-insights pages that their view contracts accept (sliders and breakdown toggles: docs/rules/air.md#advanced-purchase; cabin filter options:
 * docs/rules/air.md#cabin-class-compliance; cabins: docs/rules/air.md#compliance) and the names of the compliance series.
 */

/** Cabins (docs/rules/air.md#compliance), cheapest first. */
const CABINS = ['Economy', 'Premium Economy', 'Business', 'First'] as const;
export type Cabin = (typeof CABINS)[number];

/** The simulator's days slider and policy-rule slider run 1 to 100 (docs/rules/air.md#advanced-purchase). */
export const SLIDER_MIN = 1;
export const SLIDER_MAX = 100;

/** The simulator's breakdown toggle: Cabin class, Haul type or All booking (docs/rules/air.md#advanced-purchase). */
export const SIMULATOR_BREAKDOWNS = ['cabinClass', 'haulType', 'all'] as const;
export type SimulatorBreakdown = (typeof SIMULATOR_BREAKDOWNS)[number];

/** The Compliance Report toggle: Point of sale (default), Cabin class or Haul (docs/rules/air.md#cabin-class-compliance). */
export const REPORT_BREAKDOWNS = ['pointOfSale', 'cabinClass', 'haul'] as const;
export type ReportBreakdown = (typeof REPORT_BREAKDOWNS)[number];

/** The "All" choice of the route and PNR-summary dropdowns (docs/rules/shell.md#global-filters). */
export const ALL_CHOICE = 'All';
/** Cabin filter options (docs/rules/air.md#cabin-class-compliance). */
export const CABIN_FILTER_OPTIONS = [ALL_CHOICE, ...CABINS] as const;
export type CabinFilterOption = (typeof CABIN_FILTER_OPTIONS)[number];
/** In policy? options (docs/rules/air.md#cabin-class-compliance). */
export const POLICY_FILTER_OPTIONS = [ALL_CHOICE, 'Yes', 'No'] as const;
export type PolicyFilterOption = (typeof POLICY_FILTER_OPTIONS)[number];
/** Include or exclude mode of the two PNR-summary dropdowns (docs/rules/air.md#cabin-class-compliance). */
export const FILTER_MODES = ['include', 'exclude'] as const;
export type FilterMode = (typeof FILTER_MODES)[number];

/** Top routes the "Prefered city pair" dropdown offers by default. */
export const TOP_ROUTES_DEFAULT = 20;
export const TOP_ROUTES_MAX = 50;

/** The two series of every compliance chart (docs/rules/air.md#cabin-class-compliance). */
export const COMPLIANT_SPEND = 'Compliant spend';
export const NON_COMPLIANT_SPEND = 'Non-compliant spend';
export type ComplianceSeriesName = typeof COMPLIANT_SPEND | typeof NON_COMPLIANT_SPEND;
