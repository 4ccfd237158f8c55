import { GRANULARITIES } from '../model/granularity.js';
import {
  CABIN_FILTER_OPTIONS,
  FILTER_MODES,
  POLICY_FILTER_OPTIONS,
  REPORT_BREAKDOWNS,
  SIMULATOR_BREAKDOWNS,
  SLIDER_MAX,
  SLIDER_MIN,
  TOP_ROUTES_MAX,
  type ComplianceSeriesName,
} from '../model/policy-choices.js';
import type { ColumnarRows } from './columnar-rows.js';
import { defineView } from './define-view.js';
import { param, type ParamSpec } from './param.js';

const ADVANCED_PURCHASE = '/api/views/air/policyInsights/advancedPurchase';
const CABIN_COMPLIANCE = '/api/views/air/policyInsights/cabinCompliance';

/**
 * The parameters of the cabin compliance group (docs/rules/air.md#cabin-class-compliance: `/detailedTable`, `/ytdTable`, `/gaugeSpend`,
 * `/distribution` take the dates, the filters, cabinFilter, policyFilter and breakdownBy): the
 * PNR-summary filters, each with its include or exclude mode (docs/rules/air.md#cabin-class-compliance; include when absent; `All`
 * matches every row), and the Compliance Report's breakdown. Every view of the group accepts them
 * all; `ignores` says which cannot change a view's answer.
 */
export const CABIN_COMPLIANCE_PARAMS = {
  cabinFilter: param.oneOf(CABIN_FILTER_OPTIONS),
  cabinFilterMode: param.oneOf(FILTER_MODES),
  policyFilter: param.oneOf(POLICY_FILTER_OPTIONS),
  policyFilterMode: param.oneOf(FILTER_MODES),
  breakdownBy: param.oneOf(REPORT_BREAKDOWNS),
};

/** Why breakdownBy cannot change the views other than `/distribution`. */
const NOT_BROKEN_DOWN = 'only the Compliance Report (/distribution) is broken down';

/** A city pair such as LHR-JFK, or All (or nothing) for every route. */
const cityPairParam: ParamSpec<string> = {
  schema: { type: 'string', maxLength: 7, pattern: '^(All|[A-Z]{3}-[A-Z]{3})?$' },
};

/**
 * `/advancedPurchase/advancedPurchase`: the advanced purchase page's top cards and its compliance over
 * time, each trip judged by its corporate's own advance-purchase rule.
 */
export const advancedPurchaseView = defineView<AdvancedPurchaseData>()({
  path: `${ADVANCED_PURCHASE}/advancedPurchase`,
  product: 'air',
  sample: { source: 'advancedPurchase' },
  params: { granularity: param.oneOf(GRANULARITIES) },
});

/** `/advancedPurchase/topRoutes`: the city pairs with the most spend (the "Prefered city pair" choices). */
export const advancedPurchaseTopRoutesView = defineView<TopRouteRow[]>()({
  path: `${ADVANCED_PURCHASE}/topRoutes`,
  product: 'air',
  sample: { source: 'advancedPurchase' },
  params: { limit: param.integer(1, TOP_ROUTES_MAX) },
});

/**
 * `/advancedPurchase/simulation`: the compliance simulator. Replays the trips in scope under one
 * advance-purchase rule (`policyRule`, 1 to 100, default 1) with a comparison window of `days` (1 to
 * 100, default 14), on one city pair or all: per breakdown group, client and PCC, and the cost of
 * non-compliance against the rule's day count.
 */
export const advancedPurchaseSimulationView = defineView<SimulationData>()({
  path: `${ADVANCED_PURCHASE}/simulation`,
  product: 'air',
  sample: { source: 'advancedPurchase' },
  params: {
    policyRule: param.integer(SLIDER_MIN, SLIDER_MAX),
    days: param.integer(SLIDER_MIN, SLIDER_MAX),
    breakdownBy: param.oneOf(SIMULATOR_BREAKDOWNS),
    cityPair: cityPairParam,
  },
});

/** `/cabinCompliance/detailedTable`: the PNR summary, newest ticketing first, at most 50,000 rows, as columns. */
export const cabinComplianceTableView = defineView<CabinComplianceTable>()({
  path: `${CABIN_COMPLIANCE}/detailedTable`,
  product: 'air',
  sample: { source: 'compliance' },
  params: CABIN_COMPLIANCE_PARAMS,
  ignores: { breakdownBy: NOT_BROKEN_DOWN },
});

/** `/cabinCompliance/ytdTable`: compliance per month from January of the end date's year to the end date. */
export const cabinComplianceYtdView = defineView<MonthlyTrendRow[]>()({
  path: `${CABIN_COMPLIANCE}/ytdTable`,
  product: 'air',
  sample: { source: 'compliance' },
  params: CABIN_COMPLIANCE_PARAMS,
  ignores: {
    startDate: "the trend runs from January of the end date's year",
    breakdownBy: NOT_BROKEN_DOWN,
  },
});

/** `/cabinCompliance/gaugeSpend`: spend and PNRs in and out of cabin policy (two rows at most). */
export const cabinComplianceGaugeView = defineView<GaugeRow[]>()({
  path: `${CABIN_COMPLIANCE}/gaugeSpend`,
  product: 'air',
  sample: { source: 'compliance' },
  params: CABIN_COMPLIANCE_PARAMS,
  ignores: { breakdownBy: NOT_BROKEN_DOWN },
});

/** `/cabinCompliance/distribution`: compliant and non-compliant spend per point of sale, cabin or haul. */
export const cabinComplianceDistributionView = defineView<ChartSeriesRow[]>()({
  path: `${CABIN_COMPLIANCE}/distribution`,
  product: 'air',
  sample: { source: 'compliance' },
  params: CABIN_COMPLIANCE_PARAMS,
});

/** `/advancedPurchase`: the top cards and the trend, every trip judged by its corporate's own rule. */
export interface AdvancedPurchaseData {
  /** What out-of-policy trips paid above the compliant fare of their cabin and haul (money). */
  costOfNonCompliance: number;
  /** PNRs ticketed later than their corporate's rule. */
  nonCompliantPnrs: number;
  totalPnrs: number;
  compliantSpend: number;
  nonCompliantSpend: number;
  /** Compliant spend over total spend, percent with two decimals (docs/rules/air.md#compliance). */
  compliancePercentage: number;
  /** Mean days between ticketing and departure ("Average advanced purchase", docs/rules/air.md#savings-overview). */
  averageAdvancePurchase: number;
  /** Non-compliant spend per cabin, in cabin sort order. */
  byCabin: NonCompliantCabinRow[];
  /** Compliance per day, week or month (the `granularity` asked, else by the range length). */
  overTime: AdvancePurchaseTrendRow[];
}

/** Non-compliant air spend of one cabin. */
export interface NonCompliantCabinRow {
  cabinClass: string;
  nonCompliantSpend: number;
  airPnrs: number;
}

/** Advance-purchase compliance of one period starting at `ticketingDate` (YYYY-MM-DD). */
export interface AdvancePurchaseTrendRow {
  ticketingDate: string;
  compliancePercentage: number;
  compliantSpend: number;
  totalSpend: number;
}

/** A city pair of `/topRoutes`, most spend first. */
export interface TopRouteRow {
  /** Origin and destination airport codes, e.g. LHR-JFK. */
  cityPair: string;
  originCity: string;
  destinationCity: string;
  airPnrs: number;
  spend: number;
  nonCompliantPnrs: number;
  compliancePercentage: number;
}

/** The simulator's answer for one rule, window, breakdown and city pair. */
export interface SimulationData {
  policyRule: number;
  days: number;
  breakdownBy: (typeof SIMULATOR_BREAKDOWNS)[number];
  /** The city pair replayed, or null for all. */
  cityPair: string | null;
  totalPnrs: number;
  totalSpend: number;
  /** Trips that would have been out of policy under the rule. */
  outOfPolicyPnrs: number;
  outOfPolicySpend: number;
  costOfNonCompliance: number;
  /** One row per group of the breakdown, in cabin sort order. */
  groups: SimulationGroupRow[];
  /** Per client, most cost first. */
  clients: SimulationPartyRow[];
  /** Per PCC, most cost first. */
  pccs: SimulationPartyRow[];
  /** Cost and trips out of policy for each rule from 1 to 100 days, with the same window. */
  curve: CostCurvePoint[];
}

/** The simulator's figures for one group (a cabin, a haul type, or all bookings). */
export interface SimulationGroupRow {
  group: string;
  totalPnrs: number;
  totalSpend: number;
  outOfPolicyPnrs: number;
  outOfPolicySpend: number;
  costOfNonCompliance: number;
}

/** The simulator's figures for one client (directEnterprise) or PCC (pccName), in `party`. */
export interface SimulationPartyRow {
  party: string;
  outOfPolicyPnrs: number;
  outOfPolicySpend: number;
  costOfNonCompliance: number;
}

/** One point of the cost curve: the rule's day count and what it would have cost. */
export interface CostCurvePoint {
  policyRule: number;
  outOfPolicyPnrs: number;
  costOfNonCompliance: number;
}

/** A row of the PNR summary (docs/rules/air.md#cabin-class-compliance). */
export interface CabinComplianceRow {
  cabinClass: string;
  mainDestinationAirport: string;
  isCabinCompliant: boolean;
  recordLocator: string;
  /** Flight time of the itinerary's longest segment, in hours (one decimal). */
  longestSegment: number;
  originAirport: string;
  /** The point of sale. */
  ticketingCountry: string;
  /** YYYY-MM-DD. */
  ticketingDate: string;
  price: number;
  haulType: string;
}

/**
 * `/detailedTable`: up to 50,000 PNR-summary rows sent as columns (see ColumnarRows), with the number
 * of rows in scope before the limit. `decodeColumns` gives the rows.
 */
export interface CabinComplianceTable extends ColumnarRows<CabinComplianceRow> {
  /** Rows in scope before the limit. */
  totalRows: number;
  /** The limit applied (50,000). */
  limit: number;
}

/** A row of `/gaugeSpend` (docs/rules/air.md#cabin-class-compliance). */
export interface GaugeRow {
  isCabinCompliant: boolean;
  tktPrice: number;
  airPnrs: number;
}

/** A row of `/ytdTable` (docs/rules/air.md#cabin-class-compliance): the month's first day and whole-percent compliance. */
export interface MonthlyTrendRow {
  ticketingDate: string;
  cabinCompliancePercentage: number;
}

/** A row of `/distribution` (docs/rules/air.md#cabin-class-compliance): one slice of one category's pie. */
export interface ChartSeriesRow {
  /** Point of sale, cabin ('Business') or haul ('Long haul'). */
  category: string;
  name: ComplianceSeriesName;
  /** Share of the category's spend in percent (two decimals; the two add up to 100). */
  value: number;
  spend: number;
}
