import { randomBytes } from 'node:crypto';
import type { ReportDefinition, ReportVisualDefinition } from '@tripsight/core/reports';
import {
  readReportFilters,
  REPORT_FILTER_TARGETS,
  reportFilterProblem,
  reportVisualQuery,
} from '@tripsight/core/reports';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AppContext } from '../app-context.js';
import { badRequest, HttpError } from '../errors.js';
import { loadCubeQuery } from '../analytics/cube/cube-query.js';
import { cubeHasMember } from '../analytics/cube/cube-registry.js';
import type { Warehouse } from '../analytics/warehouse/warehouse.js';
import { requireEntitlement } from '../security/entitlements.js';
import { checkCalendarDay, checkFilterValue } from '../security/input-rules.js';
import type { Principal } from '../security/principal.js';
import { tmcGuard } from '../security/tenant-guard.js';
import { EMBED_PAGE, EMBED_PAGE_PATH, VISUAL_PATH } from './embed-page.js';
import { embedTokens, type EmbedClaims, type EmbedTokens } from './embed-token.js';
import { powerBiHost } from './powerbi-host.js';
import { ALL_REPORT_TABS, knownReport, tabsOfReport } from './report-tabs.js';

const REPORT_ID = { type: 'string', minLength: 1, maxLength: 100, pattern: '^[A-Za-z0-9]+$' };

function visualOf(definition: ReportDefinition, visualId: string): ReportVisualDefinition {
  for (const page of definition.pages) {
    const visual = page.visuals.find((entry) => entry.id === visualId);
    if (visual) return visual;
  }
  throw badRequest('visualId', `unknown visual ${visualId} of report ${definition.reportName}`);
}

/**
 * Checks the filters a report page sends before any is applied: each as the report can apply it
 * (reportFilterProblem), each value's characters as every filter value's (checkFilterValue), and the
 * days of the date range as calendar days. Anything else is a 400 naming the filter's field, never
 * figures silently left unfiltered.
 */
function checkReportFilters(filters: readonly unknown[]): void {
  const problem = reportFilterProblem(filters);
  if (problem) throw badRequest(problem.field, problem.problem);
  filters.forEach((filter, i) => {
    const { target, values, conditions } = filter as {
      target: { table: string };
      values?: string[];
      conditions?: { value: string }[];
    };
    (values ?? []).forEach((value, j) => checkFilterValue(`filters[${i}].values[${j}]`, value));
    if (target.table !== REPORT_FILTER_TARGETS.dates.table) return;
    (conditions ?? []).forEach(({ value }, j) => {
      const field = `filters[${i}].conditions[${j}].value`;
      checkCalendarDay(field, value.length > 10 && value[10] === 'T' ? value.slice(0, 10) : value);
    });
  });
}

/** The embed token of an `Authorization: Bearer …` header, or 401. */
function bearer(request: FastifyRequest): string {
  const match = /^Bearer (\S+)$/i.exec(request.headers.authorization ?? '');
  if (!match?.[1]) throw new HttpError(401, 'UNAUTHORIZED', 'An embed token is required');
  return match[1];
}

/**
 * The reference report service: `GET /api/getEmbedToken?reportId=` (air §7) hands out an embed token
 * for a report the caller's tabs show (a Power BI workspace's token when POWERBI_REPORTS maps the
 * report); the embed page answers powerbi-client's messages; the visual route runs one visual of
 * the token's report, scoped to the token's TMC, under the report's filters.
 */
export function registerReportsHost(app: FastifyInstance, ctx: AppContext, warehouse: Warehouse): void {
  const secret = ctx.config.embedTokens.secret
    ? new TextEncoder().encode(ctx.config.embedTokens.secret)
    : new Uint8Array(randomBytes(32));
  const tokens: EmbedTokens = embedTokens(secret, ctx.config.embedTokens.ttlSeconds, ctx.config.publicUrl);
  const guard = tmcGuard(ctx, { tabs: ALL_REPORT_TABS });
  const powerBi = ctx.config.powerBi ? powerBiHost(ctx.config.powerBi) : null;
  const embeds = new WeakMap<FastifyRequest, EmbedClaims>();

  app.get<{ Querystring: { reportId: string } }>(
    '/api/getEmbedToken',
    {
      schema: {
        querystring: { type: 'object', properties: { reportId: REPORT_ID }, required: ['reportId'] },
      },
      onRequest: guard.onRequest,
    },
    async (request) => {
      const { reportId } = request.query;
      knownReport(reportId);
      const { principal, tmc } = guard.caller(request);
      requireEntitlement(principal, tabsOfReport(reportId));
      if (powerBi?.serves(reportId)) return powerBi.embed(reportId, { subject: principal.subject, tmc });
      const { accessToken, expiration } = await tokens.issue({ reportId, tmc, subject: principal.subject });
      const embedUrl = `${ctx.config.publicUrl}${EMBED_PAGE_PATH}?reportId=${encodeURIComponent(reportId)}`;
      return { accessToken, embedUrl: [{ reportId, embedUrl }], expiration };
    },
  );

  app.get(EMBED_PAGE_PATH, (_request, reply) => reply.type('text/html; charset=utf-8').send(EMBED_PAGE));

  app.post<{ Body: { visualId: string; filters?: unknown[] } }>(
    VISUAL_PATH,
    {
      schema: {
        body: {
          type: 'object',
          properties: {
            visualId: { type: 'string', minLength: 1, maxLength: 100 },
            filters: { type: 'array', maxItems: 50, items: { type: 'object' } },
          },
          required: ['visualId'],
          additionalProperties: false,
        },
      },
      onRequest: async (request, reply) => {
        const claims = await tokens.verify(bearer(request));
        const principal: Principal = {
          subject: claims.subject,
          tmc: claims.tmc,
          customerId: null,
          entitledTabs: [],
          allowExportReports: false,
          defaultClients: [],
          email: null,
          name: null,
        };
        const headers = await ctx.budgets?.spend('analytics', { principal, tmc: claims.tmc });
        if (headers) void reply.headers(headers);
        embeds.set(request, claims);
      },
    },
    async (request, reply) => {
      const claims = embeds.get(request) as EmbedClaims;
      const visual = visualOf(knownReport(claims.reportId), request.body.visualId);
      checkReportFilters(request.body.filters ?? []);
      const query = reportVisualQuery(visual, readReportFilters(request.body.filters ?? []), cubeHasMember);
      const answer = await loadCubeQuery(warehouse, claims.tmc, query);
      return reply.type('application/json; charset=utf-8').send(answer);
    },
  );
}
