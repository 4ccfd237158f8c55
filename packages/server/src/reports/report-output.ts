import { PassThrough, type Readable } from 'node:stream';
import ExcelJS from 'exceljs';
import { sheetNames } from '@tripsight/core/export';
import type { ReportFormat } from './report-params.js';

/** A column of a report table. */
export interface ReportColumn {
  /** Field of the row objects. */
  key: string;
  header: string;
  /** A money column (values rounded to cents, in the report's currency). */
  money?: boolean;
  width?: number;
}

export type ReportValue = string | number | boolean | null;

/** The facts a reader needs to reconcile an export: filters, currency, dates, generation time, totals. */
export type ReportFacts = [label: string, value: ReportValue][];

/** Writes one report file as a stream: the data table, then the facts (sheet or header block). */
export interface ReportWriter {
  /** The file body; pipe it to the response. */
  readonly stream: Readable;
  /** Adds rows given as arrays in column order. */
  addRows(rows: readonly (readonly ReportValue[])[]): void;
  /** Writes the facts and completes the file. */
  finish(facts: ReportFacts): Promise<void>;
}

/** Name of the sheet holding the facts of an .xlsx export. */
export const FACTS_SHEET = 'Report information';

/**
 * An .xlsx written with exceljs's streaming WorkbookWriter: rows are committed as they come, so
 * memory stays flat whatever the row count. Cell styles are off: they double exceljs's write time,
 * and money values are already rounded to cents.
 */
export function xlsxWriter(sheetName: string, columns: readonly ReportColumn[]): ReportWriter {
  const stream = new PassThrough();
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({
    stream,
    useStyles: false,
    useSharedStrings: false,
  });
  workbook.creator = 'Tripsight';
  const [dataSheet = 'Data', factsSheet = FACTS_SHEET] = sheetNames([sheetName, FACTS_SHEET]);
  const sheet = workbook.addWorksheet(dataSheet, { views: [{ state: 'frozen', ySplit: 1 }] });
  sheet.columns = columns.map((c) => ({
    key: c.key,
    header: c.header,
    width: c.width ?? Math.max(12, c.header.length + 2),
  }));
  sheet.getRow(1).commit();
  return {
    stream,
    addRows(rows) {
      for (const row of rows) sheet.addRow([...row]).commit();
    },
    async finish(facts) {
      sheet.commit();
      const info = workbook.addWorksheet(factsSheet);
      info.columns = [
        { key: 'label', header: 'Item', width: 28 },
        { key: 'value', header: 'Value', width: 60 },
      ];
      info.getRow(1).commit();
      for (const [label, value] of facts) info.addRow({ label, value }).commit();
      info.commit();
      await workbook.commit();
    },
  };
}

/**
 * Text a spreadsheet would read as a formula (CSV injection): it starts with `=`, `+`, `-` or `@`,
 * or with a tab or carriage return that some spreadsheets skip before one of those.
 */
const FORMULA_START = /^[=+\-@\t\r]/;

/**
 * A CSV field, quoted when it holds a comma, quote or line break. Text that a spreadsheet would run
 * as a formula is prefixed with an apostrophe (OWASP's advice), so `=HYPERLINK(…)` in a corporate
 * name shows as text; numbers, negative ones included, stay numbers.
 */
export function csvField(value: ReportValue): string {
  if (value === null) return '';
  const raw = String(value);
  const text = typeof value === 'string' && FORMULA_START.test(raw) ? `'${raw}` : raw;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

const csvLine = (values: readonly ReportValue[]) => `${values.map(csvField).join(',')}\r\n`;

/**
 * A .csv: a header block of `label,value` facts and a blank line come first (the facts are known
 * before the rows, except totals, which close the block), then the table.
 */
export function csvWriter(columns: readonly ReportColumn[], facts: ReportFacts): ReportWriter {
  const stream = new PassThrough();
  for (const [label, value] of facts) stream.write(csvLine([label, value]));
  stream.write('\r\n');
  stream.write(csvLine(columns.map((c) => c.header)));
  return {
    stream,
    addRows(rows) {
      let chunk = '';
      for (const row of rows) chunk += csvLine(row);
      stream.write(chunk);
    },
    async finish() {
      stream.end();
    },
  };
}

/** Content type of each report format. */
export const CONTENT_TYPES: Record<ReportFormat, string> = {
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  csv: 'text/csv; charset=utf-8',
};

/** A Content-Disposition attachment header with an ASCII fallback and the UTF-8 name (RFC 6266). */
export function attachmentHeader(fileName: string): string {
  const ascii = fileName.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(fileName)}`;
}
