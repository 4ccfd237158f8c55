import { defineView } from './define-view.js';

const BOOKING = '/api/views/air/faresaver/bookingToDeparture';

/** Most rows `/bookingToDeparture` returns (most PNRs first). */
export const BOOKING_TO_DEPARTURE_LIMIT = 2000;

/**
 * `/bookingToDeparture`: PNRs and average ticket price per booking window, haul, cabin and route
 * (docs/rules/air.md#booking-to-departure), the routes with most
 * PNRs first, at most BOOKING_TO_DEPARTURE_LIMIT rows.
 */
export const bookingToDepartureView = defineView<BookingTimingRow[]>()({
  path: BOOKING,
  product: 'air',
});

/** `/bookingToDeparture/curve`: the same figures per booking window, haul and cabin, over every route. */
export const bookingToDepartureCurveView = defineView<BookingCurveRow[]>()({
  path: `${BOOKING}/curve`,
  product: 'air',
});

/**
 * A row of `/bookingToDeparture` (docs/rules/air.md#booking-to-departure). The average ticket price is in
 * USD, EUR, GBP and the branch default currency (the one currency of the branches in scope).
 */
export interface BookingTimingRow {
  /** First day before departure of the booking window (see core's BOOKING_WINDOWS). */
  bookingToDeparture: number;
  airPnrs: number;
  avgTicketPriceInUsd: number;
  avgTicketPriceInEur: number;
  avgTicketPriceInGbp: number;
  avgTicketPriceInTmcBranchDefCurrency: number;
  haulType: string;
  cabinClass: string;
  itinRoute: string;
}

/** A row of `/bookingToDeparture/curve`: a booking window, haul and cabin over every route. */
export type BookingCurveRow = Omit<BookingTimingRow, 'itinRoute'>;
