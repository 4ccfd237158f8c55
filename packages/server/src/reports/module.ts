import { createWriteStream, mkdirSync } from 'node:fs';
import { once } from 'node:events';
import { join } from 'node:path';
import { pipeline } from 'node:stream/promises';
import type { FastifyInstance } from 'fastify';
import {
  buildQuery,
  exportFileName,
  exportFileSuffix,
  FILTER_DEFINITIONS,
  type ReportMessage,
} from '@tripsight/core';
import type { AppContext, Principal } from '../app-context.js';
import type { AnalyticsModule } from '../analytics/warehouse.js';
import { tmcGuard } from '../analytics/view-route.js';
import { resolveCurrency } from '../analytics/money.js';
import { badRequest, HttpError } from '../errors.js';
import { TMCS } from '../dataset/tmcs.js';
import {
  AIR_REPORT_LIST,
  type AirReport,
  type ReportCursor,
  type ReportPage,
  type ReportScope,
} from './air-reports.js';
import { parseReportQuery, reportQuerySchema, type RawReportQuery } from './report-params.js';
import {
  attachmentHeader,
  CONTENT_TYPES,
  csvWriter,
  xlsxWriter,
  type ReportFacts,
  type ReportWriter,
} from './report-output.js';

/** Path prefix of the air report endpoints. */
export const AIR_REPORTS_PREFIX = '/api/reports/air';

/** Size limits of the report endpoints. */
export interface ReportLimits {
  /** Above this many rows the answer is the contact-support message (REPORT_MAX_ROWS, default 1,000,000). */
  maxRows: number;
  /** Above this many rows the file goes to the user's mailbox instead (REPORT_EMAIL_ROWS, default 250,000). */
  emailRows: number;
  /** Rows read from the warehouse per step while a file is written (REPORT_PAGE_ROWS, default 5,000). */
  pageRows: number;
}

function limitFrom(name: string, fallback: number): number {
  const raw = process.env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < 1)
    throw new Error(`${name} must be a positive integer, got "${raw}"`);
  return value;
}

/** The limits from the environment (REPORT_MAX_ROWS, REPORT_EMAIL_ROWS, REPORT_PAGE_ROWS). */
export function reportLimits(): ReportLimits {
  return {
    maxRows: limitFrom('REPORT_MAX_ROWS', 1_000_000),
    emailRows: limitFrom('REPORT_EMAIL_ROWS', 250_000),
    pageRows: limitFrom('REPORT_PAGE_ROWS', 5_000),
  };
}

/** The facts of an export: what it covers, so finance can reconcile it. */
function reportFacts(
  report: AirReport,
  scope: ReportScope,
  principal: Principal,
  rows: number,
  generatedAt: Date,
  totals: ReportFacts,
): ReportFacts {
  const { query, currency, report: request } = scope;
  return [
    ['Report', report.displayName],
    ['Travel management company', TMCS.find((t) => t.id === scope.tmc)?.name ?? scope.tmc],
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
async function pump(
  report: AirReport,
  scope: ReportScope,
  writer: ReportWriter,
  facts: ReportFacts,
  pageRows: number,
) {
  let cursor: ReportCursor | null = null;
  do {
    const page: ReportPage = await report.page(scope, cursor, pageRows);
    writer.addRows(page.rows);
    cursor = page.next;
    const stream = writer.stream as unknown as NodeJS.WritableStream & { writableNeedDrain?: boolean };
    if (stream.writableNeedDrain) await once(stream, 'drain');
  } while (cursor);
  await writer.finish(facts);
}

/**
 * Registers the report (export) endpoints `GET /api/reports/air/{executiveSummaryReport,
 * savingsDetailsReport, trackedPnrsReport}`: .xlsx (streamed) or .csv for startDate, endDate,
 * format, currency, filters (JSON) and the extras; or JSON `{ messageShouldBeDisplayed,
 * messageStatus }` when the report is too large (contactSupport) or is delivered by e-mail (sentByEmail).
 */
export async function registerReports(
  app: FastifyInstance,
  ctx: AppContext,
  analytics: AnalyticsModule,
): Promise<void> {
  const limits = reportLimits();
  const guard = tmcGuard(ctx);
  const outbox = join(ctx.config.dataDir, 'outbox');
  for (const report of AIR_REPORT_LIST) {
    app.get<{ Querystring: RawReportQuery }>(
      `${AIR_REPORTS_PREFIX}/${report.name}`,
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
        const parsed = parseReportQuery(request.query);
        if (parsed.productName !== 'air')
          throw badRequest('productName', `must be air for ${report.name}, got "${parsed.productName}"`);
        const currency = await resolveCurrency(
          analytics.warehouse,
          tmc,
          parsed.analytics.filters,
          parsed.analytics.currency,
        );
        const q = parsed.analytics;
        const view = async (path: string): Promise<unknown> => {
          const search = buildQuery(q.filters, {
            startDate: q.startDate,
            endDate: q.endDate,
            currency: q.requestedCurrency,
            feeMode: q.feeMode,
          });
          const res = await app.inject({
            method: 'GET',
            url: `${path}?${search}`,
            headers: { authorization: request.headers.authorization ?? '' },
          });
          if (res.statusCode !== 200)
            throw new HttpError(
              res.statusCode,
              'VIEW_FAILED',
              `${path} answered ${res.statusCode}: ${res.body}`,
            );
          return (res.json() as { data: unknown }).data;
        };
        const scope: ReportScope = {
          warehouse: analytics.warehouse,
          tmc,
          query: q,
          report: parsed,
          currency,
          view,
        };
        const rows = await report.count(scope);
        if (rows > limits.maxRows) {
          const message: ReportMessage = { messageShouldBeDisplayed: true, messageStatus: 'contactSupport' };
          return reply.send(message);
        }
        const generatedAt = new Date();
        const facts = reportFacts(report, scope, principal, rows, generatedAt, await report.totals(scope));
        const columns = report.columns(currency);
        const writer =
          parsed.format === 'csv' ? csvWriter(columns, facts) : xlsxWriter(report.displayName, columns);
        const fileName = exportFileName({
          prefix: TMCS.find((t) => t.id === tmc)?.name ?? tmc,
          displayName: report.displayName,
          suffix: exportFileSuffix(parsed.analytics.startDate, parsed.analytics.endDate),
          extension: parsed.format,
        });

        if (rows > limits.emailRows) {
          // Large files are written to the mail outbox of the service (one folder per message).
          const folder = join(outbox, `${generatedAt.getTime()}-${principal.subject}`);
          mkdirSync(folder, { recursive: true });
          const envelope = {
            to: principal.email,
            subject: `${report.displayName} is ready`,
            attachment: fileName,
          };
          createWriteStream(join(folder, 'message.json')).end(JSON.stringify(envelope, null, 2));
          const written = pipeline(writer.stream, createWriteStream(join(folder, fileName)));
          await Promise.all([pump(report, scope, writer, facts, limits.pageRows), written]);
          const message: ReportMessage = { messageShouldBeDisplayed: true, messageStatus: 'sentByEmail' };
          return reply.send(message);
        }

        void pump(report, scope, writer, facts, limits.pageRows).catch((error: unknown) => {
          request.log.error({ err: error }, `report ${report.name} failed while streaming`);
          writer.stream.destroy(error instanceof Error ? error : new Error(String(error)));
        });
        return reply
          .header('Content-Type', CONTENT_TYPES[parsed.format])
          .header('Content-Disposition', attachmentHeader(fileName))
          .header('Cache-Control', 'no-store')
          .send(writer.stream);
      },
    );
  }
}
