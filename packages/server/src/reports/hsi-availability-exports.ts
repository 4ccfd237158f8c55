import type { FastifyInstance } from 'fastify';
import type { ReportMessage } from '@tripsight/core/export';
import { HOTEL_ID_PARAMS, type ParamValues } from '@tripsight/core/views';
import type { AppContext } from '../app-context.js';
import { PRODUCTS } from '../analytics/sql/products.js';
import { resolveScope } from '../analytics/sql/scope.js';
import { parseAnalyticsQuery } from '../analytics/views/query-params.js';
import { SqlParams } from '../analytics/sql/sql-params.js';
import { HSI_STAYS } from '../analytics/views/hsi-sql.js';
import type { AnalyticsModule, Warehouse } from '../analytics/warehouse/warehouse.js';
import { badRequest, HttpError } from '../errors.js';
import { productTabs } from '../security/entitlements.js';
import { tmcGuard } from '../security/tenant-guard.js';
import { querystringSchema } from '../validation.js';
import { hotelsReport, missedSavingsReport, reservationsReport } from './hsi-availability-reports.js';
import { mailExportFile } from '../mail/export-mail.js';
import { fileNamePart } from './mail-outbox.js';
import {
  assertMayExport,
  CONTACT_SUPPORT,
  exportFileOf,
  exportWriter,
  pump,
  reportFacts,
  streamExport,
} from './export-delivery.js';
import { EXPORT_FILE_PARAMS, parseFiltersJson, type ReportQuery } from './report-params.js';
import type { AirReport, ReportContext } from './row-report.js';

/** Path prefix of the availability exports (docs/rules/hotel.md#negotiated-rate-availability). */
export const HOTEL_AVAILABILITY_EXPORTS = '/api/hotel/hsi/availability';

/**
 * Their parameters: the dates, currency and fee mode of the views (the export menu sends the fee
 * mode with every export; stays carry no fee, so it changes nothing), the filters as one JSON
 * string, the hotel.
 */
const EXPORT_PARAMS = { ...EXPORT_FILE_PARAMS, ...HOTEL_ID_PARAMS };
type RawExportQuery = ParamValues<typeof EXPORT_PARAMS>;

/** How an export is delivered: as a file, or by e-mail with the opportunity's details. */
type Delivery = 'download' | 'email';

interface AvailabilityExport {
  path: string;
  delivery: Delivery;
  /** The report for the hotel asked for (null: every hotel); throws a 400 when it needs one. */
  report(hotelId: string | null): AirReport;
}

const needsHotel = (make: (hotelId: string) => AirReport) => (hotelId: string | null) => {
  if (!hotelId) throw badRequest('hotelId', 'is required');
  return make(hotelId);
};

/** The four exports of docs/rules/hotel.md#negotiated-rate-availability. */
const EXPORTS: readonly AvailabilityExport[] = [
  { path: 'reservations', delivery: 'download', report: reservationsReport },
  { path: 'hotels', delivery: 'download', report: hotelsReport },
  { path: 'missedSavings/report', delivery: 'download', report: needsHotel(missedSavingsReport) },
  { path: 'missedSavings/email', delivery: 'email', report: needsHotel(missedSavingsReport) },
];

/** True when the TMC has any stay at the hotel (any date): a hotel export of another is a 404. */
async function hotelOfTmc(warehouse: Warehouse, tmc: string, hotelId: string): Promise<boolean> {
  const params = new SqlParams(warehouse.dialect);
  const sql = `SELECT 1 AS found FROM ${HSI_STAYS} WHERE tmc_id = ${params.add(tmc)} AND hotel_id = ${params.add(hotelId)} LIMIT 1`;
  return (await warehouse.all(sql, params.values)).length > 0;
}

/**
 * Registers `GET /api/hotel/hsi/availability/{reservations, hotels, missedSavings/report,
 * missedSavings/email}`: .xlsx (or .csv) of the stays, the hotels, or one hotel's missed savings
 * (`hotelId` required) for the dates, currency and `filters` (JSON); the e-mail export writes the
 * same file to the service's mail outbox and answers `{ messageShouldBeDisplayed: true,
 * messageStatus: 'sentEmailWithContent' }`, the banner that says the opportunity details are on
 * their way. Callers need a tab of the group and allow_export_reports; too many rows answer
 * contactSupport as the other reports do.
 */
export function registerHotelAvailabilityExports(
  app: FastifyInstance,
  ctx: AppContext,
  analytics: AnalyticsModule,
): void {
  const limits = ctx.config.reportLimits;
  const guard = tmcGuard(ctx, { tabs: productTabs('hotelInsights'), budget: 'analytics' });
  for (const { path, delivery, report: reportFor } of EXPORTS) {
    app.get<{ Querystring: RawExportQuery }>(
      `${HOTEL_AVAILABILITY_EXPORTS}/${path}`,
      {
        schema: { querystring: { ...querystringSchema(EXPORT_PARAMS), additionalProperties: false } },
        onRequest: guard.onRequest,
      },
      async (request, reply) => {
        const { principal, tmc } = guard.caller(request);
        assertMayExport(principal);
        const raw = request.query;
        const report = reportFor(raw.hotelId || null);
        const query = parseAnalyticsQuery({ ...parseFiltersJson(raw.filters), ...raw });
        if (raw.hotelId && !(await hotelOfTmc(analytics.warehouse, tmc, raw.hotelId))) {
          throw new HttpError(404, 'NOT_FOUND', `Hotel ${raw.hotelId} not found`);
        }
        // A mail costs far more than a download: it spends a small budget of its own (429 past it).
        if (delivery === 'email') await ctx.budgets?.spend('mail', guard.caller(request));
        const format = raw.format ?? 'xlsx';
        const parsed: ReportQuery = {
          analytics: query,
          format,
          productName: 'hotelInsights',
          extras: { isHPA: false, isPMOnly: false, withPotential: false, isAutorebook: false },
        };
        const scope = await resolveScope(analytics.warehouse, PRODUCTS.hotelInsights, tmc, query);
        const context: ReportContext = { warehouse: analytics.warehouse, scope, query, request: parsed };
        const rows = await report.count(context);
        if (rows > limits.maxRows) return reply.send(CONTACT_SUPPORT);
        const totals = await report.totals(context);
        const facts = reportFacts(report, context, principal, rows, new Date(), totals);
        const writer = exportWriter(report, context, facts, format);
        // One hotel's export names the hotel, so a burst of them is told apart in an inbox.
        const hotel = raw.hotelId
          ? fileNamePart(String(facts.find(([label]) => label === 'Hotel')?.[1] ?? ''))
          : '';
        const displayName = hotel ? `${report.displayName} - ${hotel}` : report.displayName;
        const fileName = exportFileOf(tmc, displayName, query, format);
        if (delivery === 'email') {
          await mailExportFile(
            ctx.mail!,
            {
              to: principal.email,
              subject: report.displayName,
              text: `${report.displayName} is attached (${fileName}).`,
              fileName,
            },
            writer.stream,
            pump(report, context, writer, facts, limits.pageRows),
          );
          return reply.send({
            messageShouldBeDisplayed: true,
            messageStatus: 'sentEmailWithContent',
          } satisfies ReportMessage);
        }
        return streamExport(request, reply, {
          writer,
          fileName,
          format,
          writing: pump(report, context, writer, facts, limits.pageRows),
          what: `export ${path}`,
        });
      },
    );
  }
}
