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

/** The line under a POC or demo page's title. */
export const SAMPLE_NOTE = 'Sample data: the global filters, dates and currency do not change it.';
