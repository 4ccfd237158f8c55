import type { FastifyInstance } from 'fastify';
import { type ProductType } from '@tripsight/core/bus';
import { productTypeOfName } from '@tripsight/core/catalogue';
import type { AppContext } from '../app-context.js';
import type { AnalyticsModule } from '../analytics/warehouse/warehouse.js';
import { badRequest } from '../errors.js';
import { productTabs } from '../security/entitlements.js';
import { tmcGuard } from '../security/tenant-guard.js';
import { AIR_REPORT_LIST } from './air-reports.js';
import { assertMayExport, exportReport } from './export-delivery.js';
import { HOTEL_REPORT_LIST, HOTEL_REPORTS_PREFIX } from './hotel-reports.js';
import { scheduleOutboxCleaning } from './mail-outbox.js';
import { registerReportExport } from './report-export.js';
import { parseReportQuery, reportQuerySchema, type RawReportQuery } from './report-params.js';
import type { AirReport } from './row-report.js';

/** Path prefix of the air report endpoints. */
export const AIR_REPORTS_PREFIX = '/api/reports/air';

/**
 * A family of report endpoints: its path prefix, the product types it exports (`productName`; the
 * first is the default) and its reports.
 */
interface ReportFamily {
  prefix: string;
  products: readonly ProductType[];
  reports: readonly AirReport[];
}

/** Every report endpoint: the air reports and the hotel reports (docs/rules/hotel.md#hotel-calls). */
const REPORT_FAMILIES: readonly ReportFamily[] = [
  { prefix: AIR_REPORTS_PREFIX, products: ['air'], reports: AIR_REPORT_LIST },
  {
    prefix: HOTEL_REPORTS_PREFIX,
    products: ['hotel', 'hotelInsights', 'hpaPremium'],
    reports: HOTEL_REPORT_LIST,
  },
];

/** Every report endpoint: its family and report (the path is `${prefix}/${report.name}`). */
export const REPORT_ROUTES = REPORT_FAMILIES.flatMap(({ reports, ...family }) =>
  reports.map((report) => ({ ...family, report })),
);

/**
 * Registers the report (export) endpoints `GET /api/reports/air/{executiveSummaryReport,
 * savingsDetailsReport, trackedPnrsReport}` and `GET /api/reports/{hotelsExecutiveSummaryReport,
 * hotelsSavingsDetailsReport, hotelsTrackedReservationsReport}`: .xlsx (streamed) or .csv for startDate, endDate,
 * format, currency, filters (JSON) and the extras; or JSON `{ messageShouldBeDisplayed,
 * messageStatus }` when the report is too large (contactSupport) or is delivered by e-mail
 * (sentByEmail). The size limits are `config.reportLimits`. Reports call the views' query
 * functions and scope resolution directly, so their figures are the views' figures.
 */
export async function registerReports(
  app: FastifyInstance,
  ctx: AppContext,
  analytics: AnalyticsModule,
): Promise<void> {
  scheduleOutboxCleaning(ctx.config.dataDir, ctx.onClose);
  registerReportExport(app, ctx, analytics);
  for (const { prefix, products, report } of REPORT_ROUTES) {
    const guard = tmcGuard(ctx, { tabs: products.flatMap(productTabs), budget: 'analytics' });
    app.get<{ Querystring: RawReportQuery }>(
      `${prefix}/${report.name}`,
      { schema: { querystring: reportQuerySchema }, onRequest: guard.onRequest },
      async (request, reply) => {
        assertMayExport(guard.caller(request).principal);
        const parsed = parseReportQuery(request.query, products[0]);
        // A product type or the catalogue's product name of one (`Hotelsaver` for hotel).
        const asked = productTypeOfName(parsed.productName);
        const productName = products.find((product) => product === asked);
        if (!productName) {
          const expected = products.join(' or ');
          throw badRequest(
            'productName',
            `must be ${expected} (or a product name of it) for ${report.name}, got "${parsed.productName}"`,
          );
        }
        return exportReport(request, reply, ctx, analytics, guard, { report, parsed, product: productName });
      },
    );
  }
}
