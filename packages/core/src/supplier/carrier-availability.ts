import type { PriceRange } from '../policy/pnr-summary.js';

/** The preferred fare availability statuses of a segment (docs/rules/air.md#carrier-availability), in chart order. */
export const AVAILABILITY_STATUSES = [
  'Available and booked',
  'Available and not booked',
  'Not available',
] as const;
export type AvailabilityStatus = (typeof AVAILABILITY_STATUSES)[number];

/** The Route Picker's option for every route. */
export const ALL_ROUTES = 'All';
/** The Days before departure slider when the data has no rows (docs/rules/air.md#carrier-availability). */
const DAYS_BEFORE_DEPARTURE_DEFAULT: PriceRange = { from: 0, to: 350 };
/** Rows of the PNR summary query (docs/rules/air.md#carrier-availability). */
export const CARRIER_PNR_SUMMARY_LIMIT = 50_000;

/** The segment cube's members the PNR summary asks for (besides the target fare in the chosen currency). */
export const CARRIER_PNR_SUMMARY_FIELDS = [
  'recordLocator',
  'segmentIndex',
  'ticketingCountry',
  'itinIssuedAt',
  'itinTicketedAt',
  'departureTime',
  'daysBeforeDeparture',
  'fareLetter',
  'preferedCarrierFareCombination',
  'fareBasisCode',
  'cityPair',
  'preferredFareAvailabilityStatus',
] as const;

/** One PNR summary row of carrier availability (docs/rules/air.md#carrier-availability), dates as YYYY-MM-DD. */
export interface CarrierAvailabilityRow {
  recordLocator: string;
  segmentIndex: number;
  ticketingCountry: string;
  itinIssuedAt: string;
  itinTicketedAt: string;
  departureTime: string;
  daysBeforeDeparture: number;
  fareLetter: string;
  preferedCarrierFareCombination: string;
  /** In the selected currency. */
  targetFare: number;
  fareBasisCode: string;
  cityPair: string;
  preferredFareAvailabilityStatus: string;
}

/** The page's filters: one route or All, the statuses and combinations kept, the days range. */
export interface CarrierAvailabilityFilters {
  route: string;
  statuses: readonly string[];
  combinations: readonly string[];
  days: PriceRange;
}

/**
 * Multi-select All (docs/rules/air.md#carrier-availability): when every option is selected, All clears the selection; otherwise it
 * selects every option.
 */
export function toggleAll(selected: readonly string[], options: readonly string[]): string[] {
  const all = options.every((option) => selected.includes(option));
  return all ? [] : [...options];
}

/** Selects or unselects one option, keeping the options' order. */
export function toggleOption(
  selected: readonly string[],
  option: string,
  options: readonly string[],
): string[] {
  const next = selected.includes(option) ? selected.filter((s) => s !== option) : [...selected, option];
  return options.filter((o) => next.includes(o));
}

/** The Days before departure range: the data's minimum to maximum, 0 to 350 without rows (docs/rules/air.md#carrier-availability). */
export function daysBeforeDepartureRange(
  rows: readonly Pick<CarrierAvailabilityRow, 'daysBeforeDeparture'>[],
): PriceRange {
  if (rows.length === 0) return { ...DAYS_BEFORE_DEPARTURE_DEFAULT };
  let from = Number.POSITIVE_INFINITY;
  let to = Number.NEGATIVE_INFINITY;
  for (const row of rows) {
    from = Math.min(from, row.daysBeforeDeparture);
    to = Math.max(to, row.daysBeforeDeparture);
  }
  return { from, to };
}

/** The distinct values of a field, sorted. */
export function distinctValues<K extends keyof CarrierAvailabilityRow>(
  rows: readonly CarrierAvailabilityRow[],
  field: K,
): string[] {
  return [...new Set(rows.map((row) => String(row[field])))].sort((a, b) => a.localeCompare(b));
}

/** The filters of Clear Filters: every route, status and combination, the data's whole days range (docs/rules/air.md#carrier-availability). */
export function clearedFilters(rows: readonly CarrierAvailabilityRow[]): CarrierAvailabilityFilters {
  return {
    route: ALL_ROUTES,
    statuses: [...AVAILABILITY_STATUSES],
    combinations: distinctValues(rows, 'preferedCarrierFareCombination'),
    days: daysBeforeDepartureRange(rows),
  };
}

/** The rows the filters keep: the route (or All), a kept status and combination, days within the range (inclusive). */
export function filterAvailability(
  rows: readonly CarrierAvailabilityRow[],
  filters: CarrierAvailabilityFilters,
): CarrierAvailabilityRow[] {
  const statuses = new Set(filters.statuses);
  const combinations = new Set(filters.combinations);
  return rows.filter(
    (row) =>
      (filters.route === ALL_ROUTES || row.cityPair === filters.route) &&
      statuses.has(row.preferredFareAvailabilityStatus) &&
      combinations.has(row.preferedCarrierFareCombination) &&
      row.daysBeforeDeparture >= filters.days.from &&
      row.daysBeforeDeparture <= filters.days.to,
  );
}

/** Segments per status, in chart order, each with its percent (one decimal). */
export function availabilityCounts(
  rows: readonly Pick<CarrierAvailabilityRow, 'preferredFareAvailabilityStatus'>[],
): { status: AvailabilityStatus; segments: number; percent: number }[] {
  const counts = new Map<string, number>();
  for (const row of rows) {
    counts.set(
      row.preferredFareAvailabilityStatus,
      (counts.get(row.preferredFareAvailabilityStatus) ?? 0) + 1,
    );
  }
  return AVAILABILITY_STATUSES.map((status) => {
    const segments = counts.get(status) ?? 0;
    return {
      status,
      segments,
      percent: rows.length > 0 ? Math.round((1000 * segments) / rows.length) / 10 : 0,
    };
  });
}

/**
 * The demo and POC rows: a deterministic sample of `count` segments (no service call), the same on
 * every render and in every browser.
 */
export function sampleAvailabilityRows(count = 400, endDate = '2019-12-31'): CarrierAvailabilityRow[] {
  const routes = ['LHR-JFK', 'FRA-SIN', 'CDG-DXB', 'AMS-ORD', 'MAD-MEX', 'SYD-LAX'];
  const combinations = ['BA Y', 'LH J', 'AF B', 'KL M', 'IB Y', 'QF J'];
  const countries = ['United Kingdom', 'Germany', 'France', 'Netherlands', 'Spain', 'Australia'];
  const letters = ['Y', 'B', 'M', 'J', 'C'];
  const end = Date.parse(`${endDate}T00:00:00Z`);
  let seed = 17;
  const next = () => {
    seed = (seed * 1103515245 + 12345) % 2147483648;
    return seed / 2147483648;
  };
  const day = (ms: number) => new Date(ms).toISOString().slice(0, 10);
  return Array.from({ length: count }, (_, i) => {
    const r = Math.floor(next() * routes.length);
    const ticketed = end - Math.floor(next() * 360) * 864e5;
    const days = Math.floor(Math.pow(next(), 1.6) * 300);
    const status = next();
    const letter = letters[Math.floor(next() * letters.length)] as string;
    return {
      recordLocator: (i * 7919 + 104729).toString(36).toUpperCase().padStart(6, 'X').slice(-6),
      segmentIndex: 1 + (i % 2),
      ticketingCountry: countries[r] as string,
      itinIssuedAt: day(ticketed - Math.floor(next() * 3) * 864e5),
      itinTicketedAt: day(ticketed),
      departureTime: day(ticketed + days * 864e5),
      daysBeforeDeparture: days,
      fareLetter: letter,
      preferedCarrierFareCombination: combinations[r] as string,
      targetFare: Math.round((180 + next() * 900) * 100) / 100,
      fareBasisCode: `${letter}${['SAVR', 'FLEX', 'RT14'][i % 3]}`,
      cityPair: routes[r] as string,
      preferredFareAvailabilityStatus: AVAILABILITY_STATUSES[status < 0.52 ? 0 : status < 0.8 ? 1 : 2],
    };
  });
}
