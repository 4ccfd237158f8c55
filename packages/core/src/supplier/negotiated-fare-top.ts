import type { CubeFilter, CubeQuery, CubeRow } from '../cube/cube-query.js';
import { ITINERARIES_CUBE, member } from '../cube/cubes.js';

/** How many bars each of Top carriers and Top routes shows (spec §9). */
export const TOP_NEGOTIATED_MAX = 5;

/** What a top chart ranks: multi-carrier itineraries (a comma) and multi-route ones (a colon) are left out. */
export type TopNegotiatedBy = 'airlines' | 'routes';

/** One bar: the carrier or route, how often its negotiated fare was the lowest, its PNRs and spend. */
export interface NegotiatedFareBar {
  label: string;
  lowestNegociatedFarePnrRatio: number;
  countPnrs: number;
  /** Spend in the selected currency (the default currency when none of USD, EUR, GBP is chosen). */
  spend: number;
}

const SPEND: Readonly<Record<string, string>> = { USD: 'spendUsd', EUR: 'spendEur', GBP: 'spendGbp' };
const m = (name: string) => member(ITINERARIES_CUBE, name);
const dimensionOf = (by: TopNegotiatedBy) => m(by === 'airlines' ? 'itinAirlines' : 'itinRoute');

/** True when the itinerary cube has spend in `currency`; otherwise the default currency's is shown. */
export const hasSpendIn = (currency: string | null | undefined): boolean =>
  !!currency && Object.hasOwn(SPEND, currency);

/** The itinerary cube's spend member in `currency`, or in the TMC's default currency. */
const spendMember = (currency: string | null | undefined) =>
  m(currency && hasSpendIn(currency) ? (SPEND[currency] as string) : 'spendDefaultCurrency');

/**
 * The query of a top chart (air §7): PNRs with a negotiated fare in `range`, by carrier or route,
 * "How often was the negotiated fare the lowest available?" descending (then PNRs), spend in
 * `currency` (the default currency when the cube has none in it), five rows. Only the one spend is
 * asked for: each sum costs the service a pass over a year of PNRs.
 */
export function topNegotiatedQuery(
  by: TopNegotiatedBy,
  range: readonly [string, string],
  currency: string | null | undefined,
  filters: CubeFilter[] = [],
): CubeQuery {
  const dimension = dimensionOf(by);
  return {
    measures: [m('lowestNegociatedFarePnrRatio'), m('countPnrs'), spendMember(currency)],
    dimensions: [dimension],
    timeDimensions: [{ dimension: m('resultDateCreatedAt'), dateRange: [range[0], range[1]] }],
    filters: [
      ...filters,
      { member: dimension, operator: 'notContains', values: [by === 'airlines' ? ',' : ':'] },
      { member: m('negotiatedFarePnrs'), operator: 'gt', values: ['0'] },
    ],
    order: { [m('lowestNegociatedFarePnrRatio')]: 'desc', [m('countPnrs')]: 'desc' },
    limit: TOP_NEGOTIATED_MAX,
  };
}

/** A top chart's bars from its query's rows, spend in `currency` (the default currency's otherwise). */
export function topNegotiatedBars(
  rows: readonly CubeRow[],
  by: TopNegotiatedBy,
  currency: string | null | undefined,
): NegotiatedFareBar[] {
  const dimension = dimensionOf(by);
  const spend = spendMember(currency);
  return rows.map((row) => ({
    label: String(row[dimension] ?? ''),
    lowestNegociatedFarePnrRatio: Number(row[m('lowestNegociatedFarePnrRatio')] ?? 0),
    countPnrs: Number(row[m('countPnrs')] ?? 0),
    spend: Number(row[spend] ?? 0),
  }));
}
