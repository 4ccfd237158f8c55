import type ExcelJS from 'exceljs';
import { ALTERNATIVE_LABELS, EMISSION_METHODS, methodStamp } from '@tripsight/core/emissions';
import {
  AIR_EMISSIONS_REPORT,
  EMISSION_ALTERNATIVES_REPORT,
  HOTEL_EMISSIONS_REPORT,
} from '@tripsight/core/export';
import {
  airEmissionsAlternativesView,
  airEmissionsOverviewView,
  hotelEmissionsOverviewView,
  type AirEmissionsOverview,
  type EmissionAlternativeRow,
  type HotelEmissionsOverview,
} from '@tripsight/core/views';
import { describe, expect, it } from 'vitest';
import { alternativeTotals, AIR_TOTALS, HOTEL_TOTALS } from '../src/reports/emission-reports.js';
import { daysAgo, okView } from './analytics-client.js';
import { factsOf, fetchReport, workbookOf } from './report-client.js';
import { signedInServer } from './signed-in.js';
import { tokenWithTabs } from './tokens.js';

/* The emissions exports on the real service: the method on the facts and every row, totals = views. */

const range = { startDate: daysAgo(40), endDate: daysAgo(1), currency: 'EUR' };

/** A table as header -> column of values. */
type Table = { headers: string[]; rows: unknown[][] };
const column = (table: Table, header: string) => {
  const at = table.headers.indexOf(header);
  expect(at, header).toBeGreaterThanOrEqual(0);
  return table.rows.map((row) => row[at]);
};
const sum = (values: unknown[]) => values.reduce<number>((s, v) => s + Number(v), 0);

/** The first sheet of a workbook as a table. */
function sheetTable(workbook: ExcelJS.Workbook): Table {
  const sheet = workbook.worksheets[0]!;
  const rows: unknown[][] = [];
  sheet.eachRow((row) => rows.push((row.values as unknown[]).slice(1)));
  return { headers: (rows[0] ?? []).map(String), rows: rows.slice(1) };
}

/** RFC 4180 fields of a CSV text (quoted fields may hold commas and doubled quotes). */
function csvLines(text: string): string[][] {
  const lines: string[][] = [];
  let field = '';
  let line: string[] = [];
  let quoted = false;
  for (let i = 0; i < text.length; i += 1) {
    const c = text[i]!;
    if (quoted && c === '"' && text[i + 1] === '"') {
      field += '"';
      i += 1;
    } else if (c === '"') {
      quoted = !quoted;
    } else if (!quoted && c === ',') {
      line.push(field);
      field = '';
    } else if (!quoted && c === '\n') {
      lines.push([...line, field.replace(/\r$/, '')]);
      line = [];
      field = '';
    } else {
      field += c;
    }
  }
  return lines;
}

/** A CSV export: its header block of facts and its table. */
function csvExport(text: string): { facts: Map<string, string>; table: Table } {
  const lines = csvLines(text);
  const blank = lines.findIndex((line) => line.length === 1 && line[0] === '');
  const facts = new Map(lines.slice(0, blank).map(([label, value]) => [label!, value!]));
  const [headers = [], ...rows] = lines.slice(blank + 1);
  return { facts, table: { headers, rows } };
}

describe('emissions exports (real service)', () => {
  const app = signedInServer();
  const view = async <T>(path: string, params: Record<string, string>) =>
    (await okView<T>(app.server, path, { ...range, ...params }, app.manager)).data;

  it('exports the PNRs with the method on every row, totals equal to the air overview (xlsx)', async () => {
    for (const method of EMISSION_METHODS) {
      const res = await fetchReport(
        app.server,
        AIR_EMISSIONS_REPORT.path,
        { ...range, method: method.id },
        app.manager,
      );
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toContain('spreadsheetml');
      expect(res.headers.get('content-disposition')).toContain(`Air Emissions (${method.id})`);
      const workbook = await workbookOf(res);
      const facts = factsOf(workbook);
      const stamp = methodStamp(method);
      expect(facts.get('Method')).toBe(stamp.id);
      expect(facts.get('Method source')).toBe(stamp.source);
      expect(facts.get('Factor year')).toBe(stamp.factorYear);
      expect(facts.has('Savings')).toBe(false);
      const { summary } = await view<AirEmissionsOverview>(airEmissionsOverviewView.path, {
        method: method.id,
      });
      expect(summary.pnrs).toBeGreaterThan(5);
      expect(facts.get(AIR_TOTALS.co2eKg)).toBe(summary.co2eKg);
      expect(facts.get(AIR_TOTALS.pnrs)).toBe(summary.pnrs);
      expect(facts.get(AIR_TOTALS.distanceKm)).toBe(summary.distanceKm);
      const table = sheetTable(workbook);
      expect(table.rows).toHaveLength(summary.pnrs);
      // Each row is rounded to the gram: the rows add up to the total within half a gram a row.
      expect(Math.abs(sum(column(table, 'kg CO2e')) - summary.co2eKg)).toBeLessThanOrEqual(
        0.0005 * table.rows.length,
      );
      expect(new Set(column(table, 'Method'))).toEqual(new Set([stamp.id]));
      expect(new Set(column(table, 'Method source'))).toEqual(new Set([stamp.source]));
      expect(new Set(column(table, 'Factor year'))).toEqual(new Set([stamp.factorYear]));
    }
  });

  it('exports the same PNRs as csv, the method in the header block and a column', async () => {
    const method = EMISSION_METHODS[1]!;
    const res = await fetchReport(
      app.server,
      AIR_EMISSIONS_REPORT.path,
      { ...range, method: method.id, format: 'csv', filters: JSON.stringify({ gds: ['Sabre'] }) },
      app.manager,
    );
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('text/csv');
    const { facts, table } = csvExport(await res.text());
    expect(facts.get('Method')).toBe(method.id);
    expect(facts.get('Method source')).toBe(method.source);
    expect(facts.get('Factor year')).toBe(String(method.factorYear));
    expect(facts.get('Filter: GDS')).toBe('Sabre');
    const { summary } = await view<AirEmissionsOverview>(airEmissionsOverviewView.path, {
      method: method.id,
      gds: 'Sabre',
    });
    expect(Number(facts.get(AIR_TOTALS.co2eKg))).toBe(summary.co2eKg);
    expect(table.rows).toHaveLength(summary.pnrs);
    expect(Math.abs(sum(column(table, 'kg CO2e')) - summary.co2eKg)).toBeLessThanOrEqual(
      0.0005 * table.rows.length,
    );
    expect(new Set(column(table, 'Method source'))).toEqual(new Set([method.source]));
  });

  it('exports the hotel reservations, totals equal to the hotel overview (xlsx and csv)', async () => {
    for (const method of EMISSION_METHODS) {
      const { summary } = await view<HotelEmissionsOverview>(hotelEmissionsOverviewView.path, {
        method: method.id,
      });
      expect(summary.nights).toBeGreaterThan(5);
      const xlsx = await fetchReport(
        app.server,
        HOTEL_EMISSIONS_REPORT.path,
        { ...range, method: method.id },
        app.manager,
      );
      expect(xlsx.status).toBe(200);
      const workbook = await workbookOf(xlsx);
      const facts = factsOf(workbook);
      expect(facts.get('Method')).toBe(method.id);
      expect(facts.get('Factor year')).toBe(methodStamp(method, 'hotel').factorYear);
      expect(facts.get(HOTEL_TOTALS.co2eKg)).toBe(summary.co2eKg);
      expect(facts.get(HOTEL_TOTALS.nights)).toBe(summary.nights);
      const table = sheetTable(workbook);
      expect(sum(column(table, 'Nights'))).toBe(summary.nights);
      expect(Math.abs(sum(column(table, 'kg CO2e')) - summary.co2eKg)).toBeLessThanOrEqual(
        0.0005 * table.rows.length,
      );
      expect(new Set(column(table, 'Method'))).toEqual(new Set([method.id]));

      const csv = await fetchReport(
        app.server,
        HOTEL_EMISSIONS_REPORT.path,
        { ...range, method: method.id, format: 'csv' },
        app.manager,
      );
      const { facts: csvFacts, table: csvTable } = csvExport(await csv.text());
      // The hotel export names the hotel table its figures come from, as the hotel view does.
      const hotelStamp = methodStamp(method, 'hotel');
      expect(csvFacts.get('Method source')).toBe(hotelStamp.source);
      expect(Number(csvFacts.get(HOTEL_TOTALS.co2eKg))).toBe(summary.co2eKg);
      expect(csvTable.rows).toHaveLength(table.rows.length);
      expect(new Set(column(csvTable, 'Factor year'))).toEqual(new Set([String(hotelStamp.factorYear)]));
    }
  });

  it('exports the alternatives by route, each kind adding up to the alternatives view (xlsx and csv)', async () => {
    const method = EMISSION_METHODS[0]!;
    const byKind = await view<EmissionAlternativeRow[]>(airEmissionsAlternativesView.path, {
      method: method.id,
    });
    const byRoute = await view<EmissionAlternativeRow[]>(airEmissionsAlternativesView.path, {
      method: method.id,
      breakdown: 'route',
    });
    const res = await fetchReport(app.server, EMISSION_ALTERNATIVES_REPORT.path, range, app.manager);
    expect(res.status).toBe(200);
    const workbook = await workbookOf(res);
    const facts = factsOf(workbook);
    expect(facts.get('Method')).toBe(method.id);
    const table = sheetTable(workbook);
    expect(table.rows).toHaveLength(byRoute.length);
    expect(byKind.some((row) => row.pnrs > 0)).toBe(true);
    for (const row of byKind) {
      const labels = alternativeTotals(row.kind);
      expect(facts.get(labels.pnrs)).toBe(row.pnrs);
      expect(facts.get(labels.saved)).toBe(row.co2eKgSaved);
      expect(facts.get(labels.fare)).toBe(row.fareDifference);
      const mine = table.rows.filter((r) => r[0] === ALTERNATIVE_LABELS[row.kind]);
      const at = (header: string) => table.headers.indexOf(header);
      expect(sum(mine.map((r) => r[at('PNRs')]))).toBe(row.pnrs);
      expect(Math.abs(sum(mine.map((r) => r[at('kg CO2e saved')])) - row.co2eKgSaved)).toBeLessThanOrEqual(
        0.0005 * (mine.length + 1),
      );
      expect(
        Math.abs(sum(mine.map((r) => r[at('Fare difference (EUR)')])) - row.fareDifference),
      ).toBeLessThanOrEqual(0.005 * (mine.length + 1));
    }
    expect(new Set(column(table, 'Method source'))).toEqual(new Set([method.source]));

    const csv = await fetchReport(
      app.server,
      EMISSION_ALTERNATIVES_REPORT.path,
      { ...range, format: 'csv' },
      app.manager,
    );
    const { facts: csvFacts, table: csvTable } = csvExport(await csv.text());
    expect(csvFacts.get('Factor year')).toBe(String(method.factorYear));
    expect(csvTable.rows).toHaveLength(byRoute.length);
    expect(new Set(column(csvTable, 'Method'))).toEqual(new Set([method.id]));
  });

  it('refuses an unknown method naming it, and callers without a token', async () => {
    const bad = await fetchReport(
      app.server,
      AIR_EMISSIONS_REPORT.path,
      { ...range, method: 'guess' },
      app.manager,
    );
    expect(bad.status).toBe(400);
    expect(((await bad.json()) as { field: string }).field).toBe('method');
    const missing = await fetchReport(
      app.server,
      HOTEL_EMISSIONS_REPORT.path,
      { method: 'ademe-2018' },
      app.manager,
    );
    expect(missing.status).toBe(400);
    expect((await fetchReport(app.server, AIR_EMISSIONS_REPORT.path, range)).status).toBe(401);
  });

  it("exports only the caller's TMC, to a caller entitled to an emissions tab", async () => {
    expect((await fetchReport(app.server, AIR_EMISSIONS_REPORT.path, range, app.second)).status).toBe(403);
    const bluewave = await tokenWithTabs(app.server, ['EmissionsOverview'], 'bluewave-emissions', 'second');
    const theirs = factsOf(
      await workbookOf(await fetchReport(app.server, AIR_EMISSIONS_REPORT.path, range, bluewave)),
    );
    const mine = factsOf(
      await workbookOf(await fetchReport(app.server, AIR_EMISSIONS_REPORT.path, range, app.manager)),
    );
    expect(theirs.get('Travel management company')).toBe('Bluewave Journeys');
    expect(mine.get('Travel management company')).not.toBe('Bluewave Journeys');
    const { summary } = (
      await okView<AirEmissionsOverview>(app.server, airEmissionsOverviewView.path, range, bluewave)
    ).data;
    expect(theirs.get(AIR_TOTALS.co2eKg)).toBe(summary.co2eKg);
    expect(theirs.get(AIR_TOTALS.co2eKg)).not.toBe(mine.get(AIR_TOTALS.co2eKg));
    // The alternatives export belongs to the alternatives tab, which this caller does not have.
    const other = await fetchReport(app.server, EMISSION_ALTERNATIVES_REPORT.path, range, bluewave);
    expect(other.status).toBe(403);
  });
});
