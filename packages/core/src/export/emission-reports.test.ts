import { describe, expect, it } from 'vitest';
import { Bus } from '../bus/bus.js';
import { findTab } from '../catalogue/tab-catalogue.js';
import { reportsForTab } from './air-reports.js';
import { downloadReport } from './download-report.js';
import { HOTEL_EMISSIONS_REPORT, emissionReportsForTab } from './emission-reports.js';

describe('emission exports', () => {
  it('are the Export menu of the Sustainability tabs, in xlsx or csv', () => {
    expect(reportsForTab(findTab('EmissionsOverview')).map((r) => r.buttonName)).toEqual([
      'Air Emissions',
      'Hotel Emissions',
    ]);
    expect(reportsForTab(findTab('HotelEmissionsOverview')).map((r) => r.path)).toEqual([
      '/api/reports/emissions/hotelEmissionsReport',
    ]);
    expect(reportsForTab(findTab('EmissionsAlternatives')).map((r) => r.exportFileExtensionOptions)).toEqual([
      ['xlsx', 'csv'],
    ]);
    expect(emissionReportsForTab('Savingsoverview')).toEqual([]);
  });

  it("send the page's method and the hotel dates for the hotel export", async () => {
    const bus = new Bus({
      apiBase: 'http://svc',
      dates: {
        air: { startDate: '2026-01-01', endDate: '2026-01-31' },
        hotel: { startDate: '2026-02-01', endDate: '2026-02-28' },
      },
    });
    bus.accessTokenProvider = async () => 'tok';
    const asked: URL[] = [];
    const ask = async (url: string | URL | Request) => {
      asked.push(new URL(String(url)));
      return new Response('a\n', { headers: { 'content-type': 'text/csv' } });
    };
    await downloadReport(bus, HOTEL_EMISSIONS_REPORT, { extension: 'csv', prefix: 'X' }, ask);
    bus.setState({ emissionMethod: 'ademe-2018' });
    await downloadReport(bus, HOTEL_EMISSIONS_REPORT, { extension: 'csv', prefix: 'X' }, ask);
    expect(asked[0]!.searchParams.get('method')).toBeNull();
    expect(asked[0]!.searchParams.get('startDate')).toBe('2026-02-01');
    expect(asked[1]!.searchParams.get('method')).toBe('ademe-2018');
  });
});
