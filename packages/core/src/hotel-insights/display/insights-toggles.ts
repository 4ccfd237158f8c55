/** The choices the insights pages toggle between (docs/rules/hotel.md#hotel-supplier-insights), each first one the default. */

export const COVERAGE_MEASURES = [
  { value: 'nights', label: 'Nights' },
  { value: 'price', label: 'Price' },
] as const;

export const HOTEL_OR_CHAIN = [
  { value: 'hotel', label: 'By hotel' },
  { value: 'chain', label: 'By chain' },
] as const;
export type HotelOrChain = (typeof HOTEL_OR_CHAIN)[number]['value'];

export const CITY_OR_CHAIN = [
  { value: 'city', label: 'By city' },
  { value: 'chain', label: 'By chain' },
] as const;

export const DISCOUNT_BREAKDOWNS = [
  { value: 'hotel', label: 'By hotel' },
  { value: 'city', label: 'By city' },
  { value: 'chain', label: 'By chain' },
] as const;
export type DiscountBreakdown = (typeof DISCOUNT_BREAKDOWNS)[number]['value'];

/** Which over-time series the availability chart draws: at most this many cities or chains. */
const OVER_TIME_SERIES = 5;

/** A month of the availability over-time chart: each series' availability (missing: no covered nights). */
export interface OverTimeMonth {
  checkin: string;
  values: Record<string, number>;
}

/**
 * The availability over-time chart: the names of the top cities or chains (most hotel spend first,
 * at most OVER_TIME_SERIES) and the months, oldest first, with each one's availability.
 */
export function overTimeSeries<R extends { checkin: string; availability: number }>(
  rows: readonly R[],
  top: readonly { name: string }[],
  nameOf: (row: R) => string | undefined,
): { names: string[]; months: OverTimeMonth[] } {
  const names = top.slice(0, OVER_TIME_SERIES).map((t) => t.name);
  const months = new Map<string, OverTimeMonth>();
  for (const row of rows) {
    const name = nameOf(row);
    if (name === undefined || !names.includes(name)) continue;
    const month = months.get(row.checkin) ?? { checkin: row.checkin, values: {} };
    month.values[name] = row.availability;
    months.set(row.checkin, month);
  }
  return { names, months: [...months.values()].sort((a, b) => a.checkin.localeCompare(b.checkin)) };
}
