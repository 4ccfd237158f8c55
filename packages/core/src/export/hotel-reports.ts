import type { ProductType } from '../model/product-types.js';
import { viewMode } from '../catalogue/view-mode.js';
import { defineReport } from './define-report.js';
import type { ReportDefinition } from './export-rules.js';

/** Path prefix of the hotel report endpoints of the data service (docs/rules/hotel.md#hotel-calls). */
const HOTEL_REPORTS_PATH = '/api/reports';

/** The hotel reports of the data service (docs/rules/shell.md#exports-and-downloads). */
export const HOTEL_REPORTS: readonly ReportDefinition[] = [
  defineReport(HOTEL_REPORTS_PATH, 'hotelsExecutiveSummaryReport', 'Hotel Executive Summary'),
  defineReport(HOTEL_REPORTS_PATH, 'hotelsSavingsDetailsReport', 'Hotel Savings Details', ['xlsx', 'csv']),
  defineReport(HOTEL_REPORTS_PATH, 'hotelsTrackedReservationsReport', 'Hotel Tracked Reservations'),
];

/**
 * The hotel reports of a hotel savings page in `mode` for `product`, each carrying the extras the
 * mode implies (docs/rules/hotel.md#hotel-calls: productName, isHPA, isPMOnly, isAutorebook, withPotential), so an
 * export covers what the page shows. POC and demo pages show sample data: they export nothing.
 *
 * @example hotelReportsForMode('hpa', 'hotel')[0]?.extraParams // { productName: 'hotel', isHPA: true, … }
 */
export function hotelReportsForMode(mode: string | null, product: ProductType): ReportDefinition[] {
  const options = viewMode(mode, 'hotel');
  if (options.sample) return [];
  const extraParams = {
    productName: product,
    isHPA: options.isHPA,
    isPMOnly: options.isPMOnly,
    isAutorebook: options.isAutorebook,
  };
  return HOTEL_REPORTS.map((report) => ({ ...report, extraParams }));
}
