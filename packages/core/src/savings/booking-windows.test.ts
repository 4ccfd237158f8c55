import { describe, expect, it } from 'vitest';
import type { BookingCurveRow } from '../views/index.js';
import {
  bookingWindowLabel,
  BOOKING_WINDOWS,
  priceCurves,
  ticketPriceField,
  weightedPrice,
} from './booking-windows.js';

const row = (
  bookingToDeparture: number,
  haulType: string,
  cabinClass: string,
  airPnrs: number,
  usd: number,
): BookingCurveRow => ({
  bookingToDeparture,
  airPnrs,
  avgTicketPriceInUsd: usd,
  avgTicketPriceInEur: usd * 0.92,
  avgTicketPriceInGbp: usd * 0.79,
  avgTicketPriceInTmcBranchDefCurrency: usd * 1.37,
  haulType,
  cabinClass,
});

describe('booking-to-departure analysis', () => {
  it('names the booking windows from 0 days to open-ended', () => {
    expect(BOOKING_WINDOWS[0]).toEqual({ from: 0, to: 2 });
    expect(bookingWindowLabel(3)).toBe('3–6 days');
    expect(bookingWindowLabel(181)).toBe('181+ days');
  });

  it('follows the currency selection, the branch default for anything else', () => {
    expect(ticketPriceField('USD')).toBe('avgTicketPriceInUsd');
    expect(ticketPriceField('EUR')).toBe('avgTicketPriceInEur');
    expect(ticketPriceField('GBP')).toBe('avgTicketPriceInGbp');
    expect(ticketPriceField('CAD')).toBe('avgTicketPriceInTmcBranchDefCurrency');
    expect(ticketPriceField(null)).toBe('avgTicketPriceInTmcBranchDefCurrency');
  });

  it('draws one curve per haul and cabin, in haul then cabin order, nearest departure first', () => {
    const curves = priceCurves(
      [
        row(22, 'Long', 'Business', 2, 4000),
        row(0, 'Short', 'Economy', 1, 600),
        row(0, 'Long', 'Business', 1, 6000),
        row(22, 'Short', 'Economy', 3, 400),
        row(3, 'Short', 'Economy', 1, 500),
      ],
      'avgTicketPriceInUsd',
    );
    expect(curves.map((c) => `${c.haulType} ${c.cabinClass}`)).toEqual(['Short Economy', 'Long Business']);
    expect(curves[0]?.points.map((p) => p.bookingToDeparture)).toEqual([0, 3, 22]);
    // Late: (600 + 500) / 2 = 550 against 400 early: 37.5 % more.
    expect(curves[0]?.lateBookingPremium).toBeCloseTo(37.5);
    expect(curves[1]?.lateBookingPremium).toBeCloseTo(50);
  });

  it('has no premium without both late and early bookings', () => {
    const [curve] = priceCurves([row(7, 'Medium', 'Economy', 4, 300)], 'avgTicketPriceInEur');
    expect(curve?.lateBookingPremium).toBeNull();
    expect(curve?.points[0]?.price).toBeCloseTo(276);
  });

  it('weights prices by PNRs', () => {
    expect(
      weightedPrice([
        { airPnrs: 3, price: 100 },
        { airPnrs: 1, price: 200 },
      ]),
    ).toBe(125);
    expect(weightedPrice([])).toBeNull();
  });
});
