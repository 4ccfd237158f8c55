import { HOTEL_DEMO_SAMPLE, sampleCompanySavings, type HotelSamplePayload } from '@tripsight/core/hotel';
import { SAMPLE_DATA_KEY_HEADER, SAMPLE_DATA_PATH } from '@tripsight/core/policy';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './server.js';

const KEY = 'hotel-sample-test-key';

describe('sample-data API: the hotel module of the POC and demo modes', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ sampleDataKey: KEY, datasetRows: 300 });
  });
  afterAll(async () => server?.close());

  const get = async (query: Record<string, string>, key: string | null = KEY) => {
    const res = await fetch(`${server.url}${SAMPLE_DATA_PATH}?${new URLSearchParams(query)}`, {
      headers: key === null ? {} : { [SAMPLE_DATA_KEY_HEADER]: key },
    });
    return {
      status: res.status,
      body: (await res.json()) as { data: HotelSamplePayload; annotation: Record<string, unknown> },
    };
  };

  it('serves the demo payload of the spec: metrics, spendByMonth, spendByHotelChain, spendByLocation', async () => {
    const res = await get({ chosenModule: 'hotelSavings', pocType: 'demo' });
    expect(res.status).toBe(200);
    expect(Object.keys(res.body.data).sort()).toEqual([
      'metrics',
      'spendByHotelChain',
      'spendByLocation',
      'spendByMonth',
    ]);
    expect(res.body.data).toEqual(HOTEL_DEMO_SAMPLE);
    expect(res.body.data.spendByMonth.at(-1)!.Month).toBe('2019-07-01');
    expect(res.body.data.spendByLocation[0]).toMatchObject({
      'Stay location': 'New York, United States',
      Latitude: expect.any(Number),
      Longitude: expect.any(Number),
      'Potential savings': expect.any(Number),
      'Realized savings': expect.any(Number),
      'Total spend': expect.any(Number),
    });
    expect(res.body.annotation).toMatchObject({
      chosenModule: 'hotelSavings',
      pocType: 'demo',
      currency: 'USD',
    });
  });

  it("serves a POC quarter ending with the sample's window, with nothing realized and its projections", async () => {
    const res = await get({
      chosenModule: 'hotelSavings',
      pocType: 'poc',
      source_url: 'https://files.example/acme-hotels.csv',
    });
    expect(res.status).toBe(200);
    const endMonth = `${String(res.body.annotation.endDate).slice(0, 7)}-01`;
    expect(res.body.data.spendByMonth.map((m) => m.Month).at(-1)).toBe(endMonth);
    expect(res.body.data.spendByMonth).toHaveLength(3);
    const company = sampleCompanySavings(res.body.data);
    expect(company.acceptedSavings).toBe(0);
    expect(company.savingsUpto).toBeGreaterThan(0);
    const names = res.body.data.metrics.map((m) => m.name);
    expect(names).toEqual(
      expect.arrayContaining(['savingsPerQuarter', 'savingsPerMonth', 'savingsPerDay', 'reservationsPerDay']),
    );
  });

  it('answers 401 without the key', async () => {
    expect((await get({ chosenModule: 'hotelSavings', pocType: 'poc' }, null)).status).toBe(401);
  });
});
