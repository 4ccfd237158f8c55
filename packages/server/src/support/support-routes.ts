import type { FastifyInstance } from 'fastify';
import { scrubErrorMessage, type ErrorReport } from '@tripsight/core/errors';
import type { AppContext } from '../app-context.js';
import { badRequest } from '../errors.js';
import type { OpsDb } from '../ops/db.js';
import { AUDIT_TABS, SBR_TABS } from '../security/entitlements.js';
import { nameProblem } from '../security/input-rules.js';
import { tmcGuard } from '../security/tenant-guard.js';
import { STAND_IN_WIDGET_SCRIPT } from './stand-in-widget.js';
import {
  errorReportBodySchema,
  errorReportListQuerySchema,
  supportListQuerySchema,
  supportMessageBodySchema,
} from './support-schemas.js';
import {
  addErrorReport,
  addSupportMessage,
  listErrorReports,
  listSupportMessages,
  type ErrorReportInput,
} from './support-store.js';

/** Who reads the chat messages and error reports of a TMC: its operations users (audit log, customers). */
export const SUPPORT_OPERATOR_TABS: readonly string[] = [...AUDIT_TABS, ...SBR_TABS];

/** The portal's runtime settings: the chat script, where errors go, the environment. */
export interface PortalSettings {
  supportWidgetUrl: string | null;
  errorReportUrl: string | null;
  environment: string;
}

interface MessageBody {
  /** Checked, not used: the sender comes from the token. */
  name?: string;
  email?: string;
  message: string;
  page?: string | null;
}

/** The body as the schema admits it: a report whose optional fields may be left out. */
type ReportBody = Pick<ErrorReport, 'message' | 'source' | 'environment' | 'sessionId' | 'occurredAt'> &
  Partial<Pick<ErrorReport, 'status' | 'code' | 'requestId' | 'page'>>;

/** How far from now a report's time may be: a day ahead (clock skew), 30 days back (a queued report). */
const FUTURE_MS = 24 * 3_600_000;
const PAST_MS = 30 * 24 * 3_600_000;

function occurredAt(value: string, now = Date.now()): string {
  const time = Date.parse(value);
  if (Number.isNaN(time)) throw badRequest('occurredAt', 'must be a real date and time');
  if (time > now + FUTURE_MS || time < now - PAST_MS) {
    throw badRequest('occurredAt', 'must be within the last 30 days');
  }
  return new Date(time).toISOString();
}

function reportInput(body: ReportBody): ErrorReportInput {
  return {
    requestId: body.requestId ?? null,
    sessionId: body.sessionId,
    environment: body.environment,
    // The browser client masks personal data before sending; any other sender is held to it here.
    source: body.source.split(/[?#]/)[0]!.trim(),
    status: body.status ?? null,
    code: body.code || null,
    message: scrubErrorMessage(body.message),
    page: body.page || null,
    occurredAt: occurredAt(body.occurredAt),
  };
}

/**
 * The support chat and error reporting routes, on the operational store: any signed-in user of a TMC
 * may send a chat message (`POST /api/support/messages`) or an error report (`POST /api/errorReports`);
 * the TMC's operations users list them (`GET` on the same paths). Writes spend the support budget
 * (RATE_LIMIT_SUPPORT per user), so a burst of error reports never locks a user out of the audit log. Also serves the stand-in chat script and the portal's runtime settings.
 */
export function registerSupportRoutes(app: FastifyInstance, ctx: AppContext, db: OpsDb): void {
  const writer = tmcGuard(ctx, { budget: 'support' });
  const operator = tmcGuard(ctx, { tabs: SUPPORT_OPERATOR_TABS, budget: 'operations' });
  const { support } = ctx.config;

  app.get('/api/portal/config', { schema: { querystring: { type: 'object', properties: {} } } }, async () => {
    const settings: PortalSettings = {
      supportWidgetUrl: support.widgetUrl,
      errorReportUrl: support.errorReportUrl,
      environment: support.environment,
    };
    return settings;
  });

  app.get('/support/widget.js', async (_request, reply) =>
    reply
      .type('text/javascript; charset=utf-8')
      .header('Cache-Control', 'public, max-age=300')
      .send(STAND_IN_WIDGET_SCRIPT),
  );

  app.post<{ Body: MessageBody }>(
    '/api/support/messages',
    {
      onRequest: writer.onRequest,
      schema: { querystring: { type: 'object', properties: {} }, body: supportMessageBodySchema },
    },
    async (request, reply) => {
      const { principal, tmc } = writer.caller(request);
      const given = request.body.name?.normalize('NFC').trim();
      const problem = given === undefined ? null : nameProblem(given);
      if (problem) throw badRequest('name', problem);
      const message = request.body.message.trim();
      if (!message) throw badRequest('message', 'must not be blank');
      // The sender is the signed-in user, from the token's claims: a body's name or e-mail, whatever
      // it says, never shows an operator another person as the sender.
      const stored = await addSupportMessage(db, tmc, {
        userId: principal.subject,
        name: principal.name?.normalize('NFC').trim() || principal.subject,
        email: (principal.email ?? '').trim().toLowerCase(),
        message,
        page: request.body.page || null,
      });
      return reply.status(201).send(stored);
    },
  );

  app.get<{ Querystring: { page?: number } }>(
    '/api/support/messages',
    { onRequest: operator.onRequest, schema: { querystring: supportListQuerySchema } },
    async (request) => listSupportMessages(db, operator.caller(request).tmc, request.query.page ?? 1),
  );

  app.post<{ Body: ReportBody }>(
    '/api/errorReports',
    {
      onRequest: writer.onRequest,
      schema: { querystring: { type: 'object', properties: {} }, body: errorReportBodySchema },
    },
    async (request, reply) => {
      const { principal, tmc } = writer.caller(request);
      // The user's id is the token's verified subject, whatever the body says.
      const stored = await addErrorReport(db, tmc, principal.subject, reportInput(request.body));
      return reply.status(201).send({ id: stored.id, request_id: stored.request_id });
    },
  );

  app.get<{ Querystring: { page?: number; request_id?: string } }>(
    '/api/errorReports',
    { onRequest: operator.onRequest, schema: { querystring: errorReportListQuerySchema } },
    async (request) =>
      listErrorReports(
        db,
        operator.caller(request).tmc,
        request.query.page ?? 1,
        request.query.request_id ?? null,
      ),
  );
}
