import { showsMissedSavingsCard } from '@tripsight/core/hotel-insights';
import { SAMPLE_DATA_KEY_HEADER, SAMPLE_DATA_PATH } from '@tripsight/core/policy';
import { loadViewSample, viewSample, type HotelInsightsSample } from '@tripsight/core/samples';
import { HOTEL_INSIGHTS_VIEWS, missedSavingsTableView } from '@tripsight/core/views';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './server.js';

const KEY = 'hotel-insights-sample-key';

describe('sample-data API: the hotel supplier insights module of the POC tabs', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ sampleDataKey: KEY, datasetRows: 300 });
  });
  afterAll(async () => server?.close());

  const sample = async () => {
    const query = new URLSearchParams({ chosenModule: 'hotelInsights', pocType: 'poc' });
    const res = await fetch(`${server.url}${SAMPLE_DATA_PATH}?${query}`, {
      headers: { [SAMPLE_DATA_KEY_HEADER]: KEY },
    });
    expect(res.status).toBe(200);
    return ((await res.json()) as { data: HotelInsightsSample }).data;
  };

  it('answers every view of the group, with the same rules as the live views', async () => {
    const data = await sample();
    const p = data.programPerformance;
    expect(p.programSpend).toBeGreaterThan(0);
    const chained = (p.coverageRate / 100) * (p.availabilityRate / 100) * (p.utilizationRate / 100);
    expect(Math.abs(chained - p.onNegotiatedRate / p.programSpend)).toBeLessThan(0.001);
    expect(data.coverage.summary.percentOfHotelSpendCovered).toBe(p.coverageRate);
    for (const card of data.missedSavingsCards) {
      expect(showsMissedSavingsCard(card.missedSavings, card.hotelSpend)).toBe(true);
    }
    for (const view of HOTEL_INSIGHTS_VIEWS) {
      expect(viewSample(view, 'poc')?.source, view.path).toBe('hotelInsights');
    }
    const card = data.missedSavingsCards[0];
    const reader = await loadViewSample(missedSavingsTableView, 'poc');
    const rooms = reader?.read(data, { hotelId: card?.hotelId }, 'poc');
    expect(rooms?.length).toBeGreaterThan(0);
  });
});
