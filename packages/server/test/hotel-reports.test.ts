import { HOTEL_REPORTS } from '@tripsight/core/export';
import {
  dynamicFiltersView,
  hotelCompanySavingsView,
  hotelTrackedSpendView,
  type HotelCompanySavingsData,
  type HotelTrackedSpendData,
} from '@tripsight/core/views';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './server.js';
import { tokenFor } from './tokens.js';
import { factsOf, fetchReport, sumColumn, workbookOf } from './report-client.js';
import { daysAgo, getView, type Params } from './analytics-client.js';

const range = { startDate: daysAgo(365), endDate: daysAgo(1) };
const path = (name: string) => HOTEL_REPORTS.find((r) => r.name === name)!.path;

const getReport = (server: TestServer, name: string, params: Record<string, string>, token?: string) =>
  fetchReport(server, path(name), params, token);

describe('hotel report endpoints', () => {
  let server: TestServer;
  let manager: string;
  let corporate: string;
  const view = async <T>(viewPath: string, params: Params) =>
    (await getView<T>(server, viewPath, { ...range, ...params }, manager)).body.data;

  beforeAll(async () => {
    server = await startTestServer({ datasetRows: 4000 });
    manager = await tokenFor(server, 'manager');
    const rows = await getView<{ corporate: string }[]>(
      server,
      dynamicFiltersView.path,
      { productName: 'hotel' },
      manager,
    );
    corporate = rows.body.data[0]!.corporate;
  }, 120_000);
  afterAll(async () => server?.close());

  it('streams savings details whose totals equal the page for the same filters, with the report information', async () => {
    const filters = { corporate: [corporate] };
    const res = await getReport(
      server,
      'hotelsSavingsDetailsReport',
      { ...range, format: 'xlsx', currency: 'EUR', filters: JSON.stringify(filters), withPotential: 'true' },
      manager,
    );
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('spreadsheetml');
    expect(res.headers.get('content-disposition')).toContain(
      `Northstar Travel Hotel Savings Details - ${range.startDate} to ${range.endDate}.xlsx`,
    );
    const workbook = await workbookOf(res);
    const page = await view<HotelCompanySavingsData>(hotelCompanySavingsView.path, {
      ...filters,
      currency: 'EUR',
    });
    const rebooked = sumColumn(workbook, 'Savings (EUR)', ['Status', 'Rebooked']);
    const notAccepted = sumColumn(workbook, 'Savings (EUR)', ['Status', 'Not accepted']);
    expect(rebooked.rows).toBeGreaterThan(0);
    expect(rebooked.sum).toBeCloseTo(page.acceptedSavings, 2);
    expect(rebooked.rows).toBe(page.rebookings);
    expect(Math.round((rebooked.sum + notAccepted.sum) * 100) / 100).toBeCloseTo(
      page.potentialSentSavings,
      2,
    );
    const facts = factsOf(workbook);
    expect(facts.get('Report')).toBe('Hotel Savings Details');
    expect(facts.get('Realized savings total')).toBeCloseTo(page.acceptedSavings, 2);
    expect(facts.get('Currency')).toBe('EUR');
    expect(facts.get('Filter: Client')).toBe(corporate);
    expect(facts.get('Product')).toBe('hotel');
    expect(facts.get('withPotential')).toBe(true);
  });

  it('leaves out the lower rates not accepted unless withPotential', async () => {
    const res = await getReport(server, 'hotelsSavingsDetailsReport', { ...range, currency: 'USD' }, manager);
    const workbook = await workbookOf(res);
    expect(sumColumn(workbook, 'Savings (USD)', ['Status', 'Not accepted']).rows).toBe(0);
    const page = await view<HotelCompanySavingsData>(hotelCompanySavingsView.path, { currency: 'USD' });
    expect(sumColumn(workbook, 'Savings (USD)').sum).toBeCloseTo(page.acceptedSavings, 2);
  });

  it('exports the tracked reservations whose spend equals the tracked spend card', async () => {
    const res = await getReport(
      server,
      'hotelsTrackedReservationsReport',
      { ...range, currency: 'USD', isPMOnly: 'true' },
      manager,
    );
    expect(res.status).toBe(200);
    const workbook = await workbookOf(res);
    const page = await view<HotelTrackedSpendData>(hotelTrackedSpendView.path, {
      currency: 'USD',
      isPMOnly: true,
    });
    const spend = sumColumn(workbook, 'Spend (USD)');
    expect(spend.rows).toBe(page.trackedPNRs);
    expect(spend.sum).toBeCloseTo(page.trackedSpend, 1);
    expect(factsOf(workbook).get('Tracked spend total')).toBeCloseTo(page.trackedSpend, 1);
    expect(factsOf(workbook).get('isPMOnly')).toBe(true);
  });

  it('writes the executive summary of the page, with the HPA lines for isHPA', async () => {
    const res = await getReport(
      server,
      'hotelsExecutiveSummaryReport',
      { ...range, currency: 'USD', isHPA: 'true' },
      manager,
    );
    expect(res.status).toBe(200);
    const workbook = await workbookOf(res);
    const sheet = workbook.worksheets[0]!;
    const lines = new Map<string, unknown>();
    sheet.eachRow((row, n) => {
      if (n > 1) lines.set(String(row.getCell(2).value), row.getCell(3).value);
    });
    const page = await view<HotelCompanySavingsData>(hotelCompanySavingsView.path, {
      currency: 'USD',
      isHPA: true,
    });
    const tracked = await view<HotelTrackedSpendData>(hotelTrackedSpendView.path, {
      currency: 'USD',
      isHPA: true,
    });
    expect(lines.get('acceptedSavings')).toBe(page.acceptedSavings);
    expect(lines.get('rebookings')).toBe(page.rebookings);
    expect(lines.get('trackedSpend')).toBe(tracked.trackedSpend);
    expect(lines.get('avgReservationSavings')).toBe(page.avgReservationSavings);
    expect(lines.get('avgTrackedNumNights')).toBe(tracked.avgTrackedNumNights);
    expect(factsOf(workbook).get('Realized savings total')).toBe(page.acceptedSavings);

    const plain = await workbookOf(
      await getReport(server, 'hotelsExecutiveSummaryReport', { ...range, currency: 'USD' }, manager),
    );
    expect(plain.worksheets[0]!.rowCount).toBeLessThan(sheet.rowCount);
  });

  it('honours isAutorebook and writes csv with the facts first', async () => {
    const res = await getReport(
      server,
      'hotelsSavingsDetailsReport',
      { ...range, currency: 'USD', format: 'csv', isAutorebook: 'true' },
      manager,
    );
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('text/csv');
    const text = await res.text();
    const page = await view<HotelCompanySavingsData>(hotelCompanySavingsView.path, {
      currency: 'USD',
      isAutorebook: true,
    });
    const total = /^Realized savings total,([\d.]+)\r$/m.exec(text);
    expect(Number(total?.[1])).toBeCloseTo(page.acceptedSavings, 2);
    expect(text).toContain('isAutorebook,true');
    expect(text).toContain('Record locator,Lower rate found,Client');
  });

  it('rejects another product, bad flags and callers who may not export', async () => {
    const air = await getReport(
      server,
      'hotelsSavingsDetailsReport',
      { ...range, productName: 'air' },
      manager,
    );
    expect(air.status).toBe(400);
    expect(await air.json()).toMatchObject({ field: 'productName' });
    const hpaPremium = await getReport(
      server,
      'hotelsExecutiveSummaryReport',
      { ...range, productName: 'hpaPremium' },
      manager,
    );
    expect(hpaPremium.status).toBe(200);
    const bad = await getReport(
      server,
      'hotelsTrackedReservationsReport',
      { ...range, isHPA: 'perhaps' },
      manager,
    );
    expect(bad.status).toBe(400);
    expect(await bad.json()).toMatchObject({ field: 'isHPA' });
    expect((await getReport(server, 'hotelsTrackedReservationsReport', range)).status).toBe(401);
    const noExport = await tokenFor(server, 'noexport');
    expect((await getReport(server, 'hotelsTrackedReservationsReport', range, noExport)).status).toBe(403);
  });

  it("exports only the caller's TMC", async () => {
    const hpa = await tokenFor(server, 'hpa');
    const res = await getReport(server, 'hotelsTrackedReservationsReport', { ...range, format: 'csv' }, hpa);
    expect(res.status).toBe(200);
    const text = await res.text();
    expect(text).toContain('Travel management company,Bluewave Journeys');
    expect(text).not.toMatch(/\bNSUS\d/);
    expect(text).toMatch(/\bBW[A-Z]{2}\d/);
  });
});
