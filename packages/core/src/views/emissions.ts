import { EMISSION_METHOD_IDS } from '../model/emission-methods.js';
import { defineView } from './define-view.js';
import { param } from './param.js';

/** `GET /api/emissions/methods`: the published methods the emissions views compute with. */
export const EMISSION_METHODS_PATH = '/api/emissions/methods';

/** One method of `/api/emissions/methods`. */
export interface EmissionMethodRow {
  id: string;
  name: string;
  source: string;
  factorYear: number;
  radiativeForcing: boolean;
}

/** What every emissions answer says of its method (`annotation.method`). */
export interface EmissionMethodStamp {
  id: string;
  source: string;
  factorYear: number;
}

/** The `method` parameter of every emissions view (the first method when omitted). */
export const EMISSIONS_PARAMS = { method: param.oneOf(EMISSION_METHOD_IDS) };

const AIR = '/api/views/air/emissions';

/** CO2e, PNRs and great-circle km of a group of PNRs (segments for the haul bands). */
export interface EmissionFigures {
  co2eKg: number;
  pnrs: number;
  distanceKm: number;
}

/** `/air/emissions/overview`: totals, intensity, and the CO2e by month, cabin and haul band. */
export interface AirEmissionsOverview {
  summary: EmissionFigures & { co2eKgPerPnr: number; co2eGramsPerKm: number };
  /** Per month of ticketing (`month` is its first day, YYYY-MM-DD). */
  byMonth: (EmissionFigures & { month: string })[];
  byCabin: (EmissionFigures & { cabinClass: string })[];
  /** Per haul band of the method, over segments: `pnrs` counts the PNRs with a segment in the band. */
  byHaul: (EmissionFigures & { haul: string })[];
}

export const airEmissionsOverviewView = defineView<AirEmissionsOverview>()({
  path: `${AIR}/overview`,
  product: 'air',
  params: EMISSIONS_PARAMS,
});

export const airEmissionsByRouteView = defineView<(EmissionFigures & { route: string })[]>()({
  path: `${AIR}/byRoute`,
  product: 'air',
  params: EMISSIONS_PARAMS,
});

export const airEmissionsByCarrierView = defineView<(EmissionFigures & { carrier: string })[]>()({
  path: `${AIR}/byCarrier`,
  product: 'air',
  params: EMISSIONS_PARAMS,
});

export const airEmissionsByClientView = defineView<(EmissionFigures & { client: string })[]>()({
  path: `${AIR}/byClient`,
  product: 'air',
  params: EMISSIONS_PARAMS,
});

/**
 * The kinds of alternative: economy instead of a higher cabin on the same route (`lowerCabin`);
 * business-class PNRs whose every leg is under 4 hours flown in economy (`businessUnder4h`, the
 * simulator's base); a non-stop instead of a connection where a non-stop flies (`nonStop`).
 */
export const ALTERNATIVE_KINDS = ['lowerCabin', 'businessUnder4h', 'nonStop'] as const;
export type AlternativeKind = (typeof ALTERNATIVE_KINDS)[number];

/** How `/alternatives` groups: by kind only, or by kind and client or route. */
export const ALTERNATIVE_BREAKDOWNS = ['kind', 'client', 'route'] as const;

/**
 * A row of `/alternatives`: the PNRs an alternative applies to, the kg CO2e it would have saved, and
 * `fareDifference`: what the alternative would have cost minus what was paid (negative: it saves
 * money), from the average fare of the alternative on the same route in the range.
 */
export interface EmissionAlternativeRow {
  kind: AlternativeKind;
  /** With `breakdown=client`. */
  client?: string;
  /** With `breakdown=route`. */
  route?: string;
  pnrs: number;
  co2eKgSaved: number;
  fareDifference: number;
}

export const airEmissionsAlternativesView = defineView<EmissionAlternativeRow[]>()({
  path: `${AIR}/alternatives`,
  product: 'air',
  params: { ...EMISSIONS_PARAMS, breakdown: param.oneOf(ALTERNATIVE_BREAKDOWNS) },
});

/** `/hotel/emissions/overview`: the CO2e of the hotel nights, by country of stay and month. */
export interface HotelEmissionsOverview {
  summary: { co2eKg: number; nights: number; co2eKgPerNight: number };
  byCountry: { country: string; countryCode: string; co2eKg: number; nights: number }[];
  byMonth: { month: string; co2eKg: number; nights: number }[];
}

export const hotelEmissionsOverviewView = defineView<HotelEmissionsOverview>()({
  path: '/api/views/hotel/emissions/overview',
  product: 'hotel',
  params: EMISSIONS_PARAMS,
});

/** A client's yearly reduction target: `reductionPercent` below its `baselineYear` emissions in `targetYear`. */
export interface EmissionTarget {
  client: string;
  targetYear: number;
  baselineYear: number;
  reductionPercent: number;
}

/** A stored target: who set it and when (UTC `YYYY-MM-DDTHH:mm:ssZ`). */
export interface StoredEmissionTarget extends EmissionTarget {
  updatedBy: string;
  updatedAt: string;
}

/**
 * `GET /api/emissions/targets` (`?client=` one client's) → `{ data: StoredEmissionTarget[] }`, the
 * caller's TMC's; `PUT` with an `EmissionTarget` body sets one (a client and target year hold one).
 */
export const EMISSION_TARGETS_PATH = '/api/emissions/targets';

/** A month of the target line: the chosen clients' target in kg CO2e, or null (see `targetLine`). */
export interface EmissionTargetMonth {
  month: string;
  targetKg: number | null;
}

/**
 * `/air/emissions/targetLine`: the reduction target of the clients chosen in the Client filter, per
 * month of the range, under the method; read from the operations store on every call (never cached).
 */
export const airEmissionsTargetLineView = defineView<EmissionTargetMonth[]>()({
  path: `${AIR}/targetLine`,
  product: 'air',
  params: EMISSIONS_PARAMS,
});
