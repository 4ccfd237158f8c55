import type { CubeCompactData, CubeFilter, CubeQuery } from '../cube/cube-query.js';
import { member, SEGMENTS_CUBE } from '../cube/cubes.js';
import {
  CARRIER_PNR_SUMMARY_FIELDS,
  CARRIER_PNR_SUMMARY_LIMIT,
  type CarrierAvailabilityRow,
} from './carrier-availability.js';

const TARGET_FARE: Readonly<Record<string, string>> = {
  USD: 'targetFareUsd',
  EUR: 'targetFareEur',
  GBP: 'targetFareGbp',
};

/** True when the segment cube has the target fare in `currency`; otherwise the default currency's is shown. */
export const hasTargetFareIn = (currency: string | null | undefined): boolean =>
  !!currency && Object.hasOwn(TARGET_FARE, currency);

/** The segment cube's target fare member in `currency`, or in the TMC's default currency. */
export function targetFareMember(currency: string | null | undefined): string {
  const name = currency && hasTargetFareIn(currency) ? TARGET_FARE[currency] : 'targetFareDefaultCurrency';
  return member(SEGMENTS_CUBE, name as string);
}

/**
 * The PNR summary query of carrier availability (docs/rules/air.md#carrier-availability): at most 50,000 segments created in
 * `range`, newest ticketing first, the target fare in `currency`, in Cube's compact format.
 */
export function carrierPnrSummaryQuery(
  range: readonly [string, string],
  currency: string | null | undefined,
  filters: CubeFilter[] = [],
): CubeQuery {
  const m = (name: string) => member(SEGMENTS_CUBE, name);
  return {
    dimensions: [...CARRIER_PNR_SUMMARY_FIELDS.map(m), targetFareMember(currency)],
    timeDimensions: [{ dimension: m('resultDateCreatedAt'), dateRange: [range[0], range[1]] }],
    filters,
    order: { [m('itinTicketedAt')]: 'desc' },
    limit: CARRIER_PNR_SUMMARY_LIMIT,
    responseFormat: 'compact',
  };
}

/**
 * The page's rows from a compact PNR summary answer: each field from its member's column, dates as
 * days (YYYY-MM-DD), numbers as numbers. Throws when the answer lacks a member the page shows.
 */
export function carrierAvailabilityRows(
  { members, dataset }: CubeCompactData,
  fareMember: string,
): CarrierAvailabilityRow[] {
  const at = (name: string) => {
    const index = members.indexOf(name);
    if (index < 0) throw new Error(`the PNR summary answer lacks ${name}`);
    return index;
  };
  type Field = (typeof CARRIER_PNR_SUMMARY_FIELDS)[number];
  const i = Object.fromEntries(
    CARRIER_PNR_SUMMARY_FIELDS.map((field) => [field, at(member(SEGMENTS_CUBE, field))]),
  ) as Record<Field, number>;
  const targetFare = at(fareMember);
  const text = (value: string | number | null | undefined) => (value == null ? '' : String(value));
  const day = (value: string | number | null | undefined) => text(value).slice(0, 10);
  // One object literal per row: 50,000 rows of one shape.
  return dataset.map((v) => ({
    recordLocator: text(v[i.recordLocator]),
    segmentIndex: Number(v[i.segmentIndex]),
    ticketingCountry: text(v[i.ticketingCountry]),
    itinIssuedAt: day(v[i.itinIssuedAt]),
    itinTicketedAt: day(v[i.itinTicketedAt]),
    departureTime: day(v[i.departureTime]),
    daysBeforeDeparture: Number(v[i.daysBeforeDeparture]),
    fareLetter: text(v[i.fareLetter]),
    preferedCarrierFareCombination: text(v[i.preferedCarrierFareCombination]),
    targetFare: Number(v[targetFare] ?? 0),
    fareBasisCode: text(v[i.fareBasisCode]),
    cityPair: text(v[i.cityPair]),
    preferredFareAvailabilityStatus: text(v[i.preferredFareAvailabilityStatus]),
  }));
}
