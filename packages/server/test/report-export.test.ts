import ExcelJS from 'exceljs';
import { CUBE_API_PATH, type CubeLoadResponse, type CubeQuery } from '@tripsight/core/cube';
import { AGENT_REPORTS, AIR_REPORTS } from '@tripsight/core/reports';
import { describe, expect, it } from 'vitest';
import { REPORT_EXPORT_PATH } from '../src/reports/report-export.js';
import { daysAgo } from './analytics-client.js';
import { signedInServer } from './signed-in.js';
import { tokenFor } from './tokens.js';

const START = daysAgo(365);
const END = daysAgo(1);
const P = 'AirProgramView';

describe('reporting API export of a report as xlsx', () => {
  const app = signedInServer();

  const exportReport = (params: Record<string, string>, token: string = app.manager) =>
    fetch(`${app.server.url}${REPORT_EXPORT_PATH}?${new URLSearchParams(params)}`, {
      headers: { authorization: `Bearer ${token}` },
    });
  const workbookOf = async (res: Response) => {
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(await res.arrayBuffer());
    return workbook;
  };
  const load = async (query: CubeQuery) => {
    const res = await fetch(`${app.server.url}${CUBE_API_PATH}/load`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${app.manager}` },
      body: JSON.stringify({ query }),
    });
    expect(res.status).toBe(200);
    return ((await res.json()) as CubeLoadResponse).data;
  };
  /** The numbers of a sheet's column (by header), below the header row. */
  const column = (sheet: ExcelJS.Worksheet, header: string) => {
    const index = (sheet.getRow(1).values as unknown[]).indexOf(header);
    expect(index, `${sheet.name}: ${header}`).toBeGreaterThan(0);
    const values: number[] = [];
    sheet.eachRow((row, n) => {
      if (n > 1) values.push(Number(row.getCell(index).value));
    });
    return values;
  };
  const sum = (values: number[]) => Math.round(values.reduce((a, b) => a + b, 0) * 100) / 100;

  it('writes one sheet per visual whose totals equal the query API under the same filters', async () => {
    const filters = { startDate: START, endDate: END, currency: 'EUR', corporate: ['Initech'] };
    const res = await exportReport({ reportId: 'ProgramOverview', filters: JSON.stringify(filters) });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe(
      'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    );
    expect(res.headers.get('content-disposition')).toContain('Program%20overview');
    const workbook = await workbookOf(res);
    const report = AIR_REPORTS.find((r) => r.reportName === 'ProgramOverview')!;
    const visuals = report.pages.flatMap((page) => page.visuals);
    expect(workbook.worksheets.length).toBe(1 + visuals.length);
    expect(workbook.getWorksheet('Report')?.getCell('B1').value).toBe('Program overview');

    const scope = {
      timeDimensions: [{ dimension: `${P}.ticketingDate`, dateRange: [START, END] as [string, string] }],
      filters: [{ member: `${P}.directEnterprise`, operator: 'equals' as const, values: ['Initech'] }],
    };
    const [total] = await load({ measures: [`${P}.spendEur`], ...scope });
    const spend = total?.[`${P}.spendEur`] as number;
    expect(spend).toBeGreaterThan(0);
    expect(column(workbook.getWorksheet('Overview - Air spend')!, 'Spend (EUR)')).toEqual([spend]);
    // The routes table lists every route of the client: its spend adds up to the total.
    const routes = workbook.getWorksheet('Carriers and routes - Routes')!;
    expect(sum(column(routes, 'Spend (EUR)'))).toBeCloseTo(spend, 0);
    const byCabin = await load({ measures: [`${P}.spendEur`], dimensions: [`${P}.cabinClass`], ...scope });
    expect(sum(column(workbook.getWorksheet('Overview - Spend by cabin')!, 'Spend (EUR)'))).toBe(
      sum(byCabin.map((row) => row[`${P}.spendEur`] as number)),
    );
  });

  it('exports the assistant report with the audit log conversations counted', async () => {
    const filters = { startDate: daysAgo(60), endDate: daysAgo(0) };
    const res = await exportReport({ reportId: 'AgentAIOverview', filters: JSON.stringify(filters) });
    expect(res.status).toBe(200);
    const workbook = await workbookOf(res);
    const report = AGENT_REPORTS.find((r) => r.reportName === 'AgentAIOverview')!;
    expect(workbook.worksheets.length).toBe(1 + report.pages.flatMap((page) => page.visuals).length);
    const [requests] = column(workbook.getWorksheet('Requests - Requests received')!, 'Requests');
    const byStatus = column(workbook.getWorksheet('Requests - Requests by status')!, 'Requests');
    expect(requests).toBeGreaterThan(0);
    expect(sum(byStatus)).toBe(requests);
  });

  it('answers every row of a visual when paginated', async () => {
    const params = (isPaginated: string) => ({
      reportId: 'ContractCoverage',
      isPaginated,
      filters: JSON.stringify({ startDate: START, endDate: END }),
    });
    const shown = await workbookOf(await exportReport(params('false')));
    const every = await workbookOf(await exportReport(params('true')));
    const rows = (workbook: ExcelJS.Workbook) =>
      workbook.worksheets.find((sheet) => sheet.name.startsWith('Route opportunities - Opport'))?.rowCount ??
      0;
    expect(rows(shown)).toBe(101);
    expect(rows(every)).toBeGreaterThan(101);
  });

  it('rejects bad input with a 400 naming the field, and callers who may not export', async () => {
    const bad = async (params: Record<string, string>, field: string) => {
      const res = await exportReport(params);
      const body = (await res.json()) as { field?: string; message: string };
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(`${body.field} ${body.message}`).toContain(field);
    };
    await bad({}, 'reportId');
    await bad({ reportId: 'NoSuchReport' }, 'reportId');
    await bad({ reportId: 'ProgramOverview', filters: '{nope' }, 'filters');
    await bad({ reportId: 'ProgramOverview', filters: '[]' }, 'filters');
    await bad({ reportId: 'ProgramOverview', filters: '{"startDate":"2026-13-45"}' }, 'startDate');
    await bad({ reportId: 'ProgramOverview', filters: '{"pcc":["x"]}' }, 'filters');
    await bad({ reportId: 'ProgramOverview', isPaginated: 'maybe' }, 'isPaginated');
    await bad(
      { reportId: 'ProgramOverview', filters: `{"currency":"EUR'; DROP TABLE x"}` },
      'filters.currency',
    );
    await bad({ reportId: 'ProgramOverview', filters: '{"productName":"x\\u202e"}' }, 'filters.productName');
    await bad({ reportId: 'ProgramOverview', filters: '{"endDate":"99999-01-01"}' }, 'endDate');
    const jamie = await tokenFor(app.server, 'noexport');
    expect((await exportReport({ reportId: 'ProgramOverview' }, jamie)).status).toBe(403);
    expect((await exportReport({ reportId: 'ProgramOverview' }, app.second)).status).toBe(403);
  });
});
