import { once } from 'node:events';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { type ProductType } from '@tripsight/core/bus';
import { productTypeOfName } from '@tripsight/core/catalogue';
import { FILTER_DEFINITIONS } from '@tripsight/core/controls';
import { exportFileName, exportFileSuffix, type ReportMessage } from '@tripsight/core/export';
import type { AppContext } from '../app-context.js';
import type { Principal } from '../security/principal.js';
import { PRODUCTS } from '../analytics/sql/products.js';
import { resolveScope } from '../analytics/sql/scope.js';
import type { AnalyticsModule } from '../analytics/warehouse/warehouse.js';
import { badRequest, HttpError } from '../errors.js';
import { TMCS } from '../dataset/tmcs.js';
import { productTabs } from '../security/entitlements.js';
import { tmcGuard } from '../security/tenant-guard.js';
import { AIR_REPORT_LIST } from './air-reports.js';
import { HOTEL_REPORT_LIST, HOTEL_REPORTS_PREFIX } from './hotel-reports.js';
import { mailExportFile } from '../mail/export-mail.js';
import { scheduleOutboxCleaning } from './mail-outbox.js';
import { registerReportExport } from './report-export.js';
import {
  parseReportQuery,
  reportQuerySchema,
  type RawReportQuery,
  type ReportFormat,
} from './report-params.js';
import {
  attachmentHeader,
  CONTENT_TYPES,
  csvWriter,
  xlsxWriter,
  type ReportFacts,
  type ReportWriter,
} from './report-output.js';
import type { AirReport, ReportContext, ReportCursor, ReportPage } from './row-report.js';

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

export const tmcName = (tmc: string) => TMCS.find((t) => t.id === tmc)?.name ?? tmc;

/** The facts of an export: what it covers, so finance can reconcile it. */
export function reportFacts(
  report: AirReport,
  context: ReportContext,
  principal: Principal,
  rows: number,
  generatedAt: Date,
  totals: ReportFacts,
): ReportFacts {
  const { query, scope, request } = context;
  const { currency } = scope;
  return [
    ['Report', report.displayName],
    ['Travel management company', tmcName(scope.tmc)],
    ['Generated at (UTC)', generatedAt.toISOString()],
    ['Generated for', principal.email ?? principal.name ?? principal.subject],
    ['Date range', `${query.startDate} to ${query.endDate}`],
    ['Currency', currency.branchDefault ? `${currency.code} (branch default)` : currency.code],
    ['Savings', query.feeMode === 'net' ? 'Net Savings' : 'Gross Savings'],
    ...FILTER_DEFINITIONS.map(({ group, label }): [string, string] => [
      `Filter: ${label}`,
      query.filters[group].length > 0 ? query.filters[group].join(', ') : 'All',
    ]),
    ['Product', request.productName],
    ...Object.entries(request.extras).map(([key, value]): [string, boolean] => [key, value]),
    ['Rows', rows],
    ...totals,
  ];
}

/** Reads every page of `report` into `writer`, waiting whenever the reader falls behind. */
export async function pump(
  report: AirReport,
  context: ReportContext,
  writer: ReportWriter,
  facts: ReportFacts,
  pageRows: number,
) {
  let cursor: ReportCursor | null = null;
  do {
    const page: ReportPage = await report.page(context, cursor, pageRows);
    writer.addRows(page.rows);
    cursor = page.next;
    const stream = writer.stream as unknown as NodeJS.WritableStream & { writableNeedDrain?: boolean };
    if (stream.writableNeedDrain) await once(stream, 'drain');
  } while (cursor);
  await writer.finish(facts);
}

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
  const limits = ctx.config.reportLimits;
  scheduleOutboxCleaning(ctx.config.dataDir, ctx.onClose);
  registerReportExport(app, ctx, analytics);
  for (const { prefix, products, report } of REPORT_ROUTES) {
    const guard = tmcGuard(ctx, { tabs: products.flatMap(productTabs), budget: 'analytics' });
    app.get<{ Querystring: RawReportQuery }>(
      `${prefix}/${report.name}`,
      { schema: { querystring: reportQuerySchema }, onRequest: guard.onRequest },
      async (request, reply) => {
        const { principal, tmc } = guard.caller(request);
        if (!principal.allowExportReports) {
          throw new HttpError(
            403,
            'EXPORT_NOT_ALLOWED',
            'This account may not export reports (allow_export_reports)',
          );
        }
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
        const query = parsed.analytics;
        const scope = await resolveScope(analytics.warehouse, PRODUCTS[productName], tmc, query);
        const context: ReportContext = { warehouse: analytics.warehouse, scope, query, request: parsed };
        const rows = await report.count(context);
        if (rows > limits.maxRows) {
          const message: ReportMessage = { messageShouldBeDisplayed: true, messageStatus: 'contactSupport' };
          return reply.send(message);
        }
        const generatedAt = new Date();
        const totals = await report.totals(context);
        const facts = reportFacts(report, context, principal, rows, generatedAt, totals);
        const fileName = exportFileName({
          prefix: tmcName(tmc),
          displayName: report.displayName,
          suffix: exportFileSuffix(query.startDate, query.endDate),
          extension: parsed.format,
        });
        return deliverExport(request, reply, ctx, {
          report,
          context,
          facts,
          rows,
          fileName,
          format: parsed.format,
          to: principal.email,
          spendMail: () => ctx.budgets?.spend('mail', guard.caller(request)),
        });
      },
    );
  }
}

/** An export to hand over: its report and rows, the facts of its cover, and where it goes. */
export interface ExportDelivery {
  report: AirReport;
  context: ReportContext;
  facts: ReportFacts;
  rows: number;
  fileName: string;
  format: ReportFormat;
  /** The caller's address, where a large file is sent. */
  to: string | null;
  /** Spends the mail budget (throws when it is spent). */
  spendMail: () => Promise<unknown> | undefined;
}

/**
 * Writes an export and hands it over: streamed as the answer, or, past the e-mail row limit, mailed
 * through the service's mail transport on the mail budget (the answer then says it was sent by e-mail).
 */
export async function deliverExport(
  request: FastifyRequest,
  reply: FastifyReply,
  ctx: AppContext,
  { report, context, facts, rows, fileName, format, to, spendMail }: ExportDelivery,
): Promise<FastifyReply> {
  const limits = ctx.config.reportLimits;
  const columns = report.columns(context);
  const writer = format === 'csv' ? csvWriter(columns, facts) : xlsxWriter(report.displayName, columns);
  if (rows > limits.emailRows) {
    await spendMail();
    await mailExportFile(
      ctx.mail!,
      {
        to,
        subject: `${report.displayName} is ready`,
        text: `${report.displayName} for ${facts.find(([label]) => label === 'Date range')?.[1] ?? ''} is attached (${fileName}).`,
        fileName,
      },
      writer.stream,
      pump(report, context, writer, facts, limits.pageRows),
    );
    const message: ReportMessage = { messageShouldBeDisplayed: true, messageStatus: 'sentByEmail' };
    return reply.send(message);
  }
  void pump(report, context, writer, facts, limits.pageRows).catch((error: unknown) => {
    request.log.error({ err: error }, `report ${report.name} failed while streaming`);
    writer.stream.destroy(error instanceof Error ? error : new Error(String(error)));
  });
  return reply
    .header('Content-Type', CONTENT_TYPES[format])
    .header('Content-Disposition', attachmentHeader(fileName))
    .header('Cache-Control', 'no-store')
    .send(writer.stream);
}
