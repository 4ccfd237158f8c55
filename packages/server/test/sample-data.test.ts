import {
  DEVELOPMENT_SAMPLE_DATA_KEY,
  gaugeFigures,
  SAMPLE_DATA_KEY_HEADER,
  SAMPLE_DATA_PATH,
  simulateTrips,
  type AdvancedPurchaseSample,
  type ComplianceSample,
  type NegotiatedFaresSample,
} from '@tripsight/core/policy';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './server.js';

const KEY = 'policy-sample-test-key';

describe('sample-data API of the POC and demo modes', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ sampleDataKey: KEY });
  });
  afterAll(async () => server?.close());

  const get = async <T>(query: Record<string, string>, key: string | null = KEY) => {
    const res = await fetch(`${server.url}${SAMPLE_DATA_PATH}?${new URLSearchParams(query)}`, {
      headers: key === null ? {} : { [SAMPLE_DATA_KEY_HEADER]: key },
    });
    return {
      status: res.status,
      body: (await res.json()) as {
        data: T;
        annotation: Record<string, unknown>;
        error?: string;
        field?: string;
      },
    };
  };

  it('answers 401 without the API key or with another, before looking at the parameters', async () => {
    const none = await get({ chosenModule: 'compliance', pocType: 'poc' }, null);
    expect(none.status).toBe(401);
    expect(none.body.error).toBe('INVALID_API_KEY');
    expect(
      (await get({ chosenModule: 'compliance', pocType: 'poc' }, DEVELOPMENT_SAMPLE_DATA_KEY)).status,
    ).toBe(401);
    expect((await get({ chosenModule: 'nonsense' }, 'wrong')).status).toBe(401);
  });

  it.each([
    [{ pocType: 'poc' }, 'chosenModule'],
    [{ chosenModule: 'hotels', pocType: 'poc' }, 'chosenModule'],
    [{ chosenModule: 'compliance', pocType: 'pilot' }, 'pocType'],
    [{ chosenModule: 'compliance', pocType: 'poc', source_url: 'ftp://x/y.csv' }, 'source_url'],
  ])('answers 400 naming the field for %j', async (query, field) => {
    const res = await get(query);
    expect(res.status).toBe(400);
    expect(res.body.field).toBe(field);
  });

  it('serves the compliance module: top widgets, YTD trend, pies by point of sale, cabin and haul, raw data', async () => {
    const { status, body } = await get<ComplianceSample>({ chosenModule: 'compliance', pocType: 'poc' });
    expect(status).toBe(200);
    const { topWidgets, ytdTrend, pies, rawData } = body.data;
    expect(rawData.length).toBe(1800);
    const figures = gaugeFigures(topWidgets.gauge);
    expect(figures.totalPnrs).toBe(rawData.length);
    expect(figures.compliancePercentage).toBeGreaterThan(50);
    expect(figures.compliancePercentage).toBeLessThan(100);
    expect(ytdTrend.every((r) => Number.isInteger(r.cabinCompliancePercentage))).toBe(true);
    expect(Object.keys(pies)).toEqual(['pointOfSale', 'cabinClass', 'haul']);
    expect([...new Set(pies.haul.map((r) => r.category))]).toEqual([
      'Long haul',
      'Medium haul',
      'Short haul',
    ]);
    expect(rawData[0]!.ticketingDate >= rawData.at(-1)!.ticketingDate).toBe(true);
    expect(body.annotation).toMatchObject({ chosenModule: 'compliance', pocType: 'poc', currency: 'USD' });
  });

  it('dates the demo sample in the mocked 2019 window and names a POC prospect after its source', async () => {
    const demo = await get<ComplianceSample>({ chosenModule: 'compliance', pocType: 'demo' });
    expect(demo.body.annotation).toMatchObject({
      prospect: 'Demo Company',
      startDate: '2019-01-01',
      endDate: '2019-07-31',
    });
    expect(demo.body.data.ytdTrend.map((r) => r.ticketingDate)).toEqual([
      '2019-01-01',
      '2019-02-01',
      '2019-03-01',
      '2019-04-01',
      '2019-05-01',
      '2019-06-01',
      '2019-07-01',
    ]);
    const acme = await get<ComplianceSample>({
      chosenModule: 'compliance',
      pocType: 'poc',
      source_url: 'https://files.example/poc/acme-travel.csv',
    });
    expect(acme.body.annotation.prospect).toBe('Acme Travel');
    const again = await get<ComplianceSample>({
      chosenModule: 'compliance',
      pocType: 'poc',
      source_url: 'https://files.example/poc/acme-travel.csv',
    });
    expect(again.body.data).toEqual(acme.body.data);
    const other = await get<ComplianceSample>({ chosenModule: 'compliance', pocType: 'poc' });
    expect(other.body.data.rawData[0]).not.toEqual(acme.body.data.rawData[0]);
  });

  it('serves the advanced purchase module, whose trips the simulator replays', async () => {
    const { body } = await get<AdvancedPurchaseSample>({ chosenModule: 'advancedPurchase', pocType: 'demo' });
    const { topWidgets, topRoutes, trips } = body.data;
    expect(trips).toHaveLength(2400);
    expect(topWidgets.totalPnrs).toBe(2400);
    expect(topWidgets.nonCompliantPnrs).toBeGreaterThan(0);
    expect(topWidgets.costOfNonCompliance).toBeGreaterThan(0);
    expect(topRoutes).toHaveLength(20);
    const simulated = simulateTrips(trips, {
      policyRule: 14,
      days: 14,
      breakdownBy: 'cabinClass',
      cityPair: null,
    });
    expect(simulated.totalPnrs).toBe(2400);
    expect(simulated.clients.map((c) => c.party).sort()).toEqual([
      'Demo Company APAC',
      'Demo Company Americas',
      'Demo Company EMEA',
    ]);
    expect(simulated.costOfNonCompliance).toBeGreaterThan(0);
  });

  it('serves the negotiated fares module for the supplier pages', async () => {
    const { body } = await get<NegotiatedFaresSample>({ chosenModule: 'negotiatedFares', pocType: 'poc' });
    const data = body.data;
    expect(data.adoption.trackedPnrs).toBe(1800);
    expect(data.adoption.negotiatedFareAdoption).toBe(
      Math.round((100 * data.adoption.trackedPnrsWithNegotiatedFare) / data.adoption.trackedPnrs),
    );
    expect(data.topCarriers.length).toBeLessThanOrEqual(5);
    expect(data.topRoutes).toHaveLength(5);
    const ratios = data.topCarriers.map((c) => c.lowestNegociatedFarePnrRatio);
    expect(ratios).toEqual([...ratios].sort((a, b) => b - a));
    expect(data.topCarriers.every((c) => !c.itinAirlines.includes(','))).toBe(true);
    expect(data.lowerFare.negotiatedPercent + data.lowerFare.publicPercent).toBe(100);
    const { notSent, notRebooked, rebooked } = data.rebooking;
    expect(notSent.percent + notRebooked.percent + rebooked.percent).toBe(100);
    expect(notSent.count + notRebooked.count + rebooked.count).toBeGreaterThan(0);
    for (const figure of [data.catSuccess, data.lifSuccess, data.lowestNegociatedFarePnrRatio]) {
      expect(figure).toBeGreaterThan(0);
      expect(figure).toBeLessThan(100);
    }
  });
});
