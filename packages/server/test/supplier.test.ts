import { CUBE_API_PATH, type CubeLoadResponse, type CubeQuery } from '@tripsight/core/cube';
import {
  biggestLoss,
  NEGOTIATED_FARE_FUNNEL_LIMIT,
  rankTopNegotiated,
  TOP_NEGOTIATED_MIN_PNRS,
  topNegotiatedBars,
  topNegotiatedQuery,
  type NegotiatedFareFunnelRow,
} from '@tripsight/core/supplier';
import {
  lowestNegoFarePnrRatioView,
  negotiatedFareAdoptionView,
  negotiatedFareFunnelView,
  type LowestNegoFarePnrRatioData,
  type NegotiatedFareAdoptionData,
} from '@tripsight/core/views';
import { describe, expect, it } from 'vitest';
import { daysAgo, getView, LAST_400_DAYS_USD, okView, type Params } from './analytics-client.js';
import { signedInServer } from './signed-in.js';
import { tokenWithoutTmc, tokenWithTabs } from './tokens.js';

const range = LAST_400_DAYS_USD;
const PATHS = [
  lowestNegoFarePnrRatioView.path,
  negotiatedFareAdoptionView.path,
  negotiatedFareFunnelView.path,
];

describe('supplier insights views', () => {
  const app = signedInServer();

  const view = <T>(path: string, params: Params = {}, token = app.manager) =>
    okView<T>(app.server, path, { ...range, ...params }, token);

  it('serves the views at the spec paths (and the funnel beside them), to a signed-in caller of a TMC entitled to a tab that reads them', async () => {
    expect(PATHS).toEqual([
      '/api/views/air/supplierInsights/negotiatedRates/lowestNegoFarePnrRatio',
      '/api/views/air/supplierInsights/negotiatedRates/negotiatedFareAdoption',
      '/api/views/air/supplierInsights/negotiatedRates/negotiatedFareFunnel',
    ]);
    const noTmc = await tokenWithoutTmc(app.server, 'manager');
    const adoptionOnly = await tokenWithTabs(app.server, ['NegotiatedFaresAdoptionPOC']);
    const hotelOnly = await tokenWithTabs(app.server, ['HotelsaverSavingsoverview']);
    for (const path of PATHS) {
      expect((await getView(app.server, path, range)).status, path).toBe(401);
      expect((await getView(app.server, path, range, noTmc)).status, path).toBe(403);
      expect((await getView(app.server, path, range, adoptionOnly)).status, path).toBe(200);
      const denied = await getView(app.server, path, range, hotelOnly);
      expect(denied.status, path).toBe(403);
      expect(denied.body.error).toBe('FORBIDDEN');
    }
  });

  it('rejects an unknown query parameter, naming it', async () => {
    for (const path of PATHS) {
      const res = await getView(app.server, path, { ...range, limit: 5 }, app.manager);
      expect(res.status, path).toBe(400);
      expect(JSON.stringify(res.body)).toContain('limit');
    }
  });

  it('answers adoption as the rounded percent of tracked PNRs that had a negotiated fare', async () => {
    const { data } = await view<NegotiatedFareAdoptionData>(negotiatedFareAdoptionView.path);
    expect(data.trackedPnrs).toBeGreaterThan(100);
    expect(data.trackedPnrsWithNegotiatedFare).toBeGreaterThan(0);
    expect(data.trackedPnrsWithNegotiatedFare).toBeLessThan(data.trackedPnrs);
    expect(data.negotiatedFareAdoption).toBe(
      Math.round((100 * data.trackedPnrsWithNegotiatedFare) / data.trackedPnrs),
    );
    expect(data.negotiatedFareAdoption).toBeGreaterThan(10);
    expect(data.negotiatedFareAdoption).toBeLessThan(90);
  });

  it('answers the lowest negotiated fare ratio, CAT and LIF success as percents of the PNRs with a negotiated fare', async () => {
    const adoption = (await view<NegotiatedFareAdoptionData>(negotiatedFareAdoptionView.path)).data;
    const { data, currencyFields } = await view<LowestNegoFarePnrRatioData>(lowestNegoFarePnrRatioView.path);
    expect(currencyFields).toEqual([]);
    expect(data.countPnrs).toBe(adoption.trackedPnrsWithNegotiatedFare);
    for (const figure of [data.lowestNegociatedFarePnrRatio, data.catSuccess, data.lifSuccess]) {
      expect(figure).toBeGreaterThan(0);
      expect(figure).toBeLessThan(100);
      expect(Math.round(figure * 100) / 100).toBe(figure);
    }
  });

  it("scopes to the caller's TMC, the dates and the filters", async () => {
    const mine = (await view<NegotiatedFareAdoptionData>(negotiatedFareAdoptionView.path)).data;
    const theirs = (await view<NegotiatedFareAdoptionData>(negotiatedFareAdoptionView.path, {}, app.second))
      .data;
    expect(theirs.trackedPnrs).not.toBe(mine.trackedPnrs);
    const shorter = (
      await view<NegotiatedFareAdoptionData>(negotiatedFareAdoptionView.path, { startDate: daysAgo(30) })
    ).data;
    expect(shorter.trackedPnrs).toBeLessThan(mine.trackedPnrs);
    const none = await view<NegotiatedFareAdoptionData>(negotiatedFareAdoptionView.path, {
      corporate: ['No Such Corporate'],
    });
    expect(none.data).toEqual({
      trackedPnrs: 0,
      trackedPnrsWithNegotiatedFare: 0,
      negotiatedFareAdoption: 0,
    });
    const ratio = await view<LowestNegoFarePnrRatioData>(lowestNegoFarePnrRatioView.path, {
      corporate: ['No Such Corporate'],
    });
    expect(ratio.data).toEqual({
      lowestNegociatedFarePnrRatio: 0,
      countPnrs: 0,
      catSuccess: 0,
      lifSuccess: 0,
    });
  });

  describe('the negotiated fare funnel', () => {
    const funnel = async (params: Params = {}, token = app.manager) =>
      (await view<NegotiatedFareFunnelRow[]>(negotiatedFareFunnelView.path, params, token)).data;
    const sum = (rows: NegotiatedFareFunnelRow[], field: keyof Omit<NegotiatedFareFunnelRow, 'label'>) =>
      rows.reduce((total, row) => total + row[field], 0);

    it('answers per carrier the PNRs whose negotiated fare was loaded, available at the point of sale and chosen', async () => {
      const rows = await funnel();
      expect(rows.length).toBeGreaterThan(2);
      expect(rows.length).toBeLessThanOrEqual(NEGOTIATED_FARE_FUNNEL_LIMIT);
      for (const row of rows) {
        expect(Object.keys(row).sort()).toEqual(['availablePnrs', 'chosenPnrs', 'label', 'loadedPnrs']);
        expect(row.label).not.toContain(',');
        expect(row.loadedPnrs).toBeGreaterThanOrEqual(row.availablePnrs);
        expect(row.availablePnrs).toBeGreaterThanOrEqual(row.chosenPnrs);
      }
      const loaded = rows.map((r) => r.loadedPnrs);
      expect(loaded).toEqual([...loaded].sort((a, b) => b - a));
      // Every PNR booked on a negotiated fare had it loaded and available: the funnel ends at the adoption's numerator.
      const adoption = (await view<NegotiatedFareAdoptionData>(negotiatedFareAdoptionView.path)).data;
      expect(sum(rows, 'chosenPnrs')).toBe(adoption.trackedPnrsWithNegotiatedFare);
      expect(sum(rows, 'loadedPnrs')).toBeLessThan(adoption.trackedPnrs);
      expect(sum(rows, 'availablePnrs')).toBeLessThan(sum(rows, 'loadedPnrs'));
      expect(sum(rows, 'chosenPnrs')).toBeLessThan(sum(rows, 'availablePnrs'));
    });

    it('answers per route with breakdown=route, and carriers differ in where they lose the fare', async () => {
      const carriers = await funnel({ breakdown: 'carrier' });
      expect(await funnel()).toEqual(carriers);
      const rates = carriers.filter((r) => r.loadedPnrs >= 20).map((r) => r.availablePnrs / r.loadedPnrs);
      expect(Math.max(...rates) - Math.min(...rates)).toBeGreaterThan(0.05);
      expect(carriers.some((r) => biggestLoss(r) !== null)).toBe(true);
      const routes = await funnel({ breakdown: 'route' });
      expect(routes.length).toBeGreaterThan(2);
      expect(routes.some((r) => /^[A-Z]{3}-[A-Z]{3}/.test(r.label))).toBe(true);
      expect(sum(routes, 'chosenPnrs')).toBeLessThanOrEqual(sum(carriers, 'chosenPnrs'));
    });

    it('rejects an unknown breakdown, naming the parameter', async () => {
      const res = await getView(
        app.server,
        negotiatedFareFunnelView.path,
        { ...range, breakdown: 'cabin' },
        app.manager,
      );
      expect(res.status).toBe(400);
      expect(JSON.stringify(res.body)).toContain('breakdown');
    });

    it("scopes to the caller's TMC and the filters", async () => {
      const mine = await funnel();
      const theirs = await funnel({}, app.second);
      expect(sum(theirs, 'loadedPnrs')).not.toBe(sum(mine, 'loadedPnrs'));
      expect(await funnel({ corporate: ['No Such Corporate'] })).toEqual([]);
    });
  });

  describe('top carriers and routes (the query API)', () => {
    const I = 'FaresaverItinerariesView';
    const load = async (query: CubeQuery) => {
      const res = await fetch(`${app.server.url}${CUBE_API_PATH}/load`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${app.manager}` },
        body: JSON.stringify({ query }),
      });
      const body = (await res.json()) as CubeLoadResponse;
      expect(res.status, JSON.stringify(body)).toBe(200);
      return body.data;
    };
    const days: [string, string] = [daysAgo(365), daysAgo(1)];

    /** The chart's bars of every carrier or route of the scope: no minimum, no limit. */
    const everyBar = async (by: 'airlines' | 'routes') => {
      const dimension = `${I}.${by === 'airlines' ? 'itinAirlines' : 'itinRoute'}`;
      const rows = await load({ ...topNegotiatedQuery(by, days, 'USD', [], 1), limit: 10_000 });
      return rows.map((row) => ({
        label: String(row[dimension]),
        lowestNegociatedFarePnrRatio: Number(row[`${I}.lowestNegociatedFarePnrRatio`]),
        countPnrs: Number(row[`${I}.countPnrs`]),
        spend: Number(row[`${I}.spendUsd`]),
      }));
    };

    it(`ranks carriers with at least ${TOP_NEGOTIATED_MIN_PNRS} PNRs by ratio, the limit of 5 counting only those`, async () => {
      const all = await everyBar('airlines');
      expect(all.filter((bar) => bar.countPnrs >= TOP_NEGOTIATED_MIN_PNRS).length).toBeGreaterThan(5);
      const top = topNegotiatedBars(
        await load(topNegotiatedQuery('airlines', days, 'USD')),
        'airlines',
        'USD',
      );
      expect(top).toHaveLength(5);
      expect(top).toEqual(rankTopNegotiated(all));
    });

    it('ranks routes with the minimum asked for, which small samples at 100 % would otherwise lead', async () => {
      const all = await everyBar('routes');
      // The test dataset is small: the least minimum that changes the ranking and leaves 5 routes.
      const unfiltered = rankTopNegotiated(all, 1);
      const counts = [...new Set(all.map((bar) => bar.countPnrs))].sort((a, b) => a - b);
      const minPnrs = counts.find(
        (min) =>
          all.filter((bar) => bar.countPnrs >= min).length >= 5 &&
          unfiltered.some((bar) => bar.countPnrs < min),
      );
      expect(minPnrs).toBeDefined();
      const top = topNegotiatedBars(
        await load(topNegotiatedQuery('routes', days, 'USD', [], minPnrs!)),
        'routes',
        'USD',
        minPnrs,
      );
      expect(top).toHaveLength(5);
      expect(top).toEqual(rankTopNegotiated(all, minPnrs));
      expect(top).not.toEqual(unfiltered);
      expect(top.every((bar) => bar.countPnrs >= minPnrs!)).toBe(true);
    });
  });
});
