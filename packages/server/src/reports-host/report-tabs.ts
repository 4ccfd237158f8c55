import { TAB_CATALOGUE } from '@tripsight/core/catalogue';
import { reportDefinition, type ReportDefinition } from '@tripsight/core/reports';
import { badRequest } from '../errors.js';

/** The catalogue tabs that show an embedded report, by report name. */
const REPORT_TABS = new Map<string, string[]>();
for (const tab of TAB_CATALOGUE) {
  if (tab.content.kind !== 'report') continue;
  const tabs = REPORT_TABS.get(tab.content.reportName) ?? [];
  tabs.push(tab.tabName);
  REPORT_TABS.set(tab.content.reportName, tabs);
}

/** Every tab that shows an embedded report (a caller entitled to none gets no embed token). */
export const ALL_REPORT_TABS: readonly string[] = [...REPORT_TABS.values()].flat();

/** The tabs that show `reportId`. */
export const tabsOfReport = (reportId: string): readonly string[] => REPORT_TABS.get(reportId) ?? [];

/** The definition the reference report service draws for `reportId`; a 400 naming `field` otherwise. */
export function knownReport(reportId: string, field = 'reportId'): ReportDefinition {
  const definition = reportDefinition(reportId);
  if (!definition || !REPORT_TABS.has(reportId)) throw badRequest(field, `unknown report ${reportId}`);
  return definition;
}
