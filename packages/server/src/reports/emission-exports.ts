import type { FastifyInstance } from 'fastify';
import { TAB_CATALOGUE } from '@tripsight/core/catalogue';
import type { EmissionMethod } from '@tripsight/core/emissions';
import {
  AIR_EMISSIONS_REPORT,
  EMISSION_ALTERNATIVES_REPORT,
  HOTEL_EMISSIONS_REPORT,
  emissionReportsForTab,
  type ReportDefinition,
} from '@tripsight/core/export';
import { EMISSIONS_PARAMS, type ParamValues } from '@tripsight/core/views';
import type { AppContext } from '../app-context.js';
import { methodOf } from '../analytics/views/emissions-sql.js';
import type { AnalyticsModule } from '../analytics/warehouse/warehouse.js';
import { tmcGuard } from '../security/tenant-guard.js';
import { querystringSchema } from '../validation.js';
import {
  airEmissionsReport,
  emissionAlternativesReport,
  hotelEmissionsReport,
  methodFacts,
} from './emission-reports.js';
import { assertMayExport, exportReport } from './export-delivery.js';
import { parseReportQuery, REPORT_PARAMS, type RawReportQuery } from './report-params.js';
import type { AirReport } from './row-report.js';

/** The report endpoints' parameters and the emissions views' `method`. */
const EXPORT_PARAMS = { ...REPORT_PARAMS, ...EMISSIONS_PARAMS };
type RawExportQuery = RawReportQuery & ParamValues<typeof EMISSIONS_PARAMS>;

/** Each emissions export: its definition in core, the product it reads and its report. */
const EXPORTS: readonly {
  definition: ReportDefinition;
  product: 'air' | 'hotel';
  report: (method: EmissionMethod) => AirReport;
}[] = [
  { definition: AIR_EMISSIONS_REPORT, product: 'air', report: airEmissionsReport },
  { definition: HOTEL_EMISSIONS_REPORT, product: 'hotel', report: hotelEmissionsReport },
  { definition: EMISSION_ALTERNATIVES_REPORT, product: 'air', report: emissionAlternativesReport },
];

/** The tabs whose Export menu offers `definition`: a caller needs one of them. */
const tabsOf = (definition: ReportDefinition) =>
  TAB_CATALOGUE.filter((tab) =>
    emissionReportsForTab(tab.tabName).some((offered) => offered.name === definition.name),
  ).map((tab) => tab.tabName);

/** Facts of the report endpoints that say nothing of emissions: the savings mode and the hotel flags. */
const SAVINGS_FACTS = new Set(['Savings', 'isHPA', 'isPMOnly', 'withPotential', 'isAutorebook']);

/**
 * Registers `GET /api/reports/emissions/{airEmissionsReport, hotelEmissionsReport,
 * emissionAlternativesReport}`: .xlsx (streamed) or .csv of the PNRs, the hotel reservations or the
 * alternatives by route under `method` (the first method when omitted; an unknown id is a 400 naming
 * it), for the dates, currency and `filters` (JSON) of the report endpoints. Every row carries the
 * method's id, source and factor year, and so does the facts sheet (or the csv's header block), with
 * totals computed as the emissions views compute theirs. Callers need an emissions tab offering the
 * export and allow_export_reports; too many rows answer contactSupport as the other reports do.
 */
export function registerEmissionExports(
  app: FastifyInstance,
  ctx: AppContext,
  analytics: AnalyticsModule,
): void {
  for (const { definition, product, report: reportFor } of EXPORTS) {
    const guard = tmcGuard(ctx, { tabs: tabsOf(definition), budget: 'analytics' });
    app.get<{ Querystring: RawExportQuery }>(
      definition.path,
      {
        schema: {
          querystring: {
            ...querystringSchema(EXPORT_PARAMS, ['startDate', 'endDate']),
            additionalProperties: false,
          },
        },
        onRequest: guard.onRequest,
      },
      async (request, reply) => {
        assertMayExport(guard.caller(request).principal);
        const method = methodOf(request.query.method);
        const report = reportFor(method);
        return exportReport(request, reply, ctx, analytics, guard, {
          report,
          parsed: { ...parseReportQuery(request.query, product), productName: product },
          product,
          firstFacts: methodFacts(method, product === 'air' ? 'air' : 'hotel'),
          displayName: `${report.displayName} (${method.id})`,
          keepFact: ([label]) => !SAVINGS_FACTS.has(label),
        });
      },
    );
  }
}
