import type { TabDefinition } from '../catalogue/types.js';
import type { ReportDefinition } from './export-rules.js';
import { hotelReportsForMode } from './hotel-reports.js';

/** Path prefix of the air report endpoints of the data service. */
export const AIR_REPORTS_PATH = '/api/reports/air';

/** The air reports the data service exports (spec §9 "Export buttons per tab"). */
export const AIR_REPORTS: readonly ReportDefinition[] = [
  {
    name: 'executiveSummaryReport',
    title: 'Executive Summary',
    buttonName: 'Executive Summary',
    displayName: 'Executive Summary',
    path: `${AIR_REPORTS_PATH}/executiveSummaryReport`,
    exportFileExtensionOptions: [],
  },
  {
    name: 'savingsDetailsReport',
    title: 'Savings Details',
    buttonName: 'Savings Details',
    displayName: 'Savings Details',
    path: `${AIR_REPORTS_PATH}/savingsDetailsReport`,
    exportFileExtensionOptions: ['xlsx', 'csv'],
  },
  {
    name: 'trackedPnrsReport',
    title: 'Tracked Flights',
    buttonName: 'Tracked Flights',
    displayName: 'Tracked Flights',
    path: `${AIR_REPORTS_PATH}/trackedPnrsReport`,
    exportFileExtensionOptions: [],
  },
];

/**
 * The reports a tab's Export menu offers: the air reports on the built-in air pages of the Faresaver
 * group, the hotel reports (with its mode's extras) on the hotel savings overview; none elsewhere
 * (embedded reports export through the reporting service).
 */
export function reportsForTab(
  tab: Pick<TabDefinition, 'productType' | 'group' | 'content'> | undefined,
): ReportDefinition[] {
  if (tab?.content.kind === 'element' && tab.content.tag === 'tripsight-hotel-savings-overview')
    return hotelReportsForMode(tab.content.mode, tab.productType);
  if (!tab || tab.productType !== 'air' || tab.group !== 'Faresaver' || tab.content.kind !== 'element')
    return [];
  return [...AIR_REPORTS];
}
