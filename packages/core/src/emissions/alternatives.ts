import type { AlternativeKind } from '../views/emissions.js';
import { haulBand } from './bands.js';
import { airFactor, bucketsCo2e } from './co2e.js';
import type { CabinClass, EmissionMethod } from './methods.js';

/**
 * The block time of a flight in the dataset: 30 minutes on the ground plus the great-circle distance
 * at 800 km/h. A leg "under 4 hours" is one shorter than `legKmUnder(4)` = 2,800 km.
 */
const GROUND_MINUTES = 30;
const CRUISE_KMH = 800;

/** The longest great-circle leg (km) whose block time stays under `hours`. */
export function legKmUnder(hours: number): number {
  return ((hours * 60 - GROUND_MINUTES) / 60) * CRUISE_KMH;
}

/** The simulator's switch: business-class PNRs whose every leg is under this many hours, flown in economy. */
export const SHORT_BUSINESS_HOURS = 4;

/** What an alternative saved over the PNRs it applies to, and its fare difference (negative: cheaper). */
export interface AlternativeFigures {
  pnrs: number;
  co2eKgSaved: number;
  fareDifference: number;
}

/**
 * "If X % of them had taken the alternative": the share of the PNRs, kg CO2e and money saved (the
 * fare difference turned into a saving: positive when the alternative is cheaper). X is clamped to
 * 0-100; PNRs round to whole ones.
 */
export function simulateShare(
  figures: AlternativeFigures,
  percent: number,
): { pnrs: number; co2eKgSaved: number; moneySaved: number } {
  const share = Math.min(100, Math.max(0, percent)) / 100;
  return {
    pnrs: Math.round(figures.pnrs * share),
    co2eKgSaved: figures.co2eKgSaved * share,
    moneySaved: -figures.fareDifference * share,
  };
}

/**
 * The PNRs of one route and trip variant (and breakdown value) in a range: how many, the fares paid
 * (in the answer's currency) and the km flown per distance bucket, with what the alternatives need
 * to know of the route and the variant.
 */
export interface RouteTrips {
  /** The breakdown value (client or route); none when the alternatives are by kind only. */
  group?: string;
  route: string;
  cabin: CabinClass;
  isReturn: boolean;
  hasConnection: boolean;
  /** Every leg under `SHORT_BUSINESS_HOURS`. */
  shortLegs: boolean;
  /** Great-circle km of a non-stop between the route's airports, and whether it is domestic. */
  directKm: number;
  directDomestic: boolean;
  pnrs: number;
  fares: number;
  /** km flown per distance bucket id. */
  km: Readonly<Record<string, number>>;
}

const key = (...parts: (string | boolean)[]) => parts.join('\u0000');

/** Money rounded to the cent, half away from zero, after a rounding to 1/100 of a cent (sums differ by order). */
function cents(value: number): number {
  const steady = Math.round(Math.abs(value) * 10_000) / 10_000;
  return (Math.sign(value) * Math.round(steady * 100)) / 100 || 0;
}

/** The average fare per PNR of the trips matching `keep`, by `keyOf`. */
function averageFares(
  trips: readonly RouteTrips[],
  keep: (trip: RouteTrips) => boolean,
  keyOf: (trip: RouteTrips) => string,
): Map<string, number> {
  const sums = new Map<string, { fares: number; pnrs: number }>();
  for (const trip of trips.filter(keep)) {
    const sum = sums.get(keyOf(trip)) ?? { fares: 0, pnrs: 0 };
    sums.set(keyOf(trip), { fares: sum.fares + trip.fares, pnrs: sum.pnrs + trip.pnrs });
  }
  return new Map([...sums].map(([name, sum]) => [name, sum.fares / sum.pnrs]));
}

/**
 * What would have emitted less, from the trips of a range (docs/rules/service.md#emissions):
 * economy instead of a higher cabin on the same route; business-class trips whose every leg is short
 * in economy; a non-stop instead of a connection where trips of the range flew one non-stop in the
 * same cabin. The fare difference is the alternative's average fare on the same route and direction
 * (and cabin, for a non-stop) in the range, minus the fare paid; a trip whose route has no such fare
 * is left out. Rows by kind (and breakdown value), kg to the gram, money to the cent; the kinds in
 * name order, the most CO2e saved first.
 */
export function emissionAlternatives(method: EmissionMethod, trips: readonly RouteTrips[]): AlternativeSum[] {
  const economyFare = averageFares(
    trips,
    (trip) => trip.cabin === 'Economy',
    (trip) => key(trip.route, trip.isReturn),
  );
  const directFare = averageFares(
    trips,
    (trip) => !trip.hasConnection,
    (trip) => key(trip.route, trip.cabin, trip.isReturn),
  );
  const sums = new Map<
    string,
    { kind: AlternativeKind; group?: string } & Record<'pnrs' | 'saved' | 'fare', number>
  >();
  const add = (kind: AlternativeKind, trip: RouteTrips, saved: number, fare: number) => {
    const name = key(kind, trip.group ?? '');
    const sum = sums.get(name) ?? { kind, group: trip.group, pnrs: 0, saved: 0, fare: 0 };
    sums.set(name, {
      ...sum,
      pnrs: sum.pnrs + trip.pnrs,
      saved: sum.saved + saved,
      fare: sum.fare + fare * trip.pnrs - trip.fares,
    });
  };
  for (const trip of trips) {
    const kmIn = (id: string) => trip.km[id] ?? 0;
    const actual = bucketsCo2e(method, trip.cabin, kmIn);
    const economy = economyFare.get(key(trip.route, trip.isReturn));
    if (trip.cabin !== 'Economy' && economy !== undefined) {
      const saved = actual - bucketsCo2e(method, 'Economy', kmIn);
      add('lowerCabin', trip, saved, economy);
      if (trip.cabin === 'Business' && trip.shortLegs) add('businessUnder4h', trip, saved, economy);
    }
    const direct = directFare.get(key(trip.route, trip.cabin, trip.isReturn));
    if (trip.hasConnection && direct !== undefined) {
      const band = haulBand(method, trip.directDomestic, trip.directKm);
      const oneNonStop =
        trip.directKm * (trip.isReturn ? 2 : 1) * airFactor(method, band, trip.cabin) * method.distanceUplift;
      add('nonStop', trip, actual - trip.pnrs * oneNonStop, direct);
    }
  }
  return [...sums.values()]
    .map(({ kind, group, pnrs, saved, fare }) => ({
      kind,
      ...(group === undefined ? {} : { group }),
      pnrs,
      co2eKgSaved: Math.round(saved * 1000) / 1000,
      fareDifference: cents(fare),
    }))
    .sort(
      (a, b) =>
        (a.kind < b.kind ? -1 : a.kind > b.kind ? 1 : 0) ||
        b.co2eKgSaved - a.co2eKgSaved ||
        ((a.group ?? '') < (b.group ?? '') ? -1 : (a.group ?? '') > (b.group ?? '') ? 1 : 0),
    );
}

/** One row of the alternatives: a kind (and breakdown value) and what it would have saved. */
export interface AlternativeSum extends AlternativeFigures {
  kind: AlternativeKind;
  group?: string;
}
