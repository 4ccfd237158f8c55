import { defineReport } from './define-report.js';
import type { ReportDefinition } from './export-rules.js';

/** Path prefix of the emissions exports of the data service. */
const EMISSION_REPORTS_PATH = '/api/reports/emissions';

const emissionReport = (
  name: string,
  title: string,
  product: ReportDefinition['product'],
): ReportDefinition => ({
  ...defineReport(EMISSION_REPORTS_PATH, name, title, ['xlsx', 'csv']),
  product,
  sendsEmissionMethod: true,
});

/** The PNRs of the range with their distance and CO2e under the page's method. */
export const AIR_EMISSIONS_REPORT = emissionReport('airEmissionsReport', 'Air Emissions', 'air');
/** The hotel reservations of the range with their nights and CO2e under the page's method. */
export const HOTEL_EMISSIONS_REPORT = emissionReport('hotelEmissionsReport', 'Hotel Emissions', 'hotel');
/** The alternatives by kind and route: PNRs, kg CO2e saved and the fare difference. */
export const EMISSION_ALTERNATIVES_REPORT = emissionReport(
  'emissionAlternativesReport',
  'Emission Alternatives',
  'air',
);

/** The exports of each Sustainability tab, by internal page name. */
const TAB_REPORTS: Readonly<Record<string, readonly ReportDefinition[]>> = {
  EmissionsOverview: [AIR_EMISSIONS_REPORT, HOTEL_EMISSIONS_REPORT],
  HotelEmissionsOverview: [HOTEL_EMISSIONS_REPORT],
  EmissionsAlternatives: [EMISSION_ALTERNATIVES_REPORT],
};

/**
 * The exports of an emissions tab (none for another tab): each sends the method the page shows, and
 * the hotel export covers the hotel date range.
 *
 * @example emissionReportsForTab('HotelEmissionsOverview').map((r) => r.name) // ['hotelEmissionsReport']
 */
export function emissionReportsForTab(tabName: string): ReportDefinition[] {
  return [...(TAB_REPORTS[tabName] ?? [])];
}
