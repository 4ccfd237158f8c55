import type { HotelRateType } from '../views/index.js';

/**
 * The benchmark of each rate type (percent): the share of covered spend a well-run programme puts
 * on it, and the discount against market it should reach. Property rates are negotiated hotel by
 * hotel and go deepest (15-25 %); chainwide rates trade depth for reach (about 12 %); TMC rates sit
 * between.
 */
export const RATE_TYPE_BENCHMARKS: Readonly<
  Record<HotelRateType, { coverageShare: number; discountLevel: number }>
> = {
  Property: { coverageShare: 45, discountLevel: 20 },
  Chainwide: { coverageShare: 35, discountLevel: 12 },
  'TMC rate': { coverageShare: 20, discountLevel: 15 },
};
