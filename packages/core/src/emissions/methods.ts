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
 * UK government (DESNZ) greenhouse gas reporting conversion factors, business travel – air, with the
 * radiative forcing uplift, factor year 2024: the figures of the 2024 workbook's "Business travel –
 * air" table as quoted by globalcalcs.com ("Flight CO₂ Footprint Calculator (DEFRA 2024 factors)"):
 * domestic 0.24587, short-haul economy 0.15102, long-haul economy 0.14981, long-haul business
 * 0.43442, long-haul first 0.59922 kg CO2e per passenger-km. The publication's factors include its
 * 8 % distance uplift (the 2025 flat file says "8% distance uplift applied"), so they multiply the
 * great-circle distance. Bands: a flight within one country is domestic; others are short-haul
 * under 3,700 km and long-haul from 3,700 km (the publication's to/from-UK bands, applied to every
 * international flight).
 *
 * Hotel stay, kg CO2e per room night: United Kingdom 10.4, United States 20.9, Sweden 4.9, United
 * Arab Emirates 63.6, as emissions.dev lists them from the 2025 conversion factors (the workbook's
 * hotel table itself could not be read); other countries take the United Kingdom figure.
 */
export const DESNZ_2024_RF: EmissionMethod = {
  id: 'desnz-2024-rf',
  name: 'UK government conversion factors 2024, with radiative forcing',
  source:
    'DESNZ, Greenhouse gas reporting: conversion factors 2024, business travel – air (with RF); hotel stay: conversion factors 2025',
  factorYear: 2024,
  radiativeForcing: true,
  distanceUplift: 1,
  upliftNote: 'The 8 % distance uplift is inside the published factors; they apply to great-circle km.',
  domesticBand: 'Domestic',
  bands: [
    { band: 'Short-haul', toKm: 3700 },
    { band: 'Long-haul', toKm: Infinity },
  ],
  air: {
    Domestic: { Economy: 0.24587 },
    'Short-haul': { Economy: 0.15102 },
    'Long-haul': { Economy: 0.14981, Business: 0.43442, First: 0.59922 },
  },
  hotel: { GB: 10.4, US: 20.9, SE: 4.9, AE: 63.6 },
  hotelFallback: { factor: 10.4, note: 'countries without a figure take the United Kingdom factor (10.4)' },
  airFallbackNote:
    'a cabin without a published factor takes the nearest lower cabin of the band (domestic: one factor for every cabin; short-haul premium economy, business and first: the economy factor; long-haul premium economy: the economy factor)',
  tables: [
    { table: 'air', source: 'DESNZ conversion factors 2024, business travel – air, with RF', year: 2024 },
    { table: 'hotel', source: 'DESNZ conversion factors 2025, hotel stay', year: 2025 },
  ],
};

/**
 * ADEME Base Carbone (France), passenger air travel without radiative forcing, factor year 2021, as
 * the CompteCO2 "Flight Emissions" documentation quotes it: short-haul 0.141, medium-haul 0.102,
 * long-haul 0.083 kg CO2e per passenger-km, every cabin alike (the base gives no cabin split), on
 * the great-circle distance. Bands: short-haul under 1,000 km, medium-haul up to 3,500 km, long-haul
 * beyond, whatever the countries.
 *
 * Hotel nights: the Travel & Climate calculator's kg CO2e per guest night from the Cornell Hotel
 * Sustainability Benchmarking index: France 4.7, Spain 29, United Kingdom 9.3, Germany 11, Austria
 * 9.3, Turkey 23, United States 13, Sweden, Norway, Denmark and Finland 6.8, rest of the EU 13;
 * every other country takes the rest-of-the-EU figure.
 */
export const ADEME_2021: EmissionMethod = {
  id: 'ademe-2021',
  name: 'ADEME Base Carbone 2021, without radiative forcing',
  source:
    'ADEME Base Carbone 2021, passenger air travel (without RF); hotel nights: Travel & Climate, Cornell Hotel Sustainability Benchmarking index',
  factorYear: 2021,
  radiativeForcing: false,
  distanceUplift: 1,
  upliftNote: 'Factors apply to the great-circle distance as published; no uplift is added.',
  bands: [
    { band: 'Short-haul', toKm: 1000 },
    { band: 'Medium-haul', toKm: 3500 },
    { band: 'Long-haul', toKm: Infinity },
  ],
  air: {
    'Short-haul': { Economy: 0.141 },
    'Medium-haul': { Economy: 0.102 },
    'Long-haul': { Economy: 0.083 },
  },
  hotel: {
    FR: 4.7,
    ES: 29,
    GB: 9.3,
    DE: 11,
    AT: 9.3,
    TR: 23,
    US: 13,
    SE: 6.8,
    NO: 6.8,
    DK: 6.8,
    FI: 6.8,
  },
  hotelFallback: { factor: 13, note: 'countries without a figure take the rest-of-the-EU factor (13)' },
  airFallbackNote: 'the base gives one factor per band: every cabin takes it',
  tables: [
    { table: 'air', source: 'ADEME Base Carbone, passenger air travel, without RF', year: 2021 },
    {
      table: 'hotel',
      source: 'Travel & Climate, accommodation (Cornell Hotel Sustainability Benchmarking index)',
      year: 2021,
    },
  ],
};

/** The methods, the default first. */
export const EMISSION_METHODS: readonly EmissionMethod[] = [DESNZ_2024_RF, ADEME_2021];

export { EMISSION_METHOD_IDS, type EmissionMethodId } from '../model/emission-methods.js';

/** The method of an id (the default when none is given). */
export function emissionMethod(id?: string): EmissionMethod {
  if (id === undefined) return EMISSION_METHODS[0]!;
  const found = EMISSION_METHODS.find((method) => method.id === id);
  if (!found) throw new Error(`unknown emission method "${id}"`);
  return found;
}

/** What every answer says of its method (`annotation.method`). */
export function methodStamp(method: EmissionMethod): { id: string; source: string; factorYear: number } {
  return { id: method.id, source: method.source, factorYear: method.factorYear };
}
