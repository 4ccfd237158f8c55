/*
 * The texts of the hotel supplier insights pages (docs/rules/hotel.md#hotel-supplier-insights): card titles, tooltips, toggle
 * labels and the utilisation placeholder. Hosts translate them through `messages`, keyed by these.
 */

/** What the market rate is, for every tooltip that compares with it. */
const MARKET_RATE_TOOLTIP =
  'Market rate: the lowest qualified public rate for the same hotel, room type and dates. It is not the best available rate, which would overstate the savings.';

/** The utilisation page has no figures yet (docs/rules/hotel.md#negotiated-rate-utilization: placeholder text only). */
export const UTILIZATION_PLACEHOLDER_TITLE = 'Negotiated rate utilization is coming soon';
export const UTILIZATION_PLACEHOLDER_TEXT =
  'This module will show how often travellers book the negotiated rate when it is offered. Until then, see utilization on the Hotel program performance page.';

/** Card titles and tooltips, by card. */
export const INSIGHTS_CARDS = {
  programSavings: {
    title: 'Program savings',
    tooltip: `Savings of the nights on the negotiated rate against the market rate. ${MARKET_RATE_TOOLTIP}`,
  },
  averageDiscount: {
    title: 'Average discount level',
    tooltip: `Spend-weighted discount of the negotiated nights against the market rate. ${MARKET_RATE_TOOLTIP}`,
  },
  programSpend: {
    title: 'Program spend overview',
    tooltip: 'All hotel spend of the range, what it would have cost at market rates, nights and daily rates.',
  },
  negotiatedSplit: {
    title: 'Negotiated rate split',
    tooltip:
      'Every night falls in one bucket: on the negotiated rate, available but not used, rate not available, or not covered by any negotiated rate.',
  },
  coverageGauge: {
    title: 'Coverage',
    tooltip: 'Share of hotel spend at hotels with a property, chainwide or TMC negotiated rate.',
  },
  availabilityGauge: {
    title: 'Availability',
    tooltip: 'Share of covered spend where the negotiated rate was offered at booking.',
  },
  utilizationGauge: {
    title: 'Utilization',
    tooltip: 'Share of spend with an offered negotiated rate that was booked on it.',
  },
  coverageSummary: {
    title: 'Covered spend',
    tooltip: 'Hotel spend at hotels with a negotiated rate, on spend and on nights.',
  },
  coverageByRateType: {
    title: 'Covered spend by rate type',
    tooltip: 'Covered spend by the kind of negotiated rate, each beside its benchmark.',
  },
  coverageTop: {
    title: 'Top opportunities',
    tooltip:
      'Where most spend is not covered by a negotiated rate: the hotels or chains to negotiate with first.',
  },
  coverageOverTime: {
    title: 'Coverage by month',
    tooltip: 'Coverage per month, on nights or on price (spend).',
  },
  coverageDetails: { title: 'Coverage details', tooltip: 'Coverage by rate type per hotel or chain.' },
  availabilitySummary: {
    title: 'Availability summary',
    tooltip:
      'Of the covered nights, those where the negotiated rate was offered at booking, and what was missed.',
  },
  availabilityCoveredSpend: {
    title: 'Total covered spend',
    tooltip: 'Spend and nights at hotels with a negotiated rate.',
  },
  missedSavings: {
    title: 'Top missed savings',
    tooltip:
      'Hotels where the negotiated rate was not booked and more was paid; a hotel shows when its missed savings are at least 0.1 % of its spend.',
  },
  availabilityOverTime: {
    title: 'Availability over time',
    tooltip: 'Availability per month of the cities or chains with the most hotel spend.',
  },
  availabilityDetails: {
    title: 'Availability details',
    tooltip: 'Availability per hotel; open a hotel for its room types.',
  },
  discountSummary: {
    title: 'Discount summary',
    tooltip: `Savings of the negotiated nights against the market rate. ${MARKET_RATE_TOOLTIP}`,
  },
  discountUtilized: {
    title: 'Total spend with discount utilized',
    tooltip: 'Spend on the negotiated rate with its discount applied, against all hotel spend.',
  },
  discountOverTime: {
    title: 'Discount over time',
    tooltip: `Discount level per month. ${MARKET_RATE_TOOLTIP}`,
  },
  discountByRateType: {
    title: 'Discount by rate type',
    tooltip: `Discount level of each rate type beside its benchmark. ${MARKET_RATE_TOOLTIP}`,
  },
  discountDetails: {
    title: 'Discount details',
    tooltip: 'Discount level per hotel, city or chain; open a row for its room types.',
  },
} as const satisfies Record<string, { title: string; tooltip: string }>;

export type InsightsCard = keyof typeof INSIGHTS_CARDS;
