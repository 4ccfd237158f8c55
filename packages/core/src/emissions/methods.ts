import type { EmissionMethodId } from '../model/emission-methods.js';

/**
 * The published emission methods: per method, its air factors (kg CO2e per passenger-km by haul band
 * and cabin) and hotel factors (kg CO2e per room night by country), each table with its source and
 * year. Only figures read in a publication (or a page quoting it, named below) are listed; where a
 * table has no figure, the method's declared fallback applies (`airFactor`, `hotelFactor`).
 */

/** The cabins of the dataset, lowest first. */
export const CABIN_CLASSES = ['Economy', 'Premium Economy', 'Business', 'First'] as const;
export type CabinClass = (typeof CABIN_CLASSES)[number];

/** The haul bands the methods name. */
export const HAUL_BANDS = ['Domestic', 'Short-haul', 'Medium-haul', 'Long-haul'] as const;
export type HaulBand = (typeof HAUL_BANDS)[number];

/** One factor table of a method and where its figures come from. */
interface FactorTable {
  readonly table: 'air' | 'hotel';
  readonly source: string;
  readonly year: number;
}

export interface EmissionMethod {
  readonly id: EmissionMethodId;
  readonly name: string;
  /** The publication of the air factors (and, after a semicolon, of the hotel factors). */
  readonly source: string;
  readonly factorYear: number;
  readonly radiativeForcing: boolean;
  /**
   * The multiplier on the great-circle distance: 1 when the publication's factors already hold its
   * uplift for indirect routing and holding patterns.
   */
  readonly distanceUplift: number;
  readonly upliftNote: string;
  /** The band of a domestic flight whatever its length (none: domestic flights are banded by distance). */
  readonly domesticBand?: HaulBand;
  /** Distance bands of the other flights, by exclusive upper limit (km), ascending. */
  readonly bands: readonly { band: HaulBand; toKm: number }[];
  /** kg CO2e per passenger-km by band and cabin, as published. */
  readonly air: Readonly<Partial<Record<HaulBand, Readonly<Partial<Record<CabinClass, number>>>>>>;
  /** kg CO2e per room night by ISO country code, as published. */
  readonly hotel: Readonly<Record<string, number>>;
  /** The factor of a country the hotel table does not list, and what it is. */
  readonly hotelFallback: { readonly factor: number; readonly note: string };
  readonly airFallbackNote: string;
  readonly tables: readonly FactorTable[];
}

/**
 * UK government (DESNZ) greenhouse gas reporting conversion factors 2024, business travel – air,
 * with the radiative forcing uplift, kg CO2e per passenger-km, read from the 2024 flat file
 * ("Business travel- air" › Flights, column "With RF"; row ids 21_316_3160_11_1 to
 * 21_316_3176_11_1), as reproduced row by row in two independent public copies of the flat file:
 * domestic (average passenger, the only domestic row) 0.27257; short-haul economy 0.18287, business
 * 0.27430; long-haul economy 0.20011, premium economy 0.32015, business 0.58028, first 0.80040. The
 * publication has no short-haul premium economy or first row. Its factors include its distance
 * uplift for indirect routing, so they multiply the great-circle distance. Bands: a flight within
 * one country is domestic; others are short-haul under 3,700 km and long-haul from 3,700 km (the
 * publication's to/from-UK bands, applied to every international flight).
 *
 * Hotel stay, kg CO2e per room per night, the same 2024 flat file ("Hotel stay", row ids
 * 29_600_4000_13_1 to 29_600_4054_13_1; the figures are unchanged from 2023 to 2025): every country
 * the table gives a figure for. The table lists some countries with no figure and publishes no
 * world average; those countries take the United Kingdom figure, a choice of this product.
 */
export const DESNZ_2024_RF: EmissionMethod = {
  id: 'desnz-2024-rf',
  name: 'UK government conversion factors 2024, with radiative forcing',
  source:
    'DESNZ, Greenhouse gas reporting: conversion factors 2024, business travel – air (with RF) and hotel stay',
  factorYear: 2024,
  radiativeForcing: true,
  distanceUplift: 1,
  upliftNote: 'The distance uplift is inside the published factors; they apply to great-circle km.',
  domesticBand: 'Domestic',
  bands: [
    { band: 'Short-haul', toKm: 3700 },
    { band: 'Long-haul', toKm: Infinity },
  ],
  air: {
    Domestic: { Economy: 0.27257 },
    'Short-haul': { Economy: 0.18287, Business: 0.2743 },
    'Long-haul': { Economy: 0.20011, 'Premium Economy': 0.32015, Business: 0.58028, First: 0.8004 },
  },
  hotel: {
    GB: 10.4,
    AU: 35,
    BE: 12.2,
    BR: 8.7,
    CA: 7.4,
    CL: 27.6,
    CN: 53.5,
    CO: 14.7,
    CR: 4.7,
    EG: 44.2,
    FR: 6.7,
    DE: 13.2,
    HK: 51.5,
    IN: 58.9,
    ID: 62.7,
    IT: 14.3,
    JP: 39,
    JO: 68.9,
    KR: 55.8,
    MY: 61.5,
    MV: 152.2,
    MX: 19.3,
    NL: 14.8,
    OM: 90.3,
    PH: 54.3,
    PT: 19,
    QA: 86.2,
    RU: 24.2,
    SA: 106.4,
    SG: 24.5,
    ZA: 51.4,
    ES: 7,
    CH: 6.6,
    TH: 43.4,
    TR: 32.1,
    AE: 63.8,
    US: 16.1,
    VN: 38.5,
  },
  hotelFallback: {
    factor: 10.4,
    note: 'countries the table gives no figure take the United Kingdom factor (10.4), a choice of this product: the publication has no world average',
  },
  airFallbackNote:
    'domestic flights take the one published domestic figure (average passenger) in every cabin; short-haul premium economy takes the economy factor and short-haul first the business factor (the publication has no such rows)',
  tables: [
    { table: 'air', source: 'DESNZ conversion factors 2024, business travel – air, with RF', year: 2024 },
    { table: 'hotel', source: 'DESNZ conversion factors 2024, hotel stay', year: 2024 },
  ],
};

/**
 * ADEME Base Carbone (France), passenger air travel without contrails (no radiative forcing), the
 * elements "Avion passagers – Court / Moyen / Long courrier, 2018", kg CO2e per passenger-km: 0.1412,
 * 0.1024, 0.083, as ADEME's own calculator project (impactco2, "Avion", combustion part) reproduces
 * them; every cabin alike (the base gives no cabin split), on the great-circle distance. Bands:
 * short-haul under 1,000 km, medium-haul up to 3,500 km, long-haul beyond, whatever the countries.
 *
 * The base publishes no hotel factor per country, so hotel nights take the DESNZ 2024 hotel stay
 * table (above), with its fallback.
 */
export const ADEME_2018: EmissionMethod = {
  id: 'ademe-2018',
  name: 'ADEME Base Carbone 2018, without contrails',
  source:
    'ADEME Base Carbone, passenger air travel 2018 (without contrails); hotel nights: DESNZ conversion factors 2024, hotel stay',
  factorYear: 2018,
  radiativeForcing: false,
  distanceUplift: 1,
  upliftNote: 'Factors apply to the great-circle distance as published; no uplift is added.',
  bands: [
    { band: 'Short-haul', toKm: 1000 },
    { band: 'Medium-haul', toKm: 3500 },
    { band: 'Long-haul', toKm: Infinity },
  ],
  air: {
    'Short-haul': { Economy: 0.1412 },
    'Medium-haul': { Economy: 0.1024 },
    'Long-haul': { Economy: 0.083 },
  },
  hotel: DESNZ_2024_RF.hotel,
  hotelFallback: DESNZ_2024_RF.hotelFallback,
  airFallbackNote: 'the base gives one factor per band: every cabin takes it',
  tables: [
    { table: 'air', source: 'ADEME Base Carbone, passenger air travel 2018, without contrails', year: 2018 },
    DESNZ_2024_RF.tables.find((table) => table.table === 'hotel')!,
  ],
};

/** The methods, the default first. */
export const EMISSION_METHODS: readonly EmissionMethod[] = [DESNZ_2024_RF, ADEME_2018];

export { EMISSION_METHOD_IDS, type EmissionMethodId } from '../model/emission-methods.js';

/** The method of an id (the default when none is given). */
export function emissionMethod(id?: string): EmissionMethod {
  if (id === undefined) return EMISSION_METHODS[0]!;
  const found = EMISSION_METHODS.find((method) => method.id === id);
  if (!found) throw new Error(`unknown emission method "${id}"`);
  return found;
}

/**
 * What every answer says of its method (`annotation.method`): the id, source and factor year of the
 * method, or with `table: 'hotel'`, of the hotel table the figures come from.
 */
export function methodStamp(
  method: EmissionMethod,
  table: 'air' | 'hotel' = 'air',
): { id: string; source: string; factorYear: number } {
  if (table === 'air') return { id: method.id, source: method.source, factorYear: method.factorYear };
  const hotel = method.tables.find((candidate) => candidate.table === 'hotel')!;
  return { id: method.id, source: hotel.source, factorYear: hotel.year };
}
