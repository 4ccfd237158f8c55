import type { Currency, FeeMode, FilterSelection } from '../bus/types.js';
import type { ProductType } from '../model/product-types.js';

/** Export button presses are debounced by 500 ms (docs/rules/shell.md#exports-and-downloads). */
export const EXPORT_DEBOUNCE_MS = 500;

/** Default export file type (docs/rules/shell.md#exports-and-downloads). */
const DEFAULT_EXPORT_EXTENSION = 'xlsx';

/** An exportable report (docs/rules/shell.md#exports-and-downloads). */
export interface ReportDefinition {
  name: string;
  title: string;
  /** Label of the menu entry; reports with an empty button name are not listed. */
  buttonName: string;
  displayName: string;
  /** Path of the report endpoint of the data service. */
  path: string;
  /** File types offered; the first is the default. Empty: xlsx with no choice shown. */
  exportFileExtensionOptions: string[];
  /** Extra query parameters the report endpoint takes (isHPA, isPMOnly, productName, …). */
  extraParams?: Record<string, string | boolean>;
  /** The product whose date range the export covers, when not the tab's (a hotel export on an air tab). */
  product?: ProductType;
  /** The report sends the emission method the page shows (the bus's `emissionMethod`) as `method`. */
  sendsEmissionMethod?: boolean;
}

export interface ExportPermission {
  /** Exports are active for the tab (a report export is set up and the tab shows the button). */
  exportsActive: boolean;
  /** The allow-export-reports claim. */
  allowExportReports: boolean;
}

/** The export button is disabled unless exports are active or the account allows export reports (docs/rules/shell.md#exports-and-downloads). */
export function isExportButtonEnabled({ exportsActive, allowExportReports }: ExportPermission): boolean {
  return exportsActive || allowExportReports;
}

/** Entries with an empty button name are not listed (docs/rules/shell.md#exports-and-downloads). */
export function listedReports(reports: readonly ReportDefinition[]): ReportDefinition[] {
  return reports.filter((report) => report.buttonName.trim() !== '');
}

/** The menu shows only if allowExportReports is true and at least one report exists (docs/rules/shell.md#exports-and-downloads). */
export function showExportMenu(allowExportReports: boolean, reports: readonly ReportDefinition[]): boolean {
  return allowExportReports && listedReports(reports).length > 0;
}

/** The file-format choice shows only if options exist (docs/rules/shell.md#exports-and-downloads). */
export function showFileFormatChoice(report: ReportDefinition): boolean {
  return report.exportFileExtensionOptions.length > 0;
}

/** The selected file extension of a report: its first option, else xlsx. */
export function defaultFileExtension(report: ReportDefinition): string {
  return report.exportFileExtensionOptions[0] ?? DEFAULT_EXPORT_EXTENSION;
}

export interface ExportFileNameParts {
  prefix: string;
  displayName: string;
  suffix: string;
  extension: string;
}

/**
 * The export file name '{prefix} {display name} - {suffix}.{extension}' (docs/rules/shell.md#exports-and-downloads).
 * @example exportFileName({ prefix: 'Northstar Travel', displayName: 'Executive Summary', suffix: '2026-01-01 to 2026-01-31', extension: 'xlsx' })
 */
export function exportFileName({ prefix, displayName, suffix, extension }: ExportFileNameParts): string {
  return `${prefix} ${displayName} - ${suffix}.${extension}`;
}

/** The suffix of an export file name: its date range. */
export function exportFileSuffix(startDate: string, endDate: string): string {
  return `${startDate} to ${endDate}`;
}

export interface ExportQueryInput {
  startDate: string;
  endDate: string;
  format: string;
  currency: Currency | null;
  /** Gross or net savings, as the page shows them (default gross). */
  feeMode?: FeeMode;
  filters: FilterSelection;
  extraParams?: Record<string, string | boolean>;
}

/**
 * The query of a report endpoint (docs/rules/shell.md#exports-and-downloads): startDate, endDate, format, currency, the fee mode (so a
 * Net page exports net savings), filters (JSON of the selected entries) and the extra parameters.
 */
export function exportQuery({
  startDate,
  endDate,
  format,
  currency,
  feeMode = 'gross',
  filters,
  extraParams = {},
}: ExportQueryInput): URLSearchParams {
  const query = new URLSearchParams({ startDate, endDate, format });
  if (currency) query.set('currency', currency);
  query.set('feeMode', feeMode);
  query.set('filters', JSON.stringify(filters));
  for (const [key, value] of Object.entries(extraParams)) query.set(key, String(value));
  return query;
}
