import { BOOKING_WINDOWS, ticketPriceField, weightedPrice } from '@tripsight/core/savings';
import {
  BOOKING_TO_DEPARTURE_LIMIT,
  bookingToDepartureCurveView,
  bookingToDepartureView,
  type BookingCurveRow,
  savingsOverviewView,
  type BookingTimingRow,
} from '@tripsight/core/views';
import { describe, expect, it } from 'vitest';
import { daysAgo, getView, okView, total } from './analytics-client.js';
import { signedInServer } from './signed-in.js';
import { tokenWithTabs } from './tokens.js';

/* Spend breakdown: booking-to-departure rows and the price curve over them (real service). */
describe('booking-to-departure analysis (real service)', () => {
  const app = signedInServer();
  const year = { startDate: daysAgo(365), endDate: daysAgo(1) };

  it('answers rows with the spec fields, the curve over the same PNRs', async () => {
    const [rows, curve] = await Promise.all([
      okView<BookingTimingRow[]>(
        app.server,
        bookingToDepartureView.path,
        { ...year, currency: 'EUR' },
        app.manager,
      ),
      okView<BookingCurveRow[]>(
        app.server,
        bookingToDepartureCurveView.path,
        { ...year, currency: 'EUR' },
        app.manager,
      ),
    ]);
    expect(rows.annotation).toMatchObject({ currency: 'EUR', limit: BOOKING_TO_DEPARTURE_LIMIT });
    expect(Object.keys(rows.data[0]!).sort()).toEqual(
      [
        'bookingToDeparture',
        'airPnrs',
        'avgTicketPriceInUsd',
        'avgTicketPriceInEur',
        'avgTicketPriceInGbp',
        'avgTicketPriceInTmcBranchDefCurrency',
        'haulType',
        'cabinClass',
        'itinRoute',
      ].sort(),
    );
    const windows = BOOKING_WINDOWS.map((w) => w.from);
    for (const row of curve.data) {
      expect(windows).toContain(row.bookingToDeparture);
      expect(['Short', 'Medium', 'Long']).toContain(row.haulType);
      expect(row.avgTicketPriceInEur).toBeCloseTo(row.avgTicketPriceInUsd * 0.92, 0);
    }
    // Every PNR is in one window, haul and cabin: the curve counts them all.
    const allRows = rows.data.length < BOOKING_TO_DEPARTURE_LIMIT;
    if (allRows) expect(total(rows.data, 'airPnrs')).toBe(total(curve.data, 'airPnrs'));
    expect(rows.data.map((r) => r.airPnrs)).toEqual(
      [...rows.data.map((r) => r.airPnrs)].sort((a, b) => b - a),
    );
  });

  it('shows the cost of booking late: tickets bought within a week cost more than three weeks out', async () => {
    const curve = await okView<BookingCurveRow[]>(
      app.server,
      bookingToDepartureCurveView.path,
      { ...year, currency: 'USD' },
      app.manager,
    );
    const field = ticketPriceField('USD');
    const price = (rows: BookingCurveRow[]) =>
      weightedPrice(rows.map((r) => ({ airPnrs: r.airPnrs, price: r[field] })))!;
    const economyShort = curve.data.filter((r) => r.haulType === 'Short' && r.cabinClass === 'Economy');
    const late = price(economyShort.filter((r) => r.bookingToDeparture < 7));
    const early = price(economyShort.filter((r) => r.bookingToDeparture >= 22));
    expect(late).toBeGreaterThan(early * 1.2);
  });

  it('follows the currency selection, and the branch default without one', async () => {
    const branch = await okView<BookingCurveRow[]>(
      app.server,
      bookingToDepartureCurveView.path,
      { ...year, pointOfSale: ['Canada'] },
      app.manager,
    );
    expect(branch.annotation.currency).toBe('CAD');
    expect(branch.annotation.branchCurrency).toBe('CAD');
    const row = branch.data[0]!;
    expect(row.avgTicketPriceInTmcBranchDefCurrency).toBeGreaterThan(row.avgTicketPriceInUsd);
  });

  it('reads nothing of another TMC and refuses bad dates, naming the field', async () => {
    const res = await getView(
      app.server,
      bookingToDepartureView.path,
      { startDate: '2026-02-30' },
      app.manager,
    );
    expect(res.status).toBe(400);
    expect(res.body.field).toBe('startDate');
    const none = await okView<BookingTimingRow[]>(
      app.server,
      bookingToDepartureView.path,
      { ...year, corporate: ['No such client'] },
      app.manager,
    );
    expect(none.data).toEqual([]);
  });

  it('opens its views to every user (Spend Breakdown is always added), and no other air view', async () => {
    const opsOnly = await tokenWithTabs(app.server, ['AgentseeAuditLog'], 'demo-ops-only');
    for (const view of [bookingToDepartureView, bookingToDepartureCurveView]) {
      expect((await getView(app.server, view.path, year, opsOnly)).status, view.path).toBe(200);
    }
    const overview = await getView(app.server, savingsOverviewView.path, year, opsOnly);
    expect(overview.status).toBe(403);
  });
});
