import {
  dynamicFiltersView,
  hotelAllTimeResultsView,
  hotelCompanySavingsView,
  hotelSavingsByChainView,
  hotelSavingsByLocationView,
  hotelSavingsByMonthView,
  hotelSavingsOverviewView,
  hotelTrackedSpendView,
  HOTEL_SAVINGS_VIEWS,
  type HotelAllTimeResultsData,
  type HotelCompanySavingsData,
  type HotelSavingsByChainRow,
  type HotelSavingsByLocationRow,
  type HotelSavingsByMonthRow,
  type HotelSavingsOverviewData,
  type HotelTrackedSpendData,
} from '@tripsight/core/views';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TMCS } from '../src/dataset/tmcs.js';
import { startTestServer, type TestServer } from './server.js';
import { tokenFor } from './tokens.js';
import { daysAgo, getView, total, type Params } from './analytics-client.js';

interface FilterRow {
  corporate: string;
  gds: string;
  pccName: string;
  currency: string;
}

const range = { startDate: daysAgo(365), endDate: daysAgo(1) };
const HPA_SAVINGS = [
  'reservationWithSavingsRatio',
  'savingsPerReservation',
  'savingsPerReservationRatio',
  'avgNightlySavings',
  'avgReservationSavings',
];
const HPA_TRACKED = ['avgTrackedSpend', 'avgTrackedNumNights', 'avgDaysBeforeCheckin'];

describe('Hotelsaver savings overview views', () => {
  let server: TestServer;
  let manager: string;
  /** Lucas Weber, the HPA user of the second TMC (Bluewave Journeys). */
  let second: string;
  const get = async <T>(path: string, params: Params = {}, token = manager) => {
    const res = await getView<T>(server, path, { ...range, currency: 'USD', ...params }, token);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    return res.body;
  };
  const company = async (params: Params = {}, token = manager) =>
    (await get<HotelCompanySavingsData>(hotelCompanySavingsView.path, params, token)).data;
  const tracked = async (params: Params = {}, token = manager) =>
    (await get<HotelTrackedSpendData>(hotelTrackedSpendView.path, params, token)).data;
  /** The filter lists take only productName. */
  const filterRows = async (productName: string) => {
    const res = await getView<FilterRow[]>(server, dynamicFiltersView.path, { productName }, manager);
    expect(res.status).toBe(200);
    return res.body.data;
  };

  beforeAll(async () => {
    server = await startTestServer({ datasetRows: 6000 });
    manager = await tokenFor(server, 'manager');
    second = await tokenFor(server, 'hpa');
  });
  afterAll(async () => server?.close());

  it('fills the hotel filter lists from the hotel dataset, the Client filter by corporate name', async () => {
    for (const productName of ['hotel', 'hotelInsights', 'hpaPremium']) {
      const rows = await filterRows(productName);
      expect(rows.length, productName).toBeGreaterThan(10);
      const northstar = TMCS.find((t) => t.id === 'northstar')!.corporates;
      expect(rows.every((r) => northstar.includes(r.corporate))).toBe(true);
      expect(new Set(rows.map((r) => r.currency))).toEqual(new Set(['USD', 'EUR', 'GBP', 'CAD']));
    }
  });

  it('answers company savings with the metric names of the spec, consistent with tracked spend', async () => {
    const body = await get<HotelCompanySavingsData>(hotelCompanySavingsView.path);
    const data = body.data;
    expect(Object.keys(data).sort()).toEqual(
      [
        'acceptedSavings',
        'rebookings',
        'acceptedSavingsRatio',
        'potentialSentSavings',
        'PNRswithSentDeals',
        'rebookingPerformanceRatio',
        'savingsUpto',
        'savingsUptoRate',
        'goLiveDate',
      ].sort(),
    );
    expect(data.acceptedSavings).toBeGreaterThan(0);
    expect(data.rebookings).toBeGreaterThan(0);
    expect(data.potentialSentSavings).toBeGreaterThanOrEqual(data.acceptedSavings);
    expect(data.savingsUpto).toBeGreaterThanOrEqual(data.potentialSentSavings);
    expect(data.PNRswithSentDeals).toBeGreaterThanOrEqual(data.rebookings);
    expect(data.rebookingPerformanceRatio).toBeGreaterThan(0);
    expect(data.rebookingPerformanceRatio).toBeLessThanOrEqual(100);
    expect(data.goLiveDate).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    const spend = await tracked();
    expect(data.acceptedSavingsRatio).toBeCloseTo((100 * data.acceptedSavings) / spend.trackedSpend, 2);
    expect(body.currencyFields).toEqual(['acceptedSavings', 'potentialSentSavings', 'savingsUpto']);
    expect(body.annotation).toMatchObject({ currency: 'USD', ...range, isHPA: false });
    // A realistic shape: about a hundred saved per rebooked stay, a few percent of tracked spend.
    const perStay = data.acceptedSavings / data.rebookings;
    expect(perStay).toBeGreaterThan(50);
    expect(perStay).toBeLessThan(200);
    expect(data.acceptedSavingsRatio).toBeGreaterThan(0.5);
    expect(data.acceptedSavingsRatio).toBeLessThan(10);
  });

  it('answers tracked spend with its ratio to the whole hotel spend', async () => {
    const data = await tracked();
    expect(Object.keys(data).sort()).toEqual(['trackedPNRs', 'trackedSpend', 'trackingRatio']);
    expect(data.trackedPNRs).toBeGreaterThan(0);
    expect(data.trackingRatio).toBeGreaterThan(30);
    expect(data.trackingRatio).toBeLessThan(100);
  });

  it('adds the HPA averages with isHPA, over HPA reservations only, rounded as the spec says', async () => {
    const all = await company();
    const hpa = await company({ isHPA: true });
    const hpaTracked = await tracked({ isHPA: true });
    for (const field of HPA_SAVINGS) expect(hpa, field).toHaveProperty(field);
    for (const field of HPA_TRACKED) expect(hpaTracked, field).toHaveProperty(field);
    expect(hpa.acceptedSavings).toBeGreaterThan(0);
    expect(hpa.acceptedSavings).toBeLessThan(all.acceptedSavings);
    expect(hpa.avgReservationSavings).toBeCloseTo(hpa.acceptedSavings / hpa.rebookings, 1);
    expect(hpa.reservationWithSavingsRatio).toBeCloseTo((100 * hpa.rebookings) / hpaTracked.trackedPNRs, 1);
    expect(hpa.savingsPerReservation).toBeCloseTo(hpa.acceptedSavings / hpaTracked.trackedPNRs, 1);
    expect(hpa.avgNightlySavings!).toBeLessThanOrEqual(hpa.avgReservationSavings!);
    expect(hpa.savingsPerReservationRatio!).toBeGreaterThan(5);
    expect(hpa.savingsPerReservationRatio!).toBeLessThan(40);
    expect(hpaTracked.avgTrackedSpend).toBeCloseTo(hpaTracked.trackedSpend / hpaTracked.trackedPNRs, 1);
    // Nights and days carry one decimal (docs/rules/hotel.md#hotel-metrics); the average stay is about 2.5 nights.
    expect(hpaTracked.avgTrackedNumNights! * 10).toBe(Math.round(hpaTracked.avgTrackedNumNights! * 10));
    expect(hpaTracked.avgDaysBeforeCheckin! * 10).toBe(Math.round(hpaTracked.avgDaysBeforeCheckin! * 10));
    expect(hpaTracked.avgTrackedNumNights).toBeGreaterThan(2);
    expect(hpaTracked.avgTrackedNumNights).toBeLessThan(3.2);
    expect(hpaTracked.avgDaysBeforeCheckin).toBeGreaterThan(5);
    const body = await get<HotelCompanySavingsData>(hotelCompanySavingsView.path, { isHPA: true });
    expect(body.currencyFields).toEqual(
      expect.arrayContaining(['avgNightlySavings', 'avgReservationSavings', 'savingsPerReservation']),
    );
  });

  it('answers the hotel savings metrics at the overview base path, as the sub-paths give them', async () => {
    const calls: Params[] = [
      {},
      { isHPA: true },
      { currency: 'EUR', feeMode: 'net', corporate: ['Globex Corporation', 'Initech'] },
      { startDate: daysAgo(90), isPMOnly: true },
    ];
    for (const params of calls) {
      const label = JSON.stringify(params);
      const body = await get<HotelSavingsOverviewData>(hotelSavingsOverviewView.path, params);
      const [savings, spend] = await Promise.all([company(params), tracked(params)]);
      const { reservationWithSavingsRatio, savingsPerReservation, savingsPerReservationRatio, ...rest } =
        body.data;
      // Every figure of the two sub-paths, to the cent; the HPA averages only with isHPA (toEqual
      // takes an undefined field for a missing one).
      expect(rest, label).toEqual({
        ...savings,
        ...spend,
        reservationWithSavingsRatio: undefined,
        savingsPerReservation: undefined,
        savingsPerReservationRatio: undefined,
      });
      expect(rest.acceptedSavings, label).toBeGreaterThan(0);
      // The savings per reservation figures whatever isHPA, equal to /companySavings' with it.
      if (params.isHPA) {
        expect(reservationWithSavingsRatio).toBe(savings.reservationWithSavingsRatio);
        expect(savingsPerReservation).toBe(savings.savingsPerReservation);
        expect(savingsPerReservationRatio).toBe(savings.savingsPerReservationRatio);
      } else {
        expect(savings).not.toHaveProperty('savingsPerReservation');
        expect(body.data).not.toHaveProperty('avgNightlySavings');
        expect(body.data).not.toHaveProperty('avgTrackedSpend');
      }
      expect(reservationWithSavingsRatio, label).toBeCloseTo((100 * rest.rebookings) / rest.trackedPNRs, 1);
      expect(savingsPerReservation, label).toBeCloseTo(rest.acceptedSavings / rest.trackedPNRs, 1);
      expect(body.annotation).toMatchObject({ isHPA: params.isHPA ?? false });
      expect(body.currencyFields).toContain('savingsPerReservation');
      expect(body.currencyFields).toContain('trackedSpend');
    }
  });

  it('limits every figure to property-manager-only or rebooking-automation reservations', async () => {
    const all = await company();
    for (const flag of ['isPMOnly', 'isAutorebook']) {
      const part = await company({ [flag]: true });
      expect(part.acceptedSavings, flag).toBeGreaterThan(0);
      expect(part.acceptedSavings, flag).toBeLessThan(all.acceptedSavings);
      const partTracked = await tracked({ [flag]: true });
      expect(partTracked.trackedPNRs, flag).toBeLessThan((await tracked()).trackedPNRs);
    }
    // Rebooking automation accepts almost every lower rate it sends.
    const automated = await company({ isAutorebook: true });
    expect(automated.rebookingPerformanceRatio).toBeGreaterThan(all.rebookingPerformanceRatio);
  });

  it('splits savings, rebookings and tracked spend by chain, month and stay location without losing any', async () => {
    const overall = await company();
    const spend = await tracked();
    const chains = (await get<HotelSavingsByChainRow[]>(hotelSavingsByChainView.path)).data;
    expect(chains.length).toBeGreaterThan(5);
    expect(chains.map((c) => c.hotelMasterChain)).toContain('Marriott International');
    expect(total(chains, 'acceptedSavings')).toBeCloseTo(overall.acceptedSavings, 1);
    expect(total(chains, 'rebookedReservations')).toBe(overall.rebookings);
    expect(total(chains, 'trackedSpend')).toBeCloseTo(spend.trackedSpend, 0);
    const bySavings = [...chains].sort((a, b) => b.acceptedSavings - a.acceptedSavings);
    expect(chains.map((c) => c.hotelMasterChain)).toEqual(bySavings.map((c) => c.hotelMasterChain));

    const months = (await get<HotelSavingsByMonthRow[]>(hotelSavingsByMonthView.path)).data;
    expect(months[0]!.createdAt).toBe(`${range.startDate.slice(0, 7)}-01`);
    expect(months.at(-1)!.createdAt).toBe(`${range.endDate.slice(0, 7)}-01`);
    expect(months.length).toBeGreaterThanOrEqual(12);
    expect(total(months, 'acceptedSavings')).toBeCloseTo(overall.acceptedSavings, 1);
    expect(total(months, 'rebookedReservations')).toBe(overall.rebookings);
    expect(total(months, 'trackedSpend')).toBeCloseTo(spend.trackedSpend, 0);

    const places = (await get<HotelSavingsByLocationRow[]>(hotelSavingsByLocationView.path)).data;
    expect(places.length).toBeGreaterThan(5);
    expect(total(places, 'acceptedSavings')).toBeCloseTo(overall.acceptedSavings, 1);
    expect(total(places, 'rebookedReservations')).toBe(overall.rebookings);
    for (const place of places) {
      expect(place.location).toMatch(/^[^,]+, .+$/);
      expect(Math.abs(place.latitude)).toBeLessThanOrEqual(90);
      expect(Math.abs(place.longitude)).toBeLessThanOrEqual(180);
      expect(place.acceptedSavings).toBeGreaterThan(0);
    }
  });

  it('answers the months of a short range with zeros where nothing happened', async () => {
    const short = { startDate: daysAgo(10), endDate: daysAgo(10) };
    const months = (await get<HotelSavingsByMonthRow[]>(hotelSavingsByMonthView.path, short)).data;
    expect(months).toHaveLength(1);
    expect(months[0]!.createdAt).toBe(`${short.startDate.slice(0, 7)}-01`);
  });

  it('answers all-time results whatever the dates, from the earliest go-live', async () => {
    const inRange = await company();
    const week = { startDate: daysAgo(7), endDate: daysAgo(1) };
    const allTime = (await get<HotelAllTimeResultsData>(hotelAllTimeResultsView.path, week)).data;
    const again = (await get<HotelAllTimeResultsData>(hotelAllTimeResultsView.path)).data;
    expect(allTime).toEqual(again);
    expect(allTime.acceptedSavings).toBeGreaterThan(inRange.acceptedSavings);
    expect(allTime.rebookings).toBeGreaterThan(inRange.rebookings);
    expect(allTime.goLiveDate).toBe(inRange.goLiveDate);
  });

  it('applies the filters and the currency', async () => {
    const rows = await filterRows('hotel');
    const corporates = [...new Set(rows.map((r) => r.corporate))];
    const overall = await company();
    let sum = 0;
    for (const corporate of corporates) sum += (await company({ corporate: [corporate] })).acceptedSavings;
    expect(sum).toBeCloseTo(overall.acceptedSavings, 1);
    const sabre = await company({ gds: ['Sabre'] });
    expect(sabre.acceptedSavings).toBeLessThan(overall.acceptedSavings);
    const eur = await company({ currency: 'EUR' });
    expect(eur.acceptedSavings).toBeCloseTo(overall.acceptedSavings * 0.92, -1);
    const branch = await get<HotelCompanySavingsData>(hotelCompanySavingsView.path, {
      currency: undefined,
      pointOfSale: ['Canada'],
    });
    expect(branch.annotation).toMatchObject({ currency: 'CAD', branchDefaultCurrency: true });
  });

  it('keeps each TMC to its own reservations, even for a corporate of the same name', async () => {
    const globexNorthstar = await company({ corporate: ['Globex Corporation'] });
    const globexBluewave = await company({ corporate: ['Globex Corporation'] }, second);
    expect(globexNorthstar.acceptedSavings).toBeGreaterThan(0);
    expect(globexBluewave.acceptedSavings).toBeGreaterThan(0);
    expect(globexBluewave).not.toEqual(globexNorthstar);
    const acme = await company({ corporate: ['Acme Industries'] }, second);
    expect(acme).toMatchObject({ acceptedSavings: 0, rebookings: 0, goLiveDate: null });
    const bluewavePlaces = (
      await get<HotelSavingsByLocationRow[]>(hotelSavingsByLocationView.path, {}, second)
    ).data;
    const northstarPlaces = (await get<HotelSavingsByLocationRow[]>(hotelSavingsByLocationView.path)).data;
    expect(bluewavePlaces).not.toEqual(northstarPlaces);
  });

  it('answers only users entitled to a hotel tab', async () => {
    const hotel = await tokenFor(server, 'hotel');
    expect((await company({}, hotel)).acceptedSavings).toBe((await company()).acceptedSavings);
    const airOnly = await tokenFor(server, 'noexport');
    const res = await getView(server, hotelCompanySavingsView.path, range, airOnly);
    expect(res.status).toBe(403);
  });

  it('answers 401 without a token and 400 naming the field for bad input', async () => {
    for (const view of HOTEL_SAVINGS_VIEWS) {
      expect((await getView(server, view.path, range)).status, view.path).toBe(401);
      const bad = await getView(server, view.path, { ...range, isHPA: 'maybe' }, manager);
      expect(bad.status, view.path).toBe(400);
      expect(bad.body).toMatchObject({ error: 'BAD_REQUEST', field: 'isHPA' });
    }
    const cases: [Params, string][] = [
      [{ startDate: '2025-13-01', endDate: range.endDate }, 'startDate'],
      [{ startDate: range.endDate, endDate: range.startDate }, 'endDate'],
      [{ ...range, isPMOnly: 'often' }, 'isPMOnly'],
      [{ ...range, isAutorebook: 'y' }, 'isAutorebook'],
      [{ ...range, feeMode: 'both' }, 'feeMode'],
    ];
    for (const [params, field] of cases) {
      const res = await getView(server, hotelCompanySavingsView.path, params, manager);
      expect(res.status, field).toBe(400);
      expect(res.body.field).toBe(field);
    }
  });
});
