import { AGENT_REPORTS } from './agent-reports.js';
import { AIR_REPORTS } from './air-reports.js';
import { HOTEL_ANALYTICS_REPORTS } from './hotel-analytics-reports.js';
import { HOTEL_REPORTS } from './hotel-reports.js';
import type { ReportDefinition } from './report-definition.js';
import { SAVINGS_PERFORMANCE_REPORTS } from './savings-performance-report.js';

/** Every report definition, by the catalogue's report name. */
export const REPORT_DEFINITIONS: ReadonlyMap<string, ReportDefinition> = new Map(
  [
    ...AIR_REPORTS,
    ...HOTEL_REPORTS,
    ...HOTEL_ANALYTICS_REPORTS,
    ...AGENT_REPORTS,
    ...SAVINGS_PERFORMANCE_REPORTS,
  ].map((report) => [report.reportName, report]),
);

/** The definition of a report, or undefined for a report the reference service does not draw. */
export function reportDefinition(reportName: string): ReportDefinition | undefined {
  return REPORT_DEFINITIONS.get(reportName);
}
