import { describe, expect, it } from 'vitest';
import { Bus } from '../bus/bus.js';
import { AIR_REPORTS } from './air-reports.js';
import { downloadReport, fileNameFromDisposition } from './download-report.js';
import { HOTEL_EMISSIONS_REPORT } from './emission-reports.js';

const report = AIR_REPORTS[1]!;

function busWith(): { bus: Bus; states: string[] } {
  const bus = new Bus({
    apiBase: 'http://svc',
    currency: 'EUR',
    dates: { air: { startDate: '2026-01-01', endDate: '2026-01-31' } },
  });
  bus.accessTokenProvider = async () => 'tok';
  const states: string[] = [];
  bus.on('tripsight-download', (d) => states.push(d.state));
  return { bus, states };
}

describe('downloadReport', () => {
  it('asks the report endpoint with dates, format, currency, fee mode and JSON filters, then succeeds', async () => {
    const { bus, states } = busWith();
    bus.setState({ filters: { ...bus.getState().filters, gds: ['Sabre'] }, feeMode: 'net' });
    let asked = '';
    let auth = '';
    const outcome = await downloadReport(
      bus,
      report,
      { extension: 'csv', prefix: 'Northstar Travel' },
      async (url, init) => {
        asked = String(url);
        auth = (init?.headers as Record<string, string>).Authorization ?? '';
        return new Response('a,b\n', { headers: { 'content-type': 'text/csv' } });
      },
    );
    const url = new URL(asked);
    expect(url.pathname).toBe('/api/reports/air/savingsDetailsReport');
    expect(url.searchParams.get('startDate')).toBe('2026-01-01');
    expect(url.searchParams.get('format')).toBe('csv');
    expect(url.searchParams.get('currency')).toBe('EUR');
    expect(url.searchParams.get('feeMode')).toBe('net');
    expect(JSON.parse(url.searchParams.get('filters')!).gds).toEqual(['Sabre']);
    expect(auth).toBe('Bearer tok');
    expect(outcome).toMatchObject({
      kind: 'file',
      fileName: 'Northstar Travel Savings Details - 2026-01-01 to 2026-01-31.csv',
    });
    expect(states).toEqual(['pending', 'success']);
  });

  it("covers the page's date range, also for another product's report on the page", async () => {
    const { bus } = busWith();
    bus.setState({
      dates: { ...bus.getState().dates, hotel: { startDate: '2025-06-01', endDate: '2025-06-30' } },
    });
    const asked: string[] = [];
    const fetchImpl = async (url: RequestInfo | URL) => {
      asked.push(String(url));
      return new Response('a\n', { headers: { 'content-type': 'text/csv' } });
    };
    // The hotel export of the emissions overview, an air page: the air range the page shows.
    await downloadReport(
      bus,
      HOTEL_EMISSIONS_REPORT,
      { extension: 'csv', prefix: 'X', product: 'air' },
      fetchImpl,
    );
    // The same export from the hotel programme's tab, or with no page given: the hotel range.
    await downloadReport(
      bus,
      HOTEL_EMISSIONS_REPORT,
      { extension: 'csv', prefix: 'X', product: 'hotel' },
      fetchImpl,
    );
    await downloadReport(bus, HOTEL_EMISSIONS_REPORT, { extension: 'csv', prefix: 'X' }, fetchImpl);
    expect(asked.map((url) => new URL(url).searchParams.get('startDate'))).toEqual([
      '2026-01-01',
      '2025-06-01',
      '2025-06-01',
    ]);
  });

  it('turns a JSON message status into the download status', async () => {
    const { bus, states } = busWith();
    await downloadReport(bus, report, { extension: 'xlsx', prefix: 'X' }, async () =>
      Response.json({ messageShouldBeDisplayed: true, messageStatus: 'sentByEmail' }),
    );
    expect(states).toEqual(['pending', 'sentByEmail']);
    expect(bus.getState().download.state).toBe('sentByEmail');
  });

  it('resets quietly on URI too long and fails on other errors', async () => {
    const { bus, states } = busWith();
    const swallowed = await downloadReport(
      bus,
      report,
      { extension: 'xlsx', prefix: 'X' },
      async () => new Response('', { status: 414 }),
    );
    expect(swallowed).toMatchObject({ kind: 'failed', reported: false });
    expect(bus.getState().download.state).toBe('notStarted');
    const failed = await downloadReport(bus, report, { extension: 'xlsx', prefix: 'X' }, async () =>
      Response.json({ error: 'X', message: 'no' }, { status: 500 }),
    );
    expect(failed).toMatchObject({ kind: 'failed', reported: true });
    expect(states).toEqual(['pending', 'notStarted', 'pending', 'fail']);
  });

  it('reads file names from Content-Disposition', () => {
    expect(fileNameFromDisposition(`attachment; filename="a.xlsx"; filename*=UTF-8''A%20b.xlsx`)).toBe(
      'A b.xlsx',
    );
    expect(fileNameFromDisposition('attachment; filename="a.xlsx"')).toBe('a.xlsx');
    expect(fileNameFromDisposition(null)).toBeNull();
  });
});
