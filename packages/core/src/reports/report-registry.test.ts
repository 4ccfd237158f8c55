import { describe, expect, it } from 'vitest';
import { TAB_CATALOGUE } from '../catalogue/tab-catalogue.js';
import { REPORT_DEFINITIONS, reportDefinition } from './report-registry.js';

/** The report tabs of the catalogue, by report name. */
const reportTabs = TAB_CATALOGUE.flatMap((tab) =>
  tab.content.kind === 'report' ? [{ tab: tab.tabName, report: tab.content.reportName }] : [],
);

describe('report registry', () => {
  it('draws every report tab of the catalogue', () => {
    const missing = reportTabs.filter(({ report }) => !reportDefinition(report)).map(({ tab }) => tab);
    expect(missing).toEqual([]);
  });

  it('holds each report once and no report the catalogue does not show', () => {
    const names = new Set(reportTabs.map(({ report }) => report));
    expect([...REPORT_DEFINITIONS.keys()].filter((name) => !names.has(name))).toEqual([]);
    expect(REPORT_DEFINITIONS.size).toBe(names.size);
  });

  it('gives every report pages with visuals and unique names', () => {
    for (const report of REPORT_DEFINITIONS.values()) {
      expect(report.pages.length, report.reportName).toBeGreaterThan(0);
      const pages = report.pages.map((page) => page.name);
      expect(new Set(pages).size, report.reportName).toBe(pages.length);
      for (const page of report.pages) expect(page.visuals.length, page.name).toBeGreaterThan(0);
    }
  });
});
