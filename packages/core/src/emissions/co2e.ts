import { DISTANCE_BUCKETS, bucketBand, haulBand } from './bands.js';
import { greatCircleKm, type Coordinates } from './distance.js';
import { CABIN_CLASSES, type CabinClass, type EmissionMethod, type HaulBand } from './methods.js';

/**
 * The factor (kg CO2e per passenger-km) of a band and cabin: the published one, else the nearest
 * lower cabin's of the band (the method's declared fallback).
 */
export function airFactor(method: EmissionMethod, band: HaulBand, cabin: CabinClass): number {
  const table = method.air[band];
  if (!table) throw new Error(`method ${method.id} has no factors for ${band}`);
  for (let index = CABIN_CLASSES.indexOf(cabin); index >= 0; index -= 1) {
    const factor = table[CABIN_CLASSES[index]!];
    if (factor !== undefined) return factor;
  }
  throw new Error(`method ${method.id} has no ${band} factor at or below ${cabin}`);
}

/** A flight segment: its airports' places and countries, and the cabin flown. */
export interface Segment {
  from: Coordinates & { country: string };
  to: Coordinates & { country: string };
  cabin: CabinClass;
}

/** A segment's great-circle km, band and kg CO2e under a method. */
export function segmentEmissions(
  method: EmissionMethod,
  segment: Segment,
): { distanceKm: number; band: HaulBand; co2eKg: number } {
  const distanceKm = greatCircleKm(segment.from, segment.to);
  const band = haulBand(method, segment.from.country === segment.to.country, distanceKm);
  const co2eKg = distanceKm * method.distanceUplift * airFactor(method, band, segment.cabin);
  return { distanceKm, band, co2eKg };
}

/** kg CO2e per room night in a country under a method (its fallback where the table has none). */
export function hotelFactor(method: EmissionMethod, countryCode: string): number {
  return method.hotel[countryCode] ?? method.hotelFallback.factor;
}

/** kg CO2e of a stay: its nights times the country's factor. */
export function stayEmissions(method: EmissionMethod, countryCode: string, nights: number): number {
  return nights * hotelFactor(method, countryCode);
}

/**
 * The kg CO2e of km flown per distance bucket in one cabin, a PNR's or a group's summed km: Σ km of a
 * bucket × the factor of its band in the cabin, × the method's distance uplift; only `band`'s
 * buckets when given. CO2e is linear in the km, so a group's is the sum of its PNRs'.
 *
 * @example bucketsCo2e(DESNZ_2024_RF, 'Economy', (id) => (id === 'i3' ? 1000 : 0)) // 200.11
 */
export function bucketsCo2e(
  method: EmissionMethod,
  cabin: CabinClass,
  kmIn: (bucketId: string) => number,
  band?: HaulBand,
): number {
  let sum = 0;
  for (const bucket of DISTANCE_BUCKETS) {
    const bucketsBand = bucketBand(method, bucket);
    if (band && bucketsBand !== band) continue;
    sum += kmIn(bucket.id) * airFactor(method, bucketsBand, cabin);
  }
  return sum * method.distanceUplift;
}
