import { dynamicFiltersView, savingsOverviewView, trackedSpendView } from '@tripsight/core/views';
import ExcelJS from 'exceljs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './server.js';
import { tokenFor } from './tokens.js';
import { attachmentsOf, outboxMessages } from './eml.js';
import { header } from './smtp-sink.js';
import { factsOf, fetchReport, sumColumn, workbookOf } from './report-client.js';
import { daysAgo, getView, type Params } from './analytics-client.js';

const REPORTS = '/api/reports/air';
const range = { startDate: daysAgo(400), endDate: daysAgo(1) };

interface Overview {
  acceptedSavings: number;
  savingsNotAccepted: number;
  rebookedPNRs: number;
  trackedSpend: number;
  trackedPnrs: number;
  validPnrs: number;
}

const getReport = (server: TestServer, name: string, params: Record<string, string>, token?: string) =>
  fetchReport(server, `${REPORTS}/${name}`, params, token);

describe('air report endpoints', () => {
  let server: TestServer;
  let manager: string;
  let corporate: string;
  const overview = async (params: Params) =>
    (await getView<Overview>(server, savingsOverviewView.path, { ...range, ...params }, manager)).body.data;

  beforeAll(async () => {
    server = await startTestServer();
    manager = await tokenFor(server, 'manager');
    const rows = await getView<{ corporate: string }[]>(
      server,
      dynamicFiltersView.path,
      { productName: 'air' },
      manager,
    );
    corporate = rows.body.data[0]!.corporate;
  }, 120_000);
  afterAll(async () => {
    await server?.close();
  });

  it('streams a savings details .xlsx whose totals equal the savings overview for the same filters', async () => {
    const filters = { corporate: [corporate] };
    const res = await getReport(
      server,
      'savingsDetailsReport',
      {
        ...range,
        format: 'xlsx',
        currency: 'EUR',
        filters: JSON.stringify(filters),
        withPotential: 'true',
      },
      manager,
    );
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('spreadsheetml');
    expect(res.headers.get('content-disposition')).toContain(
      `Northstar Travel Savings Details - ${range.startDate} to ${range.endDate}.xlsx`,
    );
    const workbook = await workbookOf(res);
    const expected = await overview({ corporate: [corporate], currency: 'EUR' });
    const rebooked = sumColumn(workbook, 'Savings (EUR)', ['Deal status', 'Rebooked']);
    const notAccepted = sumColumn(workbook, 'Savings (EUR)', ['Deal status', 'Not accepted']);
    expect(rebooked.rows).toBeGreaterThan(0);
    expect(rebooked.sum).toBeCloseTo(expected.acceptedSavings, 2);
    expect(rebooked.rows).toBe(expected.rebookedPNRs);
    expect(notAccepted.sum).toBeCloseTo(expected.savingsNotAccepted, 2);
    const facts = factsOf(workbook);
    expect(facts.get('Accepted savings total')).toBeCloseTo(expected.acceptedSavings, 2);
    expect(facts.get('Currency')).toBe('EUR');
    expect(facts.get('Date range')).toBe(`${range.startDate} to ${range.endDate}`);
    expect(facts.get('Filter: Client')).toBe(corporate);
    expect(facts.get('Filter: GDS')).toBe('All');
    expect(Date.parse(String(facts.get('Generated at (UTC)')))).toBeGreaterThan(Date.now() - 60_000);
  });

  it('lists only rebooked deals without withPotential, in net savings when asked', async () => {
    const res = await getReport(
      server,
      'savingsDetailsReport',
      { ...range, currency: 'USD', feeMode: 'net' },
      manager,
    );
    const workbook = await workbookOf(res);
    const expected = await overview({ currency: 'USD', feeMode: 'net' });
    const all = sumColumn(workbook, 'Savings (USD)');
    expect(all.rows).toBe(expected.rebookedPNRs);
    expect(all.sum).toBeCloseTo(expected.acceptedSavings, 1);
    expect(factsOf(workbook).get('Savings')).toBe('Net Savings');
  });

  it('exports tracked PNRs whose spend and count equal the overview', async () => {
    const filters = { gds: ['Sabre', 'Amadeus'] };
    const res = await getReport(
      server,
      'trackedPnrsReport',
      { ...range, currency: 'GBP', filters: JSON.stringify(filters) },
      manager,
    );
    expect(res.status).toBe(200);
    const workbook = await workbookOf(res);
    const expected = await overview({ gds: ['Sabre', 'Amadeus'], currency: 'GBP' });
    const spend = sumColumn(workbook, 'Price (GBP)');
    expect(spend.rows).toBe(expected.trackedPnrs);
    expect(spend.sum).toBeCloseTo(expected.trackedSpend, 1);
    expect(factsOf(workbook).get('Filter: GDS')).toBe('Sabre, Amadeus');
  });

  it('writes the executive summary figures of the overview', async () => {
    const res = await getReport(server, 'executiveSummaryReport', range, manager);
    const workbook = await workbookOf(res);
    const expected = await overview({});
    const sheet = workbook.worksheets[0]!;
    const byField = new Map<string, unknown>();
    sheet.eachRow((row, n) => {
      if (n > 1) byField.set(String(row.getCell(2).value), row.getCell(3).value);
    });
    expect(byField.get('acceptedSavings')).toBe(expected.acceptedSavings);
    expect(byField.get('trackedSpend')).toBe(expected.trackedSpend);
    expect(byField.get('validPnrs')).toBe(expected.validPnrs);
  });

  it('produces .csv with a header block stating filters, currency, dates and generation time', async () => {
    const res = await getReport(
      server,
      'savingsDetailsReport',
      { ...range, format: 'csv', currency: 'EUR', withPotential: 'true' },
      manager,
    );
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('text/csv');
    expect(res.headers.get('content-disposition')).toContain('.csv');
    const text = await res.text();
    const [block, table] = text.split('\r\n\r\n');
    expect(block).toContain('Currency,EUR');
    expect(block).toContain(`Date range,${range.startDate} to ${range.endDate}`);
    expect(block).toContain('Filter: PCC,All');
    expect(block).toMatch(/Generated at \(UTC\),\d{4}-\d{2}-\d{2}T/);
    const lines = table!.trim().split('\r\n');
    expect(lines[0]).toBe(
      'Record locator,Client,Result date,Ticketing country,GDS,PCC,Deal status,Deals sent,Savings (EUR),Feedback',
    );
    const expected = await overview({ currency: 'EUR' });
    expect(lines.length - 1).toBe(expected.rebookedPNRs + (await savingsNotAcceptedPnrs()));
  });

  async function savingsNotAcceptedPnrs(): Promise<number> {
    return (
      await getView<{ savingsNotAcceptedPNRs: number }>(
        server,
        savingsOverviewView.path,
        { ...range, currency: 'EUR' },
        manager,
      )
    ).body.data.savingsNotAcceptedPNRs;
  }

  it('answers 400 naming the field for bad input', async () => {
    const cases: [Record<string, string>, string][] = [
      [{ endDate: range.endDate }, 'startDate'],
      [{ ...range, format: 'pdf' }, 'format'],
      [{ ...range, startDate: '2026-02-30' }, 'startDate'],
      [{ startDate: range.endDate, endDate: range.startDate }, 'endDate'],
      [{ ...range, filters: '{"gds":"Sabre"}' }, 'filters'],
      [{ ...range, filters: 'not json' }, 'filters'],
      [{ ...range, filters: '{"airline":["BA"]}' }, 'filters'],
      [{ ...range, isAutorebook: 'maybe' }, 'isAutorebook'],
      [{ ...range, productName: 'hotel' }, 'productName'],
    ];
    for (const [params, field] of cases) {
      const res = await getReport(server, 'savingsDetailsReport', params, manager);
      expect(res.status, JSON.stringify(params)).toBe(400);
      expect(((await res.json()) as { field: string }).field).toBe(field);
    }
  });

  it('refuses callers without a token or without export rights', async () => {
    expect((await getReport(server, 'executiveSummaryReport', range)).status).toBe(401);
    const noExport = await tokenFor(server, 'noexport');
    const res = await getReport(server, 'executiveSummaryReport', range, noExport);
    expect(res.status).toBe(403);
    expect(((await res.json()) as { error: string }).error).toBe('EXPORT_NOT_ALLOWED');
  });
});

describe('report size limits', () => {
  let server: TestServer;
  let manager: string;
  beforeAll(async () => {
    server = await startTestServer({ reportLimits: { maxRows: 400, emailRows: 20, pageRows: 7 } });
    manager = await tokenFor(server, 'manager');
  }, 120_000);
  afterAll(async () => {
    await server?.close();
  });

  it('answers contactSupport for a report above the row limit', async () => {
    const res = await getReport(server, 'trackedPnrsReport', range, manager);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ messageShouldBeDisplayed: true, messageStatus: 'contactSupport' });
  });

  it('delivers a large report to the mail outbox and answers sentByEmail, every row once across pages', async () => {
    const window = { startDate: daysAgo(40), endDate: daysAgo(1) };
    const res = await getReport(server, 'trackedPnrsReport', window, manager);
    expect(await res.json()).toEqual({ messageShouldBeDisplayed: true, messageStatus: 'sentByEmail' });
    const [raw] = outboxMessages(join(server.config.dataDir, 'outbox'));
    expect(header(raw!, 'Subject')).toBe('Tracked Flights is ready');
    const [attachment] = attachmentsOf(raw!);
    expect(attachment!.fileName).toMatch(/\.xlsx$/);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(attachment!.content as unknown as ArrayBuffer);
    expect(workbook.worksheets.map((s) => s.name)).toEqual(['Tracked Flights', 'Report information']);
    const sheet = workbook.worksheets[0]!;
    const expected = (await getView<{ trackedPnrs: number }>(server, trackedSpendView.path, window, manager))
      .body.data;
    expect(expected.trackedPnrs).toBeGreaterThan(21);
    expect(sheet.rowCount).toBe(expected.trackedPnrs + 1);
    const locators = new Set<string>();
    sheet.eachRow((row, n) => {
      if (n > 1) locators.add(String(row.getCell(1).value));
    });
    expect(locators.size).toBe(expected.trackedPnrs);
  });
});
