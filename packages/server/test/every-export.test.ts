import ExcelJS from 'exceljs';
import { REPORT_DEFINITIONS } from '@tripsight/core/reports';
import { TAB_CATALOGUE } from '@tripsight/core/catalogue';
import { SHEET_NAME_MAX } from '@tripsight/core/export';
import { describe, expect, it } from 'vitest';
import { REPORT_ROUTES } from '../src/reports/module.js';
import { REPORT_FORMATS } from '../src/reports/report-params.js';
import { REPORT_EXPORT_PATH } from '../src/reports/report-export.js';
import { daysAgo } from './analytics-client.js';
import { signedInServer } from './signed-in.js';

/** The exportable reports the catalogue's tabs embed. */
const CATALOGUE_REPORTS = [
  ...new Set(TAB_CATALOGUE.flatMap((tab) => (tab.content.kind === 'report' ? [tab.content.reportName] : []))),
].filter((name) => REPORT_DEFINITIONS.get(name)?.exportable);

const range = { startDate: daysAgo(120), endDate: daysAgo(1) };

/** Sheet names a spreadsheet opens: unique ignoring case, short, without the refused characters. */
function expectValidSheets(workbook: ExcelJS.Workbook, label: string) {
  const names = workbook.worksheets.map((sheet) => sheet.name);
  expect(new Set(names.map((name) => name.toLowerCase())).size, `${label}: ${names.join(' | ')}`).toBe(
    names.length,
  );
  for (const name of names) {
    expect(name.length, `${label}: ${name}`).toBeLessThanOrEqual(SHEET_NAME_MAX);
    expect(name, label).not.toMatch(/[[\]:*?/\\]/);
  }
}

describe('every export of the catalogue, in every format', () => {
  const app = signedInServer();
  const get = (path: string, params: Record<string, string>) =>
    fetch(`${app.server.url}${path}?${new URLSearchParams(params)}`, {
      headers: { authorization: `Bearer ${app.manager}` },
    });

  it('exports every report of the catalogue as .xlsx with sheet names a spreadsheet accepts', async () => {
    expect(CATALOGUE_REPORTS).toEqual(
      expect.arrayContaining(['HotelsaverSpendOverview', 'SpendOverview', 'HpaPremiumSpendOverview']),
    );
    for (const reportId of CATALOGUE_REPORTS) {
      const res = await get(REPORT_EXPORT_PATH, { reportId, filters: JSON.stringify(range) });
      expect(res.status, `${reportId}: ${res.status === 200 ? '' : await res.text()}`).toBe(200);
      const workbook = new ExcelJS.Workbook();
      await workbook.xlsx.load(await res.arrayBuffer());
      expectValidSheets(workbook, reportId);
      const visuals = REPORT_DEFINITIONS.get(reportId)!.pages.flatMap((page) => page.visuals);
      expect(workbook.worksheets.length, reportId).toBe(1 + visuals.length);
    }
  });

  it(`exports every report endpoint as ${REPORT_FORMATS.join(' and ')}`, async () => {
    for (const { prefix, report } of REPORT_ROUTES) {
      for (const format of REPORT_FORMATS) {
        const path = `${prefix}/${report.name}`;
        const res = await get(path, { ...range, format });
        const label = `${path} ${format}`;
        expect(res.status, `${label}: ${res.status === 200 ? '' : await res.text()}`).toBe(200);
        const body = await res.arrayBuffer();
        // A report too large to download answers JSON with a message instead of the file.
        if ((res.headers.get('content-type') ?? '').startsWith('application/json')) continue;
        if (format === 'csv') {
          expect(body.byteLength, label).toBeGreaterThan(0);
          continue;
        }
        const workbook = new ExcelJS.Workbook();
        await workbook.xlsx.load(body);
        expectValidSheets(workbook, label);
      }
    }
  });
});
