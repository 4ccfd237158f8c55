import type { TabDefinition } from '../catalogue/types.js';
import { defineReport } from './define-report.js';
import type { ReportDefinition } from './export-rules.js';
import { emissionReportsForTab } from './emission-reports.js';
import { hotelReportsForMode } from './hotel-reports.js';

/** Path prefix of the air report endpoints of the data service. */
const AIR_REPORTS_PATH = '/api/reports/air';

/** The air reports the data service exports (docs/rules/shell.md#exports-and-downloads). */
export const AIR_REPORTS: readonly ReportDefinition[] = [
  defineReport(AIR_REPORTS_PATH, 'executiveSummaryReport', 'Executive Summary'),
  defineReport(AIR_REPORTS_PATH, 'savingsDetailsReport', 'Savings Details', ['xlsx', 'csv']),
  defineReport(AIR_REPORTS_PATH, 'trackedPnrsReport', 'Tracked Flights'),
];

/**
 * The reports a tab's Export menu offers: the air reports on the built-in air pages of the Faresaver
 * group, the hotel reports (with its mode's extras) on the hotel savings overview, the emissions
 * exports on the Sustainability tabs; none elsewhere (embedded reports export through the reporting
 * service).
 */
export function reportsForTab(
  tab: (Pick<TabDefinition, 'productType' | 'group' | 'content'> & { tabName?: string }) | undefined,
): ReportDefinition[] {
  if (tab?.group === 'Sustainability') return emissionReportsForTab(tab.tabName ?? '');
  if (tab?.content.kind === 'element' && tab.content.tag === 'tripsight-hotel-savings-overview')
    return hotelReportsForMode(tab.content.mode, tab.productType);
  if (!tab || tab.productType !== 'air' || tab.group !== 'Faresaver' || tab.content.kind !== 'element')
    return [];
  return [...AIR_REPORTS];
}
