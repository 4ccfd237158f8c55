import type { DiscountByRateTypeRow } from '../../views/hotel-insights-discount.js';

/** The discount by rate type axis runs from 0 to 30 percent (docs/rules/hotel.md#discount-level-benchmarking). */
export const DISCOUNT_AXIS: { domain: [number, number]; ticks: number[] } = {
  domain: [0, 30],
  ticks: [0, 5, 10, 15, 20, 25, 30],
};

/** A bar of the discount by rate type chart: a rate type's discount or its benchmark. */
export interface DiscountBar {
  label: string;
  value: number;
  kind: 'discount' | 'benchmark';
  nights: number;
}

/**
 * The bars of the discount by rate type chart: each rate type's discount, then its benchmark, the
 * values kept inside the 0–30 % axis (the table view keeps the real figures).
 */
export function discountBars(rows: readonly DiscountByRateTypeRow[]): DiscountBar[] {
  const [low, high] = DISCOUNT_AXIS.domain;
  const clamp = (v: number) => Math.min(high, Math.max(low, Number.isFinite(v) ? v : 0));
  return rows.flatMap((r) => [
    { label: r.rateType, value: clamp(r.discountLevel), kind: 'discount' as const, nights: r.nights },
    {
      label: `${r.rateType} benchmark`,
      value: clamp(r.benchmark),
      kind: 'benchmark' as const,
      nights: r.nights,
    },
  ]);
}

/** A discount above its benchmark is good news: the card says so beside the figure. */
export function benchmarkVerdict(discount: number, benchmark: number): 'above' | 'below' | 'at' {
  const diff = Math.round((discount - benchmark) * 10) / 10;
  return diff > 0 ? 'above' : diff < 0 ? 'below' : 'at';
}
