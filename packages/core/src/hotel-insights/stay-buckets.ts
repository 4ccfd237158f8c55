import type { AvailabilityStatus } from '../supplier/carrier-availability.js';
import type { HotelRateType } from '../views/index.js';

/**
 * The four buckets of hotel spend (issue 26): every stay-night falls in exactly one. Not covered: no
 * property, chainwide or TMC rate exists for the hotel and room type; rate not available: a rate
 * exists but was not offered at booking; available but not used: offered, another rate booked; on
 * the negotiated rate.
 */
export const HOTEL_BUCKETS = [
  'notCovered',
  'rateNotAvailable',
  'availableNotUsed',
  'onNegotiatedRate',
] as const;
export type HotelBucket = (typeof HOTEL_BUCKETS)[number];

/**
 * The covered buckets whose negotiated rate was offered at booking: the part of availability, the
 * whole of utilisation.
 */
export const AVAILABLE_BUCKETS: readonly HotelBucket[] = ['availableNotUsed', 'onNegotiatedRate'];
/** The buckets a negotiated rate covers: the part of coverage, the whole of availability. */
export const COVERED_BUCKETS: readonly HotelBucket[] = [...AVAILABLE_BUCKETS, 'rateNotAvailable'];

/**
 * The SQL of `value` for a row whose bucket column (`column`) holds one of `buckets`, else 0: the
 * term the service's views and its cube sum. The bucket names are core's, never user text.
 *
 * @example bucketSql(AVAILABLE_BUCKETS, 'nights') // "CASE WHEN bucket IN ('availableNotUsed', 'onNegotiatedRate') THEN nights ELSE 0 END"
 */
export function bucketSql(buckets: readonly HotelBucket[], value: string, column = 'bucket'): string {
  return `CASE WHEN ${column} IN (${buckets.map((bucket) => `'${bucket}'`).join(', ')}) THEN ${value} ELSE 0 END`;
}

/** What was known of a stay at booking: its contract (if any), whether the rate was offered and booked. */
export interface StayRateFacts {
  /** The rate type of the negotiated rate covering the hotel and room type, or null when none does. */
  contractRateType: HotelRateType | null;
  /** Whether the negotiated rate was offered when the stay was booked. */
  offered: boolean;
  /** Whether the negotiated rate was the rate booked. */
  booked: boolean;
}

/** The bucket of a stay: coverage first, then availability, then use (a rate not offered cannot be booked). */
export function stayBucket({ contractRateType, offered, booked }: StayRateFacts): HotelBucket {
  if (contractRateType === null) return 'notCovered';
  if (!offered) return 'rateNotAvailable';
  return booked ? 'onNegotiatedRate' : 'availableNotUsed';
}

/** The availability status the supplier pages show for a bucket (docs/rules/hotel.md#stay-night-buckets); null for a stay no negotiated rate covers. */
export function availabilityStatus(bucket: HotelBucket): AvailabilityStatus | null {
  switch (bucket) {
    case 'onNegotiatedRate':
      return 'Available and booked';
    case 'availableNotUsed':
      return 'Available and not booked';
    case 'rateNotAvailable':
      return 'Not available';
    case 'notCovered':
      return null;
  }
}
