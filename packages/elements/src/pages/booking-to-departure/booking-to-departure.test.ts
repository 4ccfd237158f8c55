import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { defineAll } from '../../define-all.js';
import { deepQueryAll, deepText, fakeFetch, mountInContext, until } from '../../testing/testing.js';

const row = (
  bookingToDeparture: number,
  itinRoute: string,
  airPnrs: number,
  usd: number,
  haulType = 'Short',
  cabinClass = 'Economy',
) => ({
  bookingToDeparture,
  airPnrs,
  avgTicketPriceInUsd: usd,
  avgTicketPriceInEur: Math.round(usd * 92) / 100,
  avgTicketPriceInGbp: Math.round(usd * 79) / 100,
  avgTicketPriceInTmcBranchDefCurrency: Math.round(usd * 137) / 100,
  haulType,
  cabinClass,
  itinRoute,
});
const rows = Array.from({ length: 14 }, (_, i) => row(i % 2 === 0 ? 0 : 22, `R${i}-X`, 100 - i, 300 + i));
const curve = [
  row(0, '', 10, 600),
  row(22, '', 30, 400),
  row(0, '', 5, 3000, 'Long', 'Business'),
  row(22, '', 5, 2000, 'Long', 'Business'),
].map(({ itinRoute: _, ...rest }) => rest);
const answers = {
  '/bookingToDeparture': { data: rows, currency: 'EUR' },
  '/bookingToDeparture/curve': { data: curve, currency: 'EUR' },
};

describe('<tripsight-booking-to-departure> (happy-dom)', () => {
  beforeAll(() => defineAll());
  afterEach(() => {
    document.body.innerHTML = '';
    vi.unstubAllGlobals();
  });

  it('lists the booking timing rows ten a page, prices in the selected currency', async () => {
    vi.stubGlobal('fetch', fakeFetch(answers).fetch);
    const ctx = mountInContext('<tripsight-booking-to-departure></tripsight-booking-to-departure>');
    ctx.bus.setState({ currency: 'EUR' });
    await until(() => deepText(document.body).includes('R0-X'), 'the rows');
    const body = deepQueryAll(document.body, 'tbody tr').filter((tr) => /R\d+-X/.test(tr.textContent ?? ''));
    expect(body).toHaveLength(10);
    expect(body[0]!.textContent).toBe('0–2 daysR0-XShortEconomy100€276.00');
    expect(body[1]!.textContent).toContain('22–30 days');
    expect(deepText(document.body)).toContain('1–10 of 14');
  });

  it('shows the late-booking premium of each haul for the cabin chosen', async () => {
    vi.stubGlobal('fetch', fakeFetch(answers).fetch);
    mountInContext('<tripsight-booking-to-departure></tripsight-booking-to-departure>');
    await until(() => deepText(document.body).includes('booked within a week'), 'the legend');
    // Economy first: short haul 600 late against 400 early.
    expect(deepText(document.body)).toContain('Short haul+50% booked within a week');
    const cabins = deepQueryAll(document.body, 'sl-radio-button').map((b) => b.textContent);
    expect(cabins).toEqual(['Economy', 'Business']);
  });

  it("shows the product's empty state without PNRs, and the error fallback when the call fails", async () => {
    vi.stubGlobal(
      'fetch',
      fakeFetch({
        '/bookingToDeparture': { data: [] },
        '/bookingToDeparture/curve': { status: 500, error: 'INTERNAL', message: 'boom' },
      }).fetch,
    );
    mountInContext('<tripsight-booking-to-departure></tripsight-booking-to-departure>');
    await until(
      () => deepText(document.body).includes('Looks like there is no data here yet!'),
      'the empty state',
    );
    await until(() => deepText(document.body).includes('An error has occurred'), 'the error fallback');
  });
});
