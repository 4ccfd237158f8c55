import type { CubeFilter, CubeQuery, CubeRow } from '../cube/cube-query.js';
import { ITINERARIES_CUBE, member } from '../cube/cubes.js';

/** How many bars each of Top carriers and Top routes shows (docs/rules/air.md#negotiated-fares-adoption). */
export const TOP_NEGOTIATED_MAX = 5;

/**
 * Fewest PNRs a carrier or route needs to be ranked (the elements' `min-pnrs` default): a ratio of
 * one or two PNRs reads 100 % and would push every carrier or route of substance off the chart.
 */
export const TOP_NEGOTIATED_MIN_PNRS = 10;

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
 * The minimum number of PNRs in effect for a `min-pnrs` value: a whole number of at least 1, else
 * TOP_NEGOTIATED_MIN_PNRS.
 *
 * @example topNegotiatedMinPnrs('25') // 25
 * @example topNegotiatedMinPnrs(undefined) // 10
 */
export function topNegotiatedMinPnrs(value: number | string | null | undefined): number {
  const n = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
  return typeof n === 'number' && Number.isInteger(n) && n >= 1 ? n : TOP_NEGOTIATED_MIN_PNRS;
}

/**
 * The query of a top chart (docs/rules/air.md#negotiated-fares-adoption): PNRs with a negotiated fare in `range`, by carrier or route,
 * "How often was the negotiated fare the lowest available?" descending (then PNRs), spend in
 * `currency` (the default currency when the cube has none in it), five rows. Only carriers or
 * routes with at least `minPnrs` PNRs are ranked, as a measure filter (HAVING), so the five rows
 * are five that qualify. Only the one spend is asked for: each sum costs the service a pass over a
 * year of PNRs.
 */
export function topNegotiatedQuery(
  by: TopNegotiatedBy,
  range: readonly [string, string],
  currency: string | null | undefined,
  filters: CubeFilter[] = [],
  minPnrs: number = TOP_NEGOTIATED_MIN_PNRS,
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
      { member: m('countPnrs'), operator: 'gte', values: [String(topNegotiatedMinPnrs(minPnrs))] },
    ],
    order: { [m('lowestNegociatedFarePnrRatio')]: 'desc', [m('countPnrs')]: 'desc' },
    limit: TOP_NEGOTIATED_MAX,
  };
}

/**
 * The ranking of a top chart: the carriers or routes with at least `minPnrs` PNRs, the ratio
 * descending, ties by PNRs descending, at most TOP_NEGOTIATED_MAX.
 */
export function rankTopNegotiated<
  R extends Pick<NegotiatedFareBar, 'lowestNegociatedFarePnrRatio' | 'countPnrs'>,
>(rows: readonly R[], minPnrs: number = TOP_NEGOTIATED_MIN_PNRS): R[] {
  const min = topNegotiatedMinPnrs(minPnrs);
  return rows
    .filter((row) => row.countPnrs >= min)
    .sort(
      (a, b) => b.lowestNegociatedFarePnrRatio - a.lowestNegociatedFarePnrRatio || b.countPnrs - a.countPnrs,
    )
    .slice(0, TOP_NEGOTIATED_MAX);
}

/**
 * A top chart's bars from its query's rows, spend in `currency` (the default currency's otherwise),
 * ranked by `rankTopNegotiated` (the query already is; a query API that ignores the measure filter
 * does not change the rule).
 */
export function topNegotiatedBars(
  rows: readonly CubeRow[],
  by: TopNegotiatedBy,
  currency: string | null | undefined,
  minPnrs: number = TOP_NEGOTIATED_MIN_PNRS,
): NegotiatedFareBar[] {
  const dimension = dimensionOf(by);
  const spend = spendMember(currency);
  const bars = rows.map((row) => ({
    label: String(row[dimension] ?? ''),
    lowestNegociatedFarePnrRatio: Number(row[m('lowestNegociatedFarePnrRatio')] ?? 0),
    countPnrs: Number(row[m('countPnrs')] ?? 0),
    spend: Number(row[spend] ?? 0),
  }));
  return rankTopNegotiated(bars, minPnrs);
}

/**
 * The note under a top chart saying which carriers or routes it ranks.
 *
 * @example topNegotiatedNote('routes', 10) // 'Routes with at least 10 PNRs'
 */
export function topNegotiatedNote(by: TopNegotiatedBy, minPnrs: number = TOP_NEGOTIATED_MIN_PNRS): string {
  const min = topNegotiatedMinPnrs(minPnrs);
  return `${by === 'airlines' ? 'Carriers' : 'Routes'} with at least ${min} ${min === 1 ? 'PNR' : 'PNRs'}`;
}
