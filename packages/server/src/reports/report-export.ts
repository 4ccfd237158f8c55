import ExcelJS from 'exceljs';
import type { FastifyInstance } from 'fastify';
import { TAB_CATALOGUE } from '@tripsight/core/catalogue';
import { CUBE_MAX_LIMIT, type CubeLoadResponse, type CubeQuery } from '@tripsight/core/cube';
import { FILTER_DEFINITIONS } from '@tripsight/core/controls';
import { exportFileName, exportFileSuffix, uniqueSheetName } from '@tripsight/core/export';
import {
  currencySuffix,
  REPORT_DEFINITIONS,
  reportVisualQuery,
  type ReportDefinition,
  type ReportFilterState,
  type ReportValueFormat,
} from '@tripsight/core/reports';
import { param } from '@tripsight/core/views';
import type { AppContext } from '../app-context.js';
import { loadCubeQuery } from '../analytics/cube/cube-query.js';
import { cubeHasMember } from '../analytics/cube/cube-registry.js';
import { parseAnalyticsQuery } from '../analytics/views/query-params.js';
import type { AnalyticsModule } from '../analytics/warehouse/warehouse.js';
import { badRequest, HttpError } from '../errors.js';
import { checkFilterValue } from '../security/input-rules.js';
import { checkJsonDepth } from '../security/json-depth.js';
import { tmcGuard } from '../security/tenant-guard.js';
import { querystringSchema } from '../validation.js';
import { assertMayExport, tmcName } from './export-delivery.js';
import { CONTENT_TYPES, attachmentHeader } from './report-output.js';
import { parseFiltersJson } from './report-params.js';

/** Path of the reporting API's export (docs/rules/shell.md#exports-and-downloads). */
export const REPORT_EXPORT_PATH = '/api/reports/export';

/** The catalogue tabs that embed a report, by report name. */
const REPORT_TABS = new Map<string, string[]>();
for (const tab of TAB_CATALOGUE) {
  if (tab.content.kind !== 'report') continue;
  REPORT_TABS.set(tab.content.reportName, [...(REPORT_TABS.get(tab.content.reportName) ?? []), tab.tabName]);
}

const EXPORT_PARAMS = {
  reportId: param.string(100),
  isPaginated: param.boolean(),
  filters: param.string(100_000),
};

/**
 * Reads the `filters` JSON of an export: `{ startDate?, endDate?, currency?, productName?, gds?: [],
 * region?: [], … }` (the exports' filter objects, docs/rules/shell.md#exports-and-downloads: selected entries, date range, currency,
 * market product). Dates default to the analytics default window; a bad value is a 400 naming it.
 */
function parseExportFilters(text: string | undefined): ReportFilterState {
  let value: unknown = {};
  if (text !== undefined && text !== '') {
    checkJsonDepth('filters', text);
    try {
      value = JSON.parse(text);
    } catch {
      throw badRequest('filters', 'is not JSON');
    }
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value))
    throw badRequest('filters', 'must be a JSON object');
  const { startDate, endDate, currency, productName, ...groups } = value as Record<string, unknown>;
  for (const [name, field] of Object.entries({ startDate, endDate, currency, productName })) {
    if (field !== undefined && typeof field !== 'string')
      throw badRequest(`filters.${name}`, 'must be a string');
  }
  // The same bounds as the report endpoints' parameters of those names (the dates have their own).
  for (const [name, field, longest] of [
    ['currency', currency, 10],
    ['productName', productName, 50],
  ] as const) {
    if (typeof field !== 'string') continue;
    if (field.length > longest) throw badRequest(`filters.${name}`, `must be at most ${longest} characters`);
    checkFilterValue(`filters.${name}`, field);
  }
  const analytics = parseAnalyticsQuery({
    ...parseFiltersJson(JSON.stringify(groups)),
    startDate: startDate as string | undefined,
    endDate: endDate as string | undefined,
    currency: currency as string | undefined,
  });
  return {
    filters: analytics.filters,
    dates: { startDate: analytics.startDate, endDate: analytics.endDate },
    currency: analytics.currency ?? null,
    productName: (productName as string | undefined) ?? null,
  };
}

/** Excel's number formats for the reports' value formats. */
const NUMBER_FORMATS: Record<ReportValueFormat, string> = {
  money: '#,##0.00',
  percent: '0.00"%"',
  count: '#,##0',
  days: '0.0',
  number: '#,##0.0#',
};

/** One visual's answer: the query's rows, read through the query API for the caller's TMC. */
async function visualRows(analytics: AnalyticsModule, tmc: string, query: CubeQuery) {
  const text = await loadCubeQuery(analytics.warehouse, tmc, query);
  return JSON.parse(text) as CubeLoadResponse;
}

/**
 * Writes a report's data as an .xlsx: a first sheet with what the export covers, then one sheet per
 * visual (its page and title as the name) with the visual's query answered under the report's
 * filters — the figures the report draws. `isPaginated` exports every row (up to the query API's
 * limit) instead of the rows a visual shows.
 */
async function exportWorkbook(
  report: ReportDefinition,
  filters: ReportFilterState,
  isPaginated: boolean,
  read: (query: CubeQuery) => Promise<CubeLoadResponse>,
  facts: [string, string][],
): Promise<ExcelJS.Buffer> {
  const workbook = new ExcelJS.Workbook();
  const about = workbook.addWorksheet('Report');
  about.columns = [{ width: 28 }, { width: 60 }];
  about.addRows(facts);
  for (const page of report.pages) {
    for (const visual of page.visuals) {
      const query = reportVisualQuery(visual, filters, cubeHasMember);
      const answer = await read(isPaginated ? { ...query, limit: CUBE_MAX_LIMIT } : query);
      const { measures, dimensions, timeDimensions } = answer.annotation;
      const granular = (query.timeDimensions ?? []).flatMap((time) =>
        time.granularity ? [`${time.dimension}.${time.granularity}`] : [],
      );
      const columns = [...(query.dimensions ?? []), ...granular, ...(query.measures ?? [])];
      const titles = { ...dimensions, ...timeDimensions, ...measures };
      const sheet = workbook.addWorksheet(
        uniqueSheetName(
          `${page.displayName} - ${visual.title}`,
          workbook.worksheets.map((taken) => taken.name),
        ),
      );
      sheet.columns = columns.map((member) => ({
        header: titles[member]?.title ?? member,
        key: member,
        width: 22,
      }));
      for (const row of answer.data) {
        sheet.addRow(
          columns.map((member) =>
            granular.includes(member) ? String(row[member]).slice(0, 10) : row[member],
          ),
        );
      }
      const formats = new Map(
        Object.entries(visual.formats ?? {}).map(([member, format]) => [
          member.replaceAll('{currency}', currencySuffix(filters.currency)),
          format,
        ]),
      );
      columns.forEach((member, index) => {
        const format = formats.get(member);
        if (format) sheet.getColumn(index + 1).numFmt = NUMBER_FORMATS[format];
      });
    }
  }
  return workbook.xlsx.writeBuffer();
}

/**
 * Registers `GET /api/reports/export?reportId=&isPaginated=&filters=` (docs/rules/shell.md#exports-and-downloads): the data of an embedded report of the catalogue as .xlsx, for a caller entitled to a tab
 * showing that report and allowed to export (allow_export_reports). Every figure comes from the
 * query API under the caller's TMC, with the report's filters added as the report adds them.
 */
export function registerReportExport(
  app: FastifyInstance,
  ctx: AppContext,
  analytics: AnalyticsModule,
): void {
  const guard = tmcGuard(ctx, { tabs: [...REPORT_TABS.values()].flat(), budget: 'analytics' });
  app.get<{ Querystring: { reportId: string; isPaginated?: boolean; filters?: string } }>(
    REPORT_EXPORT_PATH,
    { schema: { querystring: querystringSchema(EXPORT_PARAMS, ['reportId']) }, onRequest: guard.onRequest },
    async (request, reply) => {
      const { principal, tmc } = guard.caller(request);
      const { reportId, isPaginated = false } = request.query;
      const report = REPORT_DEFINITIONS.get(reportId);
      const tabs = REPORT_TABS.get(reportId);
      if (!report || !tabs || !report.exportable)
        throw badRequest('reportId', `unknown or not exportable report "${reportId}"`);
      if (!tabs.some((tab) => principal.entitledTabs.includes(tab)))
        throw new HttpError(403, 'FORBIDDEN', `Not entitled to a tab showing ${reportId}`);
      assertMayExport(principal);
      const filters = parseExportFilters(request.query.filters);
      const { startDate, endDate } = filters.dates ?? { startDate: '', endDate: '' };
      const facts: [string, string][] = [
        ['Report', report.title],
        ['Travel management company', tmcName(tmc)],
        ['Generated at (UTC)', new Date().toISOString()],
        ['Generated for', principal.email ?? principal.name ?? principal.subject],
        ['Date range', `${startDate} to ${endDate}`],
        ['Currency', filters.currency ?? 'Branch default currency'],
        ...FILTER_DEFINITIONS.map(({ group, label }): [string, string] => [
          `Filter: ${label}`,
          (filters.filters[group] ?? []).join(', ') || 'All',
        ]),
        ['Product', filters.productName ?? 'All'],
        ['Rows', isPaginated ? 'Every row' : 'The rows each visual shows'],
      ];
      const buffer = await exportWorkbook(
        report,
        filters,
        isPaginated,
        (query) => visualRows(analytics, tmc, query),
        facts,
      );
      const fileName = exportFileName({
        prefix: tmcName(tmc),
        displayName: report.title,
        suffix: exportFileSuffix(startDate, endDate),
        extension: 'xlsx',
      });
      return reply
        .header('Content-Type', CONTENT_TYPES.xlsx)
        .header('Content-Disposition', attachmentHeader(fileName))
        .header('Cache-Control', 'no-store')
        .send(Buffer.from(buffer as ArrayBuffer));
    },
  );
}
