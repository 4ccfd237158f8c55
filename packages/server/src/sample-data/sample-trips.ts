import {
  daysInAdvance,
  isAdvanceCompliant,
  isCabinAllowed,
  type AdvanceTrip,
  type HaulType,
  type PocType,
} from '@tripsight/core/policy';
import { CARRIERS } from '../dataset/air.js';
import { COUNTRIES, type Country } from '../dataset/geography.js';
import { flightMinutes } from '../dataset/policy-airports.js';
import { POLICY_PATTERNS } from '../dataset/policy.js';

/** A trip of a sample: what the compliance pages, the simulator and the negotiated-fares figures read. */
export interface SampleTrip extends AdvanceTrip {
  recordLocator: string;
  /** YYYY-MM-DD. */
  ticketingDate: string;
  departureDate: string;
  ticketingCountry: string;
  originAirport: string;
  originCity: string;
  mainDestinationAirport: string;
  destinationCity: string;
  /** Hours of the longest segment. */
  longestSegment: number;
  advancePurchaseDays: number;
  isAdvanceCompliant: boolean;
  isCabinCompliant: boolean;
  carrierCode: string;
  carrierName: string;
  /** A PRNG draw per trip for the negotiated-fare flags (stable with the sample). */
  draw: number;
}

/** The prospect a sample is made for, and the window its trips fall in. */
export interface SampleProfile {
  /** The prospect's name (its divisions are the sample's clients). */
  prospect: string;
  trips: number;
  startDate: string;
  endDate: string;
}

/** The demo company's window: January to the fixed July 2019 end of the mocked dates (docs/rules/shell.md#demo-dates). */
const DEMO_WINDOW = { startDate: '2019-01-01', endDate: '2019-07-31' };

/**
 * The profile of a sample: the demo company in its mocked 2019 window, or a POC prospect named after
 * the source file ('https://files.example/poc/acme-travel.csv' gives 'Acme Travel') over the last
 * year up to yesterday.
 */
export function sampleProfile(pocType: PocType, sourceUrl: string, today = new Date()): SampleProfile {
  if (pocType === 'demo') return { prospect: 'Demo Company', trips: 2400, ...DEMO_WINDOW };
  const file = sourceUrl.split(/[/?#]/).filter(Boolean).pop() ?? '';
  const words = file
    .replace(/\.[a-z0-9]+$/i, '')
    .split(/[^a-zA-Z0-9]+/)
    .filter((w) => w.length > 0 && !/^(poc|sample|data|export|bookings?)$/i.test(w));
  const prospect =
    words.length > 0 ? words.map((w) => w[0]!.toUpperCase() + w.slice(1)).join(' ') : 'Prospect';
  const end = new Date(today.getTime() - 864e5);
  const start = new Date(end.getTime() - 364 * 864e5);
  const iso = (d: Date) => d.toISOString().slice(0, 10);
  return { prospect, trips: 1800, startDate: iso(start), endDate: iso(end) };
}

/** A seeded generator (mulberry32 over an FNV-1a hash of the seed text): the same sample every time. */
function seededRandom(seed: string): () => number {
  let h = 2166136261;
  for (let i = 0; i < seed.length; i += 1) {
    h ^= seed.charCodeAt(i);
    h = Math.imul(h, 16777619);
  }
  let state = h >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const LOCATOR_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
const DIVISIONS = ['Americas', 'EMEA', 'APAC'];
/** Where a prospect's travellers book from, most first. */
const HOME_COUNTRIES = ['US', 'GB', 'DE', 'FR', 'SG', 'CA', 'NL', 'AU', 'IN', 'ES', 'JP', 'BR'];

const pick = <T>(list: readonly T[], u: number): T =>
  list[Math.min(list.length - 1, Math.floor(u * list.length))] as T;

/** The same booking window and fare curve as the air dataset (dataset/air.ts). */
function daysOut(u: number, v: number): number {
  if (u < 0.14) return Math.floor(7 * v);
  if (u < 0.42) return 7 + Math.floor(15 * v);
  return 22 + Math.floor(310 * v ** 2.4);
}

function fareFactor(days: number): number {
  if (days < 7) return 1.22;
  if (days < 14) return 1.08;
  if (days <= 21) return 0.97;
  return 0.84;
}

function cabinFor(haul: HaulType, u: number): string {
  if (haul === 'Long')
    return u < 0.55 ? 'Economy' : u < 0.7 ? 'Premium Economy' : u < 0.97 ? 'Business' : 'First';
  if (haul === 'Medium') return u < 0.8 ? 'Economy' : u < 0.88 ? 'Premium Economy' : 'Business';
  return u < 0.9 ? 'Economy' : 'Business';
}

const CABIN_FACTOR: Record<string, number> = {
  Economy: 1,
  'Premium Economy': 1.7,
  Business: 3.6,
  First: 6.2,
};

/**
 * The trips of a sample, newest ticketing first: the prospect's three divisions book through a few
 * PCCs from their home countries, with the dataset's booking window, cabin mix and fare curve, each
 * division under one of the dataset's travel policies.
 */
export function sampleTrips(pocType: PocType, sourceUrl: string, today?: Date): SampleTrip[] {
  const profile = sampleProfile(pocType, sourceUrl, today);
  const random = seededRandom(`${pocType}|${sourceUrl}`);
  const countries = HOME_COUNTRIES.map((code) => COUNTRIES.find((c) => c.code === code) as Country);
  const airports = COUNTRIES.flatMap((c) => c.airports.map(([code, city]) => ({ code, city, country: c })));
  const first = Date.parse(`${profile.startDate}T00:00:00Z`);
  const span = Math.round((Date.parse(`${profile.endDate}T00:00:00Z`) - first) / 864e5) + 1;
  const trips: SampleTrip[] = [];
  for (let n = 0; n < profile.trips; n += 1) {
    const home = pick(countries, random() ** 1.6);
    const divisionIndex = Math.floor(random() * DIVISIONS.length);
    const client = `${profile.prospect} ${DIVISIONS[divisionIndex]}`;
    const policy = POLICY_PATTERNS[(divisionIndex * 3 + 1) % POLICY_PATTERNS.length]!;
    const pccName = `PR${home.code}${1 + Math.floor(random() * 2)}${pick(['S', 'A', 'G'], random())}`;
    const [originCode, originCity] = pick(home.airports, random());
    const scope = random();
    const candidates = airports.filter(
      (a) =>
        a.code !== originCode &&
        (scope < 0.22 && home.airports.length > 1
          ? a.country.code === home.code
          : scope < 0.6
            ? a.country.continent === home.continent && a.country.code !== home.code
            : a.country.continent !== home.continent),
    );
    const destination = pick(
      candidates.length > 0 ? candidates : airports.filter((a) => a.code !== originCode),
      random(),
    );
    const haulType: HaulType =
      destination.country.code === home.code
        ? 'Short'
        : destination.country.continent === home.continent
          ? 'Medium'
          : 'Long';
    const cabinClass = cabinFor(haulType, random());
    const days = daysOut(random(), random());
    const ticketing = new Date(first + Math.floor(random() ** 0.8 * span) * 864e5);
    const ticketingDate = ticketing.toISOString().slice(0, 10);
    const departureDate = new Date(ticketing.getTime() + days * 864e5).toISOString().slice(0, 10);
    const isReturn = random() < 0.7;
    const base =
      haulType === 'Short'
        ? 120 + 380 * random()
        : haulType === 'Medium'
          ? 260 + 740 * random()
          : 650 + 1500 * random();
    const price =
      Math.round(base * (CABIN_FACTOR[cabinClass] ?? 1) * fareFactor(days) * (isReturn ? 1.8 : 1) * 100) /
      100;
    const longestSegment = Math.round((flightMinutes(originCode, destination.code) / 60) * 10) / 10;
    const [carrierCode, carrierName] = pick(CARRIERS, random());
    const recordLocator = Array.from({ length: 6 }, () => pick([...LOCATOR_ALPHABET], random())).join('');
    trips.push({
      recordLocator,
      ticketingDate,
      departureDate,
      ticketingCountry: home.name,
      originAirport: originCode,
      originCity,
      mainDestinationAirport: destination.code,
      destinationCity: destination.city,
      cityPair: `${originCode}-${destination.code}`,
      cabinClass,
      haulType,
      longestSegment,
      daysInAdvance: daysInAdvance(ticketingDate, departureDate),
      price,
      directEnterprise: client,
      pccName,
      advancePurchaseDays: policy.advancePurchaseDays,
      isAdvanceCompliant: isAdvanceCompliant(days, policy.advancePurchaseDays),
      isCabinCompliant: isCabinAllowed(policy.cabin, { cabinClass, haulType, longestSegment }),
      carrierCode,
      carrierName,
      draw: random(),
    });
  }
  return trips.sort(
    (a, b) =>
      b.ticketingDate.localeCompare(a.ticketingDate) || a.recordLocator.localeCompare(b.recordLocator),
  );
}
