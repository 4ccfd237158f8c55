import {
  CABIN_CLASSES,
  DISTANCE_BUCKETS,
  HAUL_BANDS,
  airFactor,
  bucketBand,
  emissionMethod,
  hotelFactor,
  type CabinClass,
  type EmissionMethod,
  type HaulBand,
} from '@tripsight/core/emissions';
import { badRequest } from '../../errors.js';
import { bucketColumn } from '../../dataset/air-emissions.js';

/*
 * The SQL of the emission figures: a method's factors written into the statement as numbers (they
 * come from core's tables, never from the caller), over the km per distance bucket that
 * `air_emission_rows` keeps per PNR.
 */

/** The method a call asked for (the first when none); an id nobody publishes is a 400 naming `method`. */
export function methodOf(id: string | undefined): EmissionMethod {
  try {
    return emissionMethod(id);
  } catch {
    throw badRequest('method', `must be one of the published methods, got "${id}"`);
  }
}

const number = (value: number) => {
  if (!Number.isFinite(value)) throw new Error(`not a factor: ${value}`);
  return String(value);
};

/** The factor of a band as SQL over the cabin column (`cabin` overrides it: economy for an alternative). */
function cabinFactor(
  method: EmissionMethod,
  band: HaulBand,
  cabinColumn: string,
  cabin?: CabinClass,
): string {
  if (cabin) return number(airFactor(method, band, cabin));
  const factors = CABIN_CLASSES.map((c) => airFactor(method, band, c));
  // One factor for every cabin (a band without a cabin split) is a number: a shorter statement
  // plans faster.
  if (factors.every((factor) => factor === factors[0])) return number(factors[0]!);
  const cases = CABIN_CLASSES.map((c, i) => `WHEN '${c}' THEN ${number(factors[i]!)}`).join(' ');
  return `CASE ${cabinColumn} ${cases} END`;
}

/** The buckets a method gives `band` (all when omitted). */
const bucketsOf = (method: EmissionMethod, band?: HaulBand) =>
  DISTANCE_BUCKETS.filter((bucket) => !band || bucketBand(method, bucket) === band);

/**
 * The kg CO2e of a PNR row: Σ km of a bucket × the factor of its band and the cabin, × the method's
 * distance uplift; only the buckets of `band` when given, at `cabin` instead of the booked one when
 * given.
 */
export function co2eSql(
  method: EmissionMethod,
  options: { alias?: string; band?: HaulBand; cabin?: CabinClass } = {},
): string {
  const column = (name: string) => (options.alias ? `${options.alias}.${name}` : name);
  const terms = bucketsOf(method, options.band).map(
    (bucket) =>
      `${column(bucketColumn(bucket.id))} * ${cabinFactor(method, bucketBand(method, bucket), column('cabin_class'), options.cabin)}`,
  );
  return terms.length === 0 ? '0' : `((${terms.join(' + ')}) * ${number(method.distanceUplift)})`;
}

/** The haul bands a method uses, in HAUL_BANDS order. */
export function methodBands(method: EmissionMethod): HaulBand[] {
  return HAUL_BANDS.filter((band) => bucketsOf(method, band).length > 0);
}

/**
 * The kg CO2e of a non-stop between the row's origin and destination in its cabin (a return flies it
 * twice): `direct_km` banded like a segment.
 */
export function directCo2eSql(method: EmissionMethod, alias: string): string {
  const c = (name: string) => `${alias}.${name}`;
  const factor = (band: HaulBand) => cabinFactor(method, band, c('cabin_class'));
  const whens = [
    ...(method.domesticBand ? [`WHEN ${c('direct_domestic')} THEN ${factor(method.domesticBand)}`] : []),
    ...method.bands
      .slice(0, -1)
      .map((b) => `WHEN ${c('direct_km')} < ${number(b.toKm)} THEN ${factor(b.band)}`),
  ];
  const last = method.bands[method.bands.length - 1]!.band;
  const trips = `(CASE WHEN ${c('is_return')} THEN 2 ELSE 1 END)`;
  return `(${c('direct_km')} * ${trips} * (CASE ${whens.join(' ')} ELSE ${factor(last)} END) * ${number(method.distanceUplift)})`;
}

/** kg CO2e per room night of the country column, with the method's fallback for the others. */
export function nightFactorSql(method: EmissionMethod, countryCodeColumn: string): string {
  const cases = Object.keys(method.hotel)
    .filter((code) => /^[A-Z]{2}$/.test(code))
    .map((code) => `WHEN '${code}' THEN ${number(hotelFactor(method, code))}`)
    .join(' ');
  return `(CASE ${countryCodeColumn} ${cases} ELSE ${number(method.hotelFallback.factor)} END)`;
}

/** kg rounded to the gram, as a JS number. */
export const kg = (round: (expression: string, digits: number) => string, expression: string) =>
  `${round(`coalesce(${expression}, 0)`, 3)}::DOUBLE`;
