import { AVAILABLE_BUCKETS, COVERED_BUCKETS, type HotelBucket } from './stay-buckets.js';

/** Spend (or nights) per bucket: the one base every programme rate is computed from. */
export type BucketTotals = Readonly<Record<HotelBucket, number>>;

/** The programme's chained rates, as fractions (0-1); 0 where the base is empty. */
export interface ProgrammeRates {
  /** Covered over all: coveredSpend / totalSpend. */
  coverageRate: number;
  /** Offered over covered: spendWithAvailableNegRate / coveredSpend. */
  availabilityRate: number;
  /** Booked over offered: spendOnNegotiatedRate / spendWithAvailableNegRate. */
  utilizationRate: number;
  /** On the negotiated rate over all: always coverage × availability × utilisation. */
  onNegotiatedShare: number;
}

/** `part / whole`, 0 when the whole is empty (a rate of nothing is shown as 0, with its n). */
export function share(part: number, whole: number): number {
  return whole > 0 ? part / whole : 0;
}

/** A fraction as the views' percent: 0-100 with two decimals. */
export function asPercent(fraction: number): number {
  return Math.round(fraction * 10_000) / 100;
}

/** The sums the rates are ratios of: total, covered, offered (available) and on-negotiated. */
export function bucketSums(totals: BucketTotals): {
  total: number;
  covered: number;
  available: number;
  onNegotiated: number;
} {
  const onNegotiated = totals.onNegotiatedRate;
  const available = sumOf(totals, AVAILABLE_BUCKETS);
  const covered = sumOf(totals, COVERED_BUCKETS);
  return { total: covered + totals.notCovered, covered, available, onNegotiated };
}

/** The totals of `buckets`, added in their order. */
function sumOf(totals: BucketTotals, buckets: readonly HotelBucket[]): number {
  return buckets.reduce((sum, bucket) => sum + totals[bucket], 0);
}

/**
 * Coverage, availability and utilisation of a programme from its bucket totals (on spend, or on
 * nights for the Nights toggle). Each is a ratio of sums over the one before, so
 * coverage × availability × utilisation = on-negotiated share whenever every base is non-empty.
 *
 * @example programmeRates({ notCovered: 40, rateNotAvailable: 6, availableNotUsed: 9, onNegotiatedRate: 45 })
 * // { coverageRate: 0.6, availabilityRate: 0.9, utilizationRate: 0.8333…, onNegotiatedShare: 0.45 }
 */
export function programmeRates(totals: BucketTotals): ProgrammeRates {
  const { total, covered, available, onNegotiated } = bucketSums(totals);
  return {
    coverageRate: share(covered, total),
    availabilityRate: share(available, covered),
    utilizationRate: share(onNegotiated, available),
    onNegotiatedShare: share(onNegotiated, total),
  };
}
