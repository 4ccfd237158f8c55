import { describe, expect, it } from 'vitest';
import { emptyFilters } from '../bus/defaults.js';
import { findTab } from '../catalogue/tab-catalogue.js';
import { AIR_REPORTS, reportsForTab } from './air-reports.js';
import {
  defaultFileExtension,
  EXPORT_DEBOUNCE_MS,
  exportFileName,
  exportQuery,
  isExportButtonEnabled,
  listedReports,
  showExportMenu,
  showFileFormatChoice,
  type ReportDefinition,
} from './export-rules.js';

const report = (buttonName: string, options: string[] = []): ReportDefinition => ({
  name: buttonName || 'hidden',
  title: buttonName,
  buttonName,
  displayName: buttonName,
  path: '/x',
  exportFileExtensionOptions: options,
});

describe('export rules', () => {
  it('disables the button unless exports are active or the account allows exports', () => {
    expect(isExportButtonEnabled({ exportsActive: false, allowExportReports: false })).toBe(false);
    expect(isExportButtonEnabled({ exportsActive: true, allowExportReports: false })).toBe(true);
    expect(isExportButtonEnabled({ exportsActive: false, allowExportReports: true })).toBe(true);
  });

  it('shows the menu only when allowed and at least one listed report exists', () => {
    expect(showExportMenu(true, [report('Executive Summary')])).toBe(true);
    expect(showExportMenu(false, [report('Executive Summary')])).toBe(false);
    expect(showExportMenu(true, [report('')])).toBe(false);
    expect(listedReports([report(''), report('Savings Details')]).map((r) => r.buttonName)).toEqual([
      'Savings Details',
    ]);
  });

  it('offers a file-format choice only when options exist, the first being default', () => {
    expect(showFileFormatChoice(report('A'))).toBe(false);
    expect(showFileFormatChoice(report('A', ['xlsx', 'csv']))).toBe(true);
    expect(defaultFileExtension(report('A', ['csv', 'xlsx']))).toBe('csv');
    expect(defaultFileExtension(report('A'))).toBe('xlsx');
  });

  it('debounces presses by 500 ms', () => {
    expect(EXPORT_DEBOUNCE_MS).toBe(500);
  });

  it("names files '{prefix} {display name} - {suffix}.{extension}'", () => {
    expect(
      exportFileName({
        prefix: 'Northstar Travel',
        displayName: 'Savings Details',
        suffix: '2026-01-01 to 2026-01-31',
        extension: 'csv',
      }),
    ).toBe('Northstar Travel Savings Details - 2026-01-01 to 2026-01-31.csv');
  });

  it('builds the report query with filters as JSON', () => {
    const q = exportQuery({
      startDate: '2026-01-01',
      endDate: '2026-01-31',
      format: 'xlsx',
      currency: 'EUR',
      filters: { ...emptyFilters(), gds: ['Sabre'] },
      extraParams: { isAutorebook: false },
    });
    expect(q.get('format')).toBe('xlsx');
    expect(q.get('currency')).toBe('EUR');
    expect(JSON.parse(q.get('filters')!).gds).toEqual(['Sabre']);
    expect(q.get('isAutorebook')).toBe('false');
    expect(q.get('feeMode')).toBe('gross');
  });

  it('asks for net savings when the page shows them', () => {
    const q = exportQuery({
      startDate: '2026-01-01',
      endDate: '2026-01-31',
      format: 'xlsx',
      currency: 'GBP',
      feeMode: 'net',
      filters: emptyFilters(),
    });
    expect(q.get('feeMode')).toBe('net');
  });

  it('lists the air reports with paths under /api/reports/air', () => {
    expect(AIR_REPORTS.map((r) => r.path)).toEqual([
      '/api/reports/air/executiveSummaryReport',
      '/api/reports/air/savingsDetailsReport',
      '/api/reports/air/trackedPnrsReport',
    ]);
  });
});

describe('reportsForTab', () => {
  it('offers the air reports on built-in Faresaver pages only', () => {
    expect(reportsForTab(findTab('Savingsoverview')).map((r) => r.buttonName)).toEqual([
      'Executive Summary',
      'Savings Details',
      'Tracked Flights',
    ]);
    expect(reportsForTab(findTab('ProgramOverview'))).toEqual([]);
    expect(reportsForTab(undefined)).toEqual([]);
  });
});
