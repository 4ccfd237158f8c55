/*
 * Texts of the policy-insights pages (docs/rules/air.md#advanced-purchase and
 * docs/rules/air.md#cabin-class-compliance), quoted exactly ("Prefered city pair" included).
 */

/** Titles of the advanced purchase page's cards and controls. */
export const ADVANCE_PURCHASE_TEXTS = {
  costOfNonCompliance: 'Cost of non-compliance',
  complianceRatio: 'Advanced purchase compliance ratio',
  spendByCabin: 'Non-compliant air spend breakdown by cabin',
  simulator: 'Compliance simulator',
  breakdown: 'Breakdown',
  days: 'Days',
  cityPair: 'Prefered city pair',
  policyRule: 'Advanced purchase policy rule',
  overTime: 'Advanced purchase compliance over time',
  costCurve: 'Cost of non-compliance by policy rule',
  perClient: 'Cost of non-compliance per client',
  perPcc: 'Cost of non-compliance per PCC',
  averageAdvancePurchase: 'Average advanced purchase',
} as const;

/** Titles of the cabin class compliance page's cards and controls. */
export const CABIN_COMPLIANCE_TEXTS = {
  nonCompliantSpend: 'Non-compliant air spend',
  complianceRatio: 'Cabin class compliance ratio',
  ytdTrend: 'YTD trend',
  report: 'Compliance Report',
  pnrSummary: 'PNR summary',
  priceRange: 'Price range',
  cabin: 'Cabin',
  inPolicy: 'In policy?',
} as const;

/** Column headings of the PNR summary, in the spec's order. */
export const PNR_SUMMARY_COLUMNS = {
  ticketingDate: 'Ticketing date',
  recordLocator: 'Record locator',
  ticketingCountry: 'Point of sale',
  originAirport: 'Origin',
  mainDestinationAirport: 'Destination',
  cabinClass: 'Cabin',
  longestSegment: 'Longest segment',
  price: 'Price',
  isCabinCompliant: 'In policy',
} as const;

/** Slices of a simulator group's pie: the group's spend split by what non-compliance cost. */
export const SIMULATOR_SLICES = {
  compliant: 'Compliant spend',
  atCompliantFares: 'Non-compliant trips at compliant fares',
  cost: 'Cost of non-compliance',
} as const;

/** What the simulator's days slider and rule mean (shown as help under the sliders). */
export const SIMULATOR_HELP = {
  policyRule: 'Trips ticketed fewer days than this before departure are out of policy.',
  days: 'Out-of-policy trips are compared with trips ticketed in this many days from the rule on.',
} as const;

/** Explanations of the policy figures, shown by the cards' info buttons. */
export const POLICY_TOOLTIPS = {
  costOfNonCompliance:
    "What trips ticketed later than their corporate's advance-purchase rule paid above the fares of trips of the same cabin and haul ticketed in the 14 days after the rule.",
  advanceRatio:
    'Compliance is compliant spend over total spend: the share of air spend ticketed in time for the rule.',
  cabinRatio:
    "Compliance is compliant spend over total spend: the share of air spend in a cabin the corporate's policy allows.",
  nonCompliantSpend:
    "Air spend in a cabin the corporate's cabin rule does not allow (by flight duration or haul).",
  simulator:
    'Replays your bookings under the rule you choose: trips ticketed fewer days before departure than the rule are out of policy, and each is compared with the fares of its cabin and haul ticketed in the window of days after the rule.',
  ytdTrend: 'Cabin class compliance per month, January to the end of the selected period, in whole percent.',
} as const;
