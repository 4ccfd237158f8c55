import ExcelJS from 'exceljs';
import { expect } from 'vitest';
import type { TestServer } from './server.js';

/** GET a report endpoint (`path` under the server) with query parameters and an optional bearer token. */
export async function fetchReport(
  server: TestServer,
  path: string,
  params: Record<string, string>,
  token?: string,
): Promise<Response> {
  const query = new URLSearchParams(params).toString();
  return fetch(`${server.url}${path}?${query}`, {
    headers: token ? { authorization: `Bearer ${token}` } : {},
  });
}

/** The workbook a report answered. */
export async function workbookOf(res: Response): Promise<ExcelJS.Workbook> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(await res.arrayBuffer());
  return workbook;
}

/** The report-information sheet as label -> value. */
export function factsOf(workbook: ExcelJS.Workbook): Map<string, unknown> {
  const sheet = workbook.getWorksheet('Report information');
  const facts = new Map<string, unknown>();
  sheet?.eachRow((row, n) => {
    if (n > 1) facts.set(String(row.getCell(1).value), row.getCell(2).value);
  });
  return facts;
}

/** Sum and count of a column of the first sheet, over the rows matching `where` (by header). */
export function sumColumn(
  workbook: ExcelJS.Workbook,
  header: string,
  where?: [string, string],
): { sum: number; rows: number } {
  const sheet = workbook.worksheets[0]!;
  const headers = (sheet.getRow(1).values as unknown[]).map(String);
  const col = headers.indexOf(header);
  expect(col, header).toBeGreaterThan(0);
  const filterCol = where ? headers.indexOf(where[0]) : -1;
  let sum = 0;
  let rows = 0;
  sheet.eachRow((row, n) => {
    if (n === 1) return;
    if (where && row.getCell(filterCol).value !== where[1]) return;
    sum += Number(row.getCell(col).value);
    rows += 1;
  });
  return { sum: Math.round(sum * 100) / 100, rows };
}
