import type { BookingCurveRow, BookingTimingRow } from '../views/index.js';

/**
 * The booking windows of the booking-to-departure analysis, in days before departure: the first
 * day of each window (`bookingToDeparture` in the rows) and its last (null: open-ended). Narrow
 * near departure, where fares climb fastest.
 */
export const BOOKING_WINDOWS: readonly { from: number; to: number | null }[] = [
  { from: 0, to: 2 },
  { from: 3, to: 6 },
  { from: 7, to: 13 },
  { from: 14, to: 21 },
  { from: 22, to: 30 },
  { from: 31, to: 60 },
  { from: 61, to: 90 },
  { from: 91, to: 180 },
  { from: 181, to: null },
];

/** Booked this close to departure or closer counts as late (the advance-purchase tail of 7 days). */
const LATE_BOOKING_DAYS = 7;
/** Booked this far ahead or further counts as early. */
const EARLY_BOOKING_DAYS = 22;

/** Haul types and cabins in the order the analysis lists them (docs/rules/air.md#compliance). */
const HAUL_ORDER = ['Short', 'Medium', 'Long'] as const;
export const CABIN_ORDER = ['Economy', 'Premium Economy', 'Business', 'First'] as const;

/**
 * The window starting at `from` days as people read it.
 * @example bookingWindowLabel(3) // '3–6 days'
 * @example bookingWindowLabel(181) // '181+ days'
 */
export function bookingWindowLabel(from: number): string {
  const window = BOOKING_WINDOWS.find((w) => w.from === from);
  if (!window) return `${from} days`;
  return window.to === null ? `${from}+ days` : `${from}–${window.to} days`;
}

/** The price field of a booking timing row. */
export type TicketPriceField = keyof Pick<
  BookingTimingRow,
  | 'avgTicketPriceInUsd'
  | 'avgTicketPriceInEur'
  | 'avgTicketPriceInGbp'
  | 'avgTicketPriceInTmcBranchDefCurrency'
>;

/**
 * The average ticket price field that follows the currency selection: USD, EUR or GBP as chosen,
 * any other (or none) the branch default currency's (docs/rules/air.md#booking-to-departure).
 */
export function ticketPriceField(currency: string | null | undefined): TicketPriceField {
  switch (currency) {
    case 'USD':
      return 'avgTicketPriceInUsd';
    case 'EUR':
      return 'avgTicketPriceInEur';
    case 'GBP':
      return 'avgTicketPriceInGbp';
    default:
      return 'avgTicketPriceInTmcBranchDefCurrency';
  }
}

/** A point of a price curve: one booking window of one haul and cabin. */
export interface CurvePoint {
  bookingToDeparture: number;
  airPnrs: number;
  price: number;
}

/** The average price against days before departure of one haul and cabin. */
export interface PriceCurve {
  haulType: string;
  cabinClass: string;
  /** Points by booking window, nearest departure first. */
  points: CurvePoint[];
  /** How much more a ticket booked late cost than one booked early, in percent (null without both). */
  lateBookingPremium: number | null;
}

/**
 * The price curves of the curve rows, one per haul and cabin, in haul then cabin order, each with
 * its late-booking premium: the PNR-weighted average price under LATE_BOOKING_DAYS against the one
 * from EARLY_BOOKING_DAYS on.
 */
export function priceCurves(rows: readonly BookingCurveRow[], field: TicketPriceField): PriceCurve[] {
  const curves = new Map<string, PriceCurve>();
  for (const row of rows) {
    const key = `${row.haulType}|${row.cabinClass}`;
    let curve = curves.get(key);
    if (!curve) {
      curve = { haulType: row.haulType, cabinClass: row.cabinClass, points: [], lateBookingPremium: null };
      curves.set(key, curve);
    }
    curve.points.push({
      bookingToDeparture: row.bookingToDeparture,
      airPnrs: row.airPnrs,
      price: row[field],
    });
  }
  const rank = (list: readonly string[], value: string) => {
    const i = list.indexOf(value);
    return i === -1 ? list.length : i;
  };
  return [...curves.values()]
    .map((curve) => {
      const points = [...curve.points].sort((a, b) => a.bookingToDeparture - b.bookingToDeparture);
      const late = weightedPrice(points.filter((p) => p.bookingToDeparture < LATE_BOOKING_DAYS));
      const early = weightedPrice(points.filter((p) => p.bookingToDeparture >= EARLY_BOOKING_DAYS));
      const premium = late !== null && early !== null && early > 0 ? ((late - early) / early) * 100 : null;
      return { ...curve, points, lateBookingPremium: premium };
    })
    .sort(
      (a, b) =>
        rank(HAUL_ORDER, a.haulType) - rank(HAUL_ORDER, b.haulType) ||
        rank(CABIN_ORDER, a.cabinClass) - rank(CABIN_ORDER, b.cabinClass),
    );
}

/** The PNR-weighted average price of points (null when they hold no PNR). */
export function weightedPrice(points: readonly Pick<CurvePoint, 'airPnrs' | 'price'>[]): number | null {
  const pnrs = points.reduce((sum, p) => sum + p.airPnrs, 0);
  if (pnrs === 0) return null;
  return points.reduce((sum, p) => sum + p.price * p.airPnrs, 0) / pnrs;
}
