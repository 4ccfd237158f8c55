import { once } from 'node:events';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { FILTER_DEFINITIONS } from '@tripsight/core/controls';
import { exportFileName, exportFileSuffix, type ReportMessage } from '@tripsight/core/export';
import type { ProductType } from '@tripsight/core/bus';
import type { AppContext } from '../app-context.js';
import { PRODUCTS } from '../analytics/sql/products.js';
import { resolveScope } from '../analytics/sql/scope.js';
import type { AnalyticsModule } from '../analytics/warehouse/warehouse.js';
import { TMCS } from '../dataset/tmcs.js';
import { HttpError } from '../errors.js';
import { mailExportFile } from '../mail/export-mail.js';
import type { Principal } from '../security/principal.js';
import type { TmcGuard } from '../security/tenant-guard.js';
import type { ReportFormat, ReportQuery } from './report-params.js';
import {
  attachmentHeader,
  CONTENT_TYPES,
  csvWriter,
  xlsxWriter,
  type ReportFacts,
  type ReportWriter,
} from './report-output.js';
import type { AirReport, ReportContext, ReportCursor, ReportPage } from './row-report.js';

/*
 * What every export endpoint does alike: who may export, the facts on its cover, its file name, the
 * answer when it is too large, and how the file is streamed or mailed.
 */

export const tmcName = (tmc: string) => TMCS.find((t) => t.id === tmc)?.name ?? tmc;

/** Throws 403 EXPORT_NOT_ALLOWED unless the caller's account may export reports. */
export function assertMayExport(principal: Principal): void {
  if (!principal.allowExportReports) {
    throw new HttpError(
      403,
      'EXPORT_NOT_ALLOWED',
      'This account may not export reports (allow_export_reports)',
    );
  }
}

/** The answer to an export of more rows than the service writes (`config.reportLimits.maxRows`). */
export const CONTACT_SUPPORT: ReportMessage = {
  messageShouldBeDisplayed: true,
  messageStatus: 'contactSupport',
};

/** An export's file name: the TMC's name, `displayName` and the dates, with the format's extension. */
export function exportFileOf(
  tmc: string,
  displayName: string,
  { startDate, endDate }: { startDate: string; endDate: string },
  extension: ReportFormat,
): string {
  return exportFileName({
    prefix: tmcName(tmc),
    displayName,
    suffix: exportFileSuffix(startDate, endDate),
    extension,
  });
}

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

/** An export to hand over: its report and rows, who asked for it, and its totals. */
interface ExportDelivery {
  report: AirReport;
  context: ReportContext;
  rows: number;
  format: ReportFormat;
  /** The caller: the cover names them, the file their TMC; a large file goes to their address. */
  principal: Principal;
  tmc: string;
  /** The export's own figures, the last facts of its cover. */
  totals: ReportFacts;
  /** The report's name in the file's name (its display name unless given). */
  displayName?: string;
  /** Which facts of the cover the export keeps (every one unless given). */
  keepFact?: (fact: ReportFacts[number]) => boolean;
  /** Spends the mail budget (throws when it is spent). */
  spendMail: () => Promise<unknown> | undefined;
}

/** A report export as a report endpoint read it: the report, the request, the product of its rows. */
interface ReportRequest extends Pick<ExportDelivery, 'displayName' | 'keepFact'> {
  report: AirReport;
  parsed: ReportQuery;
  product: ProductType;
  /** Facts of the cover before the report's totals (e.g. the emissions method's). */
  firstFacts?: ReportFacts;
}

/**
 * Answers a report export for `guard`'s caller: the rows of the request's scope are counted, too
 * many answer contactSupport, else the file goes out with its cover (see `deliverExport`).
 */
export async function exportReport(
  request: FastifyRequest,
  reply: FastifyReply,
  ctx: AppContext,
  analytics: AnalyticsModule,
  guard: TmcGuard,
  { report, parsed, product, firstFacts = [], ...file }: ReportRequest,
): Promise<FastifyReply> {
  const { principal, tmc } = guard.caller(request);
  const query = parsed.analytics;
  const scope = await resolveScope(analytics.warehouse, PRODUCTS[product], tmc, query);
  const context: ReportContext = { warehouse: analytics.warehouse, scope, query, request: parsed };
  const rows = await report.count(context);
  if (rows > ctx.config.reportLimits.maxRows) return reply.send(CONTACT_SUPPORT);
  const totals = [...firstFacts, ...(await report.totals(context))];
  return deliverExport(request, reply, ctx, {
    report,
    context,
    rows,
    format: parsed.format,
    principal,
    tmc,
    totals,
    ...file,
    spendMail: () => ctx.budgets?.spend('mail', guard.caller(request)),
  });
}

/**
 * Writes an export and hands it over: streamed as the answer, or, past the e-mail row limit, mailed
 * through the service's mail transport on the mail budget (the answer then says it was sent by e-mail).
 */
async function deliverExport(
  request: FastifyRequest,
  reply: FastifyReply,
  ctx: AppContext,
  delivery: ExportDelivery,
): Promise<FastifyReply> {
  const { report, context, rows, format, principal, tmc, totals, spendMail } = delivery;
  const limits = ctx.config.reportLimits;
  const facts = reportFacts(report, context, principal, rows, new Date(), totals).filter(
    delivery.keepFact ?? (() => true),
  );
  const displayName = delivery.displayName ?? report.displayName;
  const fileName = exportFileOf(tmc, displayName, context.query, format);
  const writer = exportWriter(report, context, facts, format);
  if (rows > limits.emailRows) {
    await spendMail();
    await mailExportFile(
      ctx.mail!,
      {
        to: principal.email,
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
  return streamExport(request, reply, {
    writer,
    fileName,
    format,
    writing: pump(report, context, writer, facts, limits.pageRows),
    what: `report ${report.name}`,
  });
}

/** The writer of an export in `format`: csv (the facts in its header block) or xlsx. */
export function exportWriter(
  report: AirReport,
  context: ReportContext,
  facts: ReportFacts,
  format: ReportFormat,
): ReportWriter {
  const columns = report.columns(context);
  return format === 'csv' ? csvWriter(columns, facts) : xlsxWriter(report.displayName, columns);
}

/**
 * Sends `writer`'s stream as the answer's file while `writing` fills it; a failure on the way is
 * logged as `what`'s and ends the stream, so the download breaks off rather than ending short.
 */
export function streamExport(
  request: FastifyRequest,
  reply: FastifyReply,
  {
    writer,
    fileName,
    format,
    writing,
    what,
  }: { writer: ReportWriter; fileName: string; format: ReportFormat; writing: Promise<void>; what: string },
): FastifyReply {
  void writing.catch((error: unknown) => {
    request.log.error({ err: error }, `${what} failed while streaming`);
    writer.stream.destroy(error instanceof Error ? error : new Error(String(error)));
  });
  return reply
    .header('Content-Type', CONTENT_TYPES[format])
    .header('Content-Disposition', attachmentHeader(fileName))
    .header('Cache-Control', 'no-store')
    .send(writer.stream);
}
