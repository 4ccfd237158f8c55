import type { HaulType } from './policy-constants.js';
import type { Cabin } from '../model/policy-choices.js';

/**
 * A corporate's cabin rule: by flight duration (the itinerary's longest segment) or by haul type.
 * Economy is always allowed.
 */
export type CabinRule =
  | {
      kind: 'duration';
      /** Premium Economy allowed when the longest segment lasts more than this many hours. */
      premiumEconomyAboveHours: number;
      /** Business allowed above this many hours (e.g. 6). */
      businessAboveHours: number;
      /** First allowed above this many hours; null: never. */
      firstAboveHours: number | null;
    }
  | {
      kind: 'haul';
      /** Haul types on which each cabin is allowed. */
      premiumEconomy: readonly HaulType[];
      business: readonly HaulType[];
      first: readonly HaulType[];
    };

/** A corporate's travel policy: its advance-purchase rule and its cabin rule. */
export interface TravelPolicy {
  /** Trips must be ticketed at least this many days before departure. */
  advancePurchaseDays: number;
  cabin: CabinRule;
}

/** What the cabin rule looks at in a trip. */
export interface CabinTrip {
  cabinClass: string;
  haulType: string;
  /** Hours of the longest segment. */
  longestSegment: number;
}

/**
 * Whether a trip's cabin is allowed by a cabin rule. Cabins the rule does not know are out of policy.
 * @example isCabinAllowed({ kind: 'duration', premiumEconomyAboveHours: 4, businessAboveHours: 6, firstAboveHours: null },
 *   { cabinClass: 'Business', haulType: 'Long', longestSegment: 7.5 }) // true
 */
export function isCabinAllowed(rule: CabinRule, trip: CabinTrip): boolean {
  const cabin = trip.cabinClass as Cabin;
  if (cabin === 'Economy') return true;
  if (rule.kind === 'duration') {
    const above = (hours: number | null) => hours !== null && trip.longestSegment > hours;
    if (cabin === 'Premium Economy') return above(rule.premiumEconomyAboveHours);
    if (cabin === 'Business') return above(rule.businessAboveHours);
    if (cabin === 'First') return above(rule.firstAboveHours);
    return false;
  }
  const on = (hauls: readonly HaulType[]) => hauls.includes(trip.haulType as HaulType);
  if (cabin === 'Premium Economy') return on(rule.premiumEconomy);
  if (cabin === 'Business') return on(rule.business);
  if (cabin === 'First') return on(rule.first);
  return false;
}

/**
 * The rule in words, for a travel manager.
 * @example describeCabinRule({ kind: 'duration', premiumEconomyAboveHours: 4, businessAboveHours: 6, firstAboveHours: null })
 * // 'Premium Economy above 4 h, Business above 6 h, First never'
 */
export function describeCabinRule(rule: CabinRule): string {
  if (rule.kind === 'duration') {
    const first = rule.firstAboveHours === null ? 'First never' : `First above ${rule.firstAboveHours} h`;
    return `Premium Economy above ${rule.premiumEconomyAboveHours} h, Business above ${rule.businessAboveHours} h, ${first}`;
  }
  const hauls = (list: readonly HaulType[]) =>
    list.length === 0 ? 'never' : `on ${list.join(' and ')} haul`;
  return `Premium Economy ${hauls(rule.premiumEconomy)}, Business ${hauls(rule.business)}, First ${hauls(rule.first)}`;
}
