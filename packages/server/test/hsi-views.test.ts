import {
  missedSavingsReason,
  percentOf,
  programmeRates,
  showsMissedSavingsCard,
} from '@tripsight/core/hotel-insights';
import {
  availabilityCollapsedTableView,
  availabilityCoveredSpendView,
  availabilityMainTableView,
  availabilitySummaryView,
  dynamicFiltersView,
  HOTEL_INSIGHTS_VIEWS,
  HOTEL_ROOM_ROWS_LIMIT,
  hotelCoverageView,
  hotelDiscountBenchmarkingView,
  hotelProgramPerformanceView,
  missedSavingsCardsView,
  missedSavingsTableView,
  missedSavingsTotalSpendView,
  type AvailabilityCoveredSpendData,
  type AvailabilityMainRow,
  type AvailabilityRoomRow,
  type AvailabilitySummaryData,
  type HotelCoverageData,
  type HotelDiscountBenchmarkingData,
  type HotelProgramPerformanceData,
  type MissedSavingsHotelCard,
  type MissedSavingsTotalSpendData,
} from '@tripsight/core/views';
import { beforeAll, describe, expect, it } from 'vitest';
import { daysAgo, getView, okView, type Params } from './analytics-client.js';
import { signedInServer } from './signed-in.js';
import { tokenFor, tokenWithClaims, tokenWithTabs } from './tokens.js';

const range = { startDate: daysAgo(365), endDate: daysAgo(1), currency: 'USD' };
const TMCS = ['northstar', 'bluewave', 'meridian'] as const;
/** Money is rounded to cents per figure: sums of a few figures may differ by a few cents. */
const CENTS = 0.05;

describe('hotel supplier insights views', () => {
  const app = signedInServer();
  const tokens: Record<string, string> = {};
  /** The scopes every invariant is checked on: each TMC, and one client of northstar. */
  const scopes: { label: string; token: () => string; params: Params }[] = [];

  beforeAll(async () => {
    for (const tmc of TMCS) {
      tokens[tmc] = await tokenWithClaims(app.server, { tmc, sub: `hsi-${tmc}` });
      scopes.push({ label: tmc, token: () => tokens[tmc] as string, params: {} });
    }
    const filters = await okView<{ corporate: string }[]>(
      app.server,
      dynamicFiltersView.path,
      { productName: 'hotelInsights' },
      app.manager,
    );
    // The client with the most hotel spend among the first few of the list.
    const clients = [...new Set(filters.data.map((row) => row.corporate))].slice(0, 6);
    const spends = await Promise.all(
      clients.map(
        async (corporate) =>
          (
            await view<HotelProgramPerformanceData>(hotelProgramPerformanceView.path, app.manager, {
              corporate: [corporate],
            })
          ).programSpend,
      ),
    );
    const client = clients[spends.indexOf(Math.max(...spends))] as string;
    scopes.push({
      label: `northstar, client ${client}`,
      token: () => app.manager,
      params: { corporate: [client] },
    });
  });

  const view = async <T>(path: string, token: string, params: Params = {}) =>
    (await okView<T>(app.server, path, { ...range, ...params }, token)).data;

  it('answers every view of the group at its path with 200', async () => {
    for (const { path, params } of HOTEL_INSIGHTS_VIEWS) {
      const extra = 'hotelId' in params ? { hotelId: '0' } : {};
      await view(path, app.manager, extra);
    }
  });

  it('puts every stay in one bucket: the four buckets sum to the programme spend', async () => {
    for (const scope of scopes) {
      const p = await view<HotelProgramPerformanceData>(
        hotelProgramPerformanceView.path,
        scope.token(),
        scope.params,
      );
      expect(p.programSpend, scope.label).toBeGreaterThan(0);
      const sum =
        p.onNegotiatedRate + p.negRateAvailableButNotUtilized + p.negRateNotAvailable + p.notCovered;
      expect(Math.abs(sum - p.programSpend), scope.label).toBeLessThan(CENTS);
      expect(Math.abs(p.coveredSpend + p.notCovered - p.programSpend), scope.label).toBeLessThan(CENTS);
      expect(p.spendOnNegotiatedRate).toBe(p.onNegotiatedRate);
    }
  });

  it('chains the rates: coverage × availability × utilisation = on-negotiated share (within 0.1 %)', async () => {
    for (const scope of scopes) {
      const p = await view<HotelProgramPerformanceData>(
        hotelProgramPerformanceView.path,
        scope.token(),
        scope.params,
      );
      const chained = (p.coverageRate / 100) * (p.availabilityRate / 100) * (p.utilizationRate / 100);
      expect(Math.abs(chained - p.onNegotiatedRate / p.programSpend), scope.label).toBeLessThan(0.001);
      const rates = programmeRates({
        notCovered: p.notCovered,
        rateNotAvailable: p.negRateNotAvailable,
        availableNotUsed: p.negRateAvailableButNotUtilized,
        onNegotiatedRate: p.onNegotiatedRate,
      });
      expect(p.coverageRate).toBeCloseTo(100 * rates.coverageRate, 1);
      expect(p.availabilityRate).toBeCloseTo(100 * rates.availabilityRate, 1);
      expect(p.utilizationRate).toBeCloseTo(100 * rates.utilizationRate, 1);
      expect(p.negotiatedNights).toBeLessThanOrEqual(p.availableNights);
      expect(p.availableNights).toBeLessThanOrEqual(p.coveredNights);
      expect(p.coveredNights).toBeLessThanOrEqual(p.totalNights);
    }
  });

  it('agrees between coverage, availability and programme performance', async () => {
    for (const scope of scopes) {
      const [p, coverage, covered, summary] = await Promise.all([
        view<HotelProgramPerformanceData>(hotelProgramPerformanceView.path, scope.token(), scope.params),
        view<HotelCoverageData>(hotelCoverageView.path, scope.token(), scope.params),
        view<AvailabilityCoveredSpendData>(availabilityCoveredSpendView.path, scope.token(), scope.params),
        view<AvailabilitySummaryData>(availabilitySummaryView.path, scope.token(), scope.params),
      ]);
      expect(coverage.summary.percentOfHotelSpendCovered, scope.label).toBe(p.coverageRate);
      expect(coverage.summary.spendCovered).toBe(p.coveredSpend);
      expect(coverage.summary.totalSpend).toBe(p.programSpend);
      expect(coverage.summary.nightsCovered).toBe(p.coveredNights);
      expect(coverage.summary.totalNights).toBe(p.totalNights);
      expect(coverage.summary.percentOfHotelNightsCovered).toBe(percentOf(p.coveredNights, p.totalNights));
      const monthNights = coverage.overTime.reduce((sum, m) => sum + m.totalNights, 0);
      expect(monthNights).toBe(coverage.summary.totalNights);
      for (const hotel of coverage.byHotel) {
        expect(hotel.totalNights).toBe(hotel.rooms.reduce((sum, room) => sum + room.nights, 0));
      }
      expect(covered.coverage).toBe(p.coverageRate);
      expect(covered.coveredSpend).toBe(p.coveredSpend);
      expect(summary.availability).toBe(p.availabilityRate);
      expect(summary.availableSpend).toBe(p.spendWithAvailableNegRate);
      expect(summary.availableNights).toBe(p.availableNights);
      expect(summary.availableNights + summary.notAvailableNights).toBe(p.coveredNights);
      const monthsCovered = coverage.overTime.reduce((sum, m) => sum + m.spendCovered, 0);
      expect(Math.abs(monthsCovered - p.coveredSpend)).toBeLessThan(CENTS * coverage.overTime.length);
      const { corporatePropertyRate, corporateChainwideRate, tmcRate } = coverage.coveredSpendByRateType;
      expect(corporatePropertyRate + corporateChainwideRate + tmcRate).toBeCloseTo(100, 1);
    }
  });

  it('weighs the discount by spend, never averaging percentages', async () => {
    for (const scope of scopes) {
      const [p, d] = await Promise.all([
        view<HotelProgramPerformanceData>(hotelProgramPerformanceView.path, scope.token(), scope.params),
        view<HotelDiscountBenchmarkingData>(hotelDiscountBenchmarkingView.path, scope.token(), scope.params),
      ]);
      const { summary } = d;
      const weighted =
        100 * (1 - (summary.spendAtMarketRate - summary.savingsRealizedSpend) / summary.spendAtMarketRate);
      expect(summary.discountLevel, scope.label).toBeCloseTo(weighted, 1);
      expect(Math.abs(summary.discountLevel - p.discountLevel)).toBeLessThanOrEqual(0.01);
      expect(summary.savingsRealizedNights).toBe(p.negotiatedNights);
      const types = d.discountLevelByRateType;
      expect(types.map((t) => t.rateType)).toEqual(['Property', 'Chainwide', 'TMC rate']);
      const spend = types.reduce((sum, t) => sum + t.spend, 0);
      const market = types.reduce((sum, t) => sum + t.spend / (1 - t.discountLevel / 100), 0);
      expect(100 * (1 - spend / market)).toBeCloseTo(summary.discountLevel, 0);
      const hotels = d.details.byHotel;
      const mean = hotels.reduce((sum, h) => sum + h.discountLevel, 0) / hotels.length;
      const hotelSpend = hotels.reduce((sum, h) => sum + h.spend, 0);
      const hotelMarket = hotels.reduce((sum, h) => sum + h.spendOnMarketRate, 0);
      if (hotels.length < 500)
        expect(100 * (1 - hotelSpend / hotelMarket)).toBeCloseTo(summary.discountLevel, 1);
      expect(Math.abs(mean - summary.discountLevel)).toBeGreaterThan(0.001);
      for (const h of hotels.slice(0, 20)) {
        expect(h.rooms.reduce((sum, r) => sum + r.nights, 0)).toBe(h.nights);
      }
    }
  });

  it('shows a missed-savings card only at 0.1 % of the hotel spend or more, naming its reason', async () => {
    for (const scope of scopes) {
      const [cards, totals] = await Promise.all([
        view<MissedSavingsHotelCard[]>(missedSavingsCardsView.path, scope.token(), scope.params),
        view<MissedSavingsTotalSpendData>(missedSavingsTotalSpendView.path, scope.token(), scope.params),
      ]);
      expect(cards.length, scope.label).toBeGreaterThan(0);
      expect(totals.hotels).toBeGreaterThanOrEqual(cards.length);
      for (const card of cards) {
        expect(showsMissedSavingsCard(card.missedSavings, card.hotelSpend), card.hotelName).toBe(true);
        expect(card.missedShare).toBeGreaterThanOrEqual(0.1);
        const byReason = Object.values(card.missedSavingsByReason).reduce((a, b) => a + b, 0);
        expect(Math.abs(byReason - card.missedSavings)).toBeLessThan(CENTS);
        expect(card.reason).toBe(missedSavingsReason(card.missedSavingsByReason));
        expect(card.availableNights + card.notAvailableNights).toBeLessThanOrEqual(card.allNights);
      }
      const missed = cards.map((c) => c.missedSavings);
      expect([...missed].sort((a, b) => b - a)).toEqual(missed);
    }
  });

  it('names every reason somewhere in a TMC', async () => {
    const cards = await view<MissedSavingsHotelCard[]>(missedSavingsCardsView.path, app.manager, {
      startDate: daysAgo(1000),
    });
    const reasons = new Set(
      cards.flatMap((c) =>
        Object.entries(c.missedSavingsByReason)
          .filter(([, v]) => v > 0)
          .map(([k]) => k),
      ),
    );
    expect([...reasons].sort()).toEqual(['lraNotHonoured', 'paidAboveContract', 'rateNotLoaded']);
  });

  it('breaks a hotel down by room type, adding up to its main-table row', async () => {
    const main = await view<AvailabilityMainRow[]>(availabilityMainTableView.path, app.manager);
    const hotel = main[0] as AvailabilityMainRow;
    for (const path of [missedSavingsTableView.path, availabilityCollapsedTableView.path]) {
      const rooms = await view<AvailabilityRoomRow[]>(path, app.manager, { hotelId: hotel.hotelId });
      expect(rooms.length).toBeGreaterThan(0);
      expect(rooms.reduce((sum, r) => sum + r.coveredNights, 0)).toBe(hotel.coveredNights);
      const spend = rooms.reduce((sum, r) => sum + r.coveredSpend, 0);
      expect(Math.abs(spend - hotel.coveredSpend)).toBeLessThan(CENTS * rooms.length);
    }
  });

  it("answers every hotel's room rows without hotelId, capped and paged, and one hotel's with it", async () => {
    const wide = { startDate: daysAgo(1000), endDate: daysAgo(1) };
    for (const path of [missedSavingsTableView.path, availabilityCollapsedTableView.path]) {
      const all = await okView<AvailabilityRoomRow[]>(app.server, path, range, app.manager);
      expect(all.annotation).toMatchObject({ limit: HOTEL_ROOM_ROWS_LIMIT, page: 1 });
      const hotels = new Set(all.data.map((r) => r.hotelId));
      expect(hotels.size, path).toBeGreaterThan(1);
      const spends = all.data.map((r) => r.coveredSpend);
      expect([...spends].sort((a, b) => b - a)).toEqual(spends);
      // Every hotel's rows are its own rows: the first hotel's, asked for alone, are among them.
      const first = all.data[0] as AvailabilityRoomRow;
      const own = await view<AvailabilityRoomRow[]>(path, app.manager, { hotelId: first.hotelId });
      expect(own.every((r) => r.hotelId === first.hotelId)).toBe(true);
      expect(own).toEqual(expect.arrayContaining(all.data.filter((r) => r.hotelId === first.hotelId)));
      // Over a longer range: the pages follow on without overlap, and hold every main-table hotel.
      const [one, two] = await Promise.all(
        [1, 2].map((page) => okView<AvailabilityRoomRow[]>(app.server, path, { ...wide, page }, app.manager)),
      );
      expect(two?.annotation).toMatchObject({ limit: HOTEL_ROOM_ROWS_LIMIT, page: 2 });
      const rows = [...(one?.data ?? []), ...(two?.data ?? [])];
      expect(one?.data.length).toBe(Math.min(HOTEL_ROOM_ROWS_LIMIT, rows.length));
      const key = (r: AvailabilityRoomRow) => `${r.hotelId}/${r.roomBedType}`;
      expect(new Set(rows.map(key)).size).toBe(rows.length);
      if (rows.length < 2 * HOTEL_ROOM_ROWS_LIMIT) {
        const main = await view<AvailabilityMainRow[]>(availabilityMainTableView.path, app.manager, wide);
        expect(new Set(rows.map((r) => r.hotelId))).toEqual(new Set(main.map((r) => r.hotelId)));
      }
      for (const bad of [{ hotelId: 'x'.repeat(65) }, { page: 0 }, { page: 'next' }]) {
        const res = await getView(app.server, path, { ...range, ...bad }, app.manager);
        expect(res.status, JSON.stringify(bad)).toBe(400);
        expect(JSON.stringify(res.body)).toContain(Object.keys(bad)[0] as string);
      }
    }
    const unknown = await getView(
      app.server,
      hotelProgramPerformanceView.path,
      { ...range, limit: 3 },
      app.manager,
    );
    expect(unknown.status).toBe(400);
    expect(JSON.stringify(unknown.body)).toContain('limit');
  });

  it('names the discount details by hotel with hotelName, chain, address, country and stars', async () => {
    const d = await view<HotelDiscountBenchmarkingData>(hotelDiscountBenchmarkingView.path, app.manager);
    expect(d.details.byHotel.length).toBeGreaterThan(0);
    for (const hotel of d.details.byHotel.slice(0, 20)) {
      expect(Object.keys(hotel)).toEqual(
        expect.arrayContaining(['hotelName', 'chain', 'address', 'country', 'stars', 'rooms']),
      );
      expect(hotel).not.toHaveProperty('name');
      expect(hotel.hotelName).not.toBe('');
      expect(hotel.address).not.toBe('');
      expect(hotel.stars).toBeGreaterThanOrEqual(1);
    }
    for (const row of [...d.details.byCity, ...d.details.byChain].slice(0, 20)) {
      expect(typeof row.name).toBe('string');
    }
  });

  it('scopes every view by the token TMC and answers only callers entitled to the group', async () => {
    const path = hotelProgramPerformanceView.path;
    expect((await getView(app.server, path, range)).status).toBe(401);
    // The second demo user (Bluewave) has no tab of the group.
    expect((await getView(app.server, path, range, app.second)).status).toBe(403);
    const availabilityOnly = await tokenWithTabs(app.server, ['NegotiatedRateAvailability']);
    expect((await getView(app.server, path, range, availabilityOnly)).status).toBe(200);
    const spends = await Promise.all(
      TMCS.map(
        async (tmc) => (await view<HotelProgramPerformanceData>(path, tokens[tmc] as string)).programSpend,
      ),
    );
    expect(new Set(spends).size).toBe(TMCS.length);
    // The manager (Northstar) and Lucas Weber (Bluewave HPA) have the whole group: two TMCs to compare.
    const hpa = await tokenFor(app.server, 'hpa');
    const bluewave = await view<HotelProgramPerformanceData>(path, hpa);
    expect(bluewave.programSpend).toBe(spends[TMCS.indexOf('bluewave')]);
    const northstarClient = scopes.at(-1)?.params as Params;
    const foreign = await view<HotelProgramPerformanceData>(path, tokens.bluewave as string, northstarClient);
    expect(foreign.programSpend).toBe(0);
  });
});
