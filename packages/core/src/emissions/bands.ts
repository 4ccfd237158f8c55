import type { EmissionMethod, HaulBand } from './methods.js';

/**
 * The distance buckets every segment falls in, fine enough for every method's haul bands: whether
 * the flight is domestic (both airports in one country) and its great-circle distance between the
 * union of the methods' band limits. The dataset keeps, per PNR, the km flown in each bucket, so a
 * method's CO2e is a sum of km × factor over the buckets, whatever the method.
 */
export interface DistanceBucket {
  /** Column suffix of the bucket (`km_d0`, `km_i2`, …). */
  readonly id: string;
  readonly domestic: boolean;
  /** Inclusive lower limit, km. */
  readonly fromKm: number;
  /** Exclusive upper limit, km (Infinity for the last). */
  readonly toKm: number;
}

/** Every band limit (km) any method uses, ascending. */
const BAND_LIMITS_KM = [1000, 3500, 3700] as const;

function bucketsOf(domestic: boolean): DistanceBucket[] {
  const limits = [0, ...BAND_LIMITS_KM, Infinity];
  return limits.slice(0, -1).map((fromKm, index) => ({
    id: `${domestic ? 'd' : 'i'}${index}`,
    domestic,
    fromKm,
    toKm: limits[index + 1] as number,
  }));
}

/** The eight buckets: domestic then international, each by distance. */
export const DISTANCE_BUCKETS: readonly DistanceBucket[] = [...bucketsOf(true), ...bucketsOf(false)];

/** The bucket of a segment. */
export function bucketOf(domestic: boolean, km: number): DistanceBucket {
  const found = DISTANCE_BUCKETS.find((b) => b.domestic === domestic && km >= b.fromKm && km < b.toKm);
  if (!found) throw new Error(`no distance bucket for ${km} km`);
  return found;
}

/** The haul band a method gives a segment (domestic or not, its great-circle km). */
export function haulBand(method: EmissionMethod, domestic: boolean, km: number): HaulBand {
  if (domestic && method.domesticBand) return method.domesticBand;
  const band = method.bands.find((b) => km < b.toKm);
  return (band ?? method.bands[method.bands.length - 1]!).band;
}

/** The haul band of a whole bucket (every segment in it gets the same band under any method). */
export function bucketBand(method: EmissionMethod, bucket: DistanceBucket): HaulBand {
  return haulBand(method, bucket.domestic, bucket.fromKm);
}
