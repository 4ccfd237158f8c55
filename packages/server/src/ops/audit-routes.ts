import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../app-context.js';
import { badRequest } from '../errors.js';
import { AUDIT_TABS } from '../security/entitlements.js';
import { calendarDayProblem, dateRangeProblem } from '../security/input-rules.js';
import { tmcGuard } from '../security/tenant-guard.js';
import { anyCase } from '../validation.js';
import {
  getConversation,
  isStatus,
  listAuditCorporates,
  listConversationEvents,
  listConversations,
  listIntents,
  retryConversation,
  type ConversationFilters,
} from './audit-store.js';
import type { OpsDb } from './db.js';
import { idSchema, noQuerySchema, pageSchema, textSchema } from './ops-schemas.js';
import { STATUSES } from './seed-content.js';

/** A date bound: a whole UTC day, or an instant with its offset. */
const dateBoundSchema = {
  type: 'string',
  anyOf: [{ format: 'date' }, { format: 'date-time' }],
  description: 'must be YYYY-MM-DD or an ISO date-time with offset',
} as const;

/** Statuses as the screen sends them: comma-joined, any letter case, blanks between commas ignored. */
const statusListSchema = {
  type: 'string',
  pattern: `^\\s*(?:${anyCase(STATUSES)}\\s*)?(?:,\\s*(?:${anyCase(STATUSES)}\\s*)?)*$`,
  description: `must be a comma-separated list of ${STATUSES.join(', ')}`,
} as const;

/** The query string of GET /api/audit/conversations (spec §7.6). */
const conversationQuerySchema = {
  type: 'object',
  properties: {
    start_date: dateBoundSchema,
    end_date: dateBoundSchema,
    status: statusListSchema,
    exclude_out_of_scope: { type: 'boolean' },
    main_intent: textSchema,
    search: textSchema,
    corporateId: idSchema,
    corporateName: textSchema,
    // An id when numeric, a name otherwise (as the screen sends it).
    corporate: textSchema,
    page: pageSchema,
  },
} as const;

/** The conversation query as the schema lets it through. */
interface ConversationQuery {
  start_date?: string;
  end_date?: string;
  status?: string;
  exclude_out_of_scope?: boolean;
  main_intent?: string;
  search?: string;
  corporateId?: number;
  corporateName?: string;
  corporate?: string;
  page?: number;
}

/** A date bound: where it starts and, for a whole day, the start of the next day (an end date includes its day). */
function dateBound(value: string): { start: Date; dayAfter: Date | null } {
  if (value.length === 10) {
    const start = new Date(`${value}T00:00:00Z`);
    return { start, dayAfter: new Date(start.getTime() + 86_400_000) };
  }
  return { start: new Date(value), dayAfter: null };
}

/** The store's filters from a validated query; the end may not be before the start. */
function conversationFilters(query: ConversationQuery): ConversationFilters {
  for (const field of ['start_date', 'end_date'] as const) {
    const value = query[field];
    const problem = value ? (calendarDayProblem(value.slice(0, 10)) ?? dateRangeProblem(value)) : null;
    if (problem) throw badRequest(field, problem);
  }
  const start = query.start_date ? dateBound(query.start_date) : undefined;
  const end = query.end_date ? dateBound(query.end_date) : undefined;
  const endBound = end ? (end.dayAfter ?? end.start) : undefined;
  if (start && endBound && endBound < start.start)
    throw badRequest('end_date', 'must not be before start_date');
  const statuses = (query.status ?? '')
    .split(',')
    .map((status) => status.trim().toUpperCase())
    .filter(isStatus);
  const filters: ConversationFilters = {
    statuses,
    excludeOutOfScope: query.exclude_out_of_scope ?? false,
    page: query.page ?? 1,
  };
  if (start) filters.start = start.start;
  if (end?.dayAfter) filters.endBefore = end.dayAfter;
  else if (end) filters.endAt = end.start;
  const text = (value: string | undefined) => value?.trim() || undefined;
  const mainIntent = text(query.main_intent);
  if (mainIntent) filters.mainIntent = mainIntent;
  const search = text(query.search);
  if (search) filters.search = search;
  if (query.corporateId) filters.corporateId = query.corporateId;
  const corporateName = text(query.corporateName);
  if (corporateName) filters.corporateName = corporateName;
  const corporate = text(query.corporate);
  if (corporate && /^\d{1,9}$/.test(corporate) && Number(corporate) > 0)
    filters.corporateId = Number(corporate);
  else if (corporate) filters.corporateName = corporate;
  return filters;
}

/** `{ id }` of a conversation. */
const conversationIdSchema = {
  type: 'object',
  properties: { id: { type: 'string', maxLength: 100 } },
  required: ['id'],
} as const;

/** The audit endpoints of the e-mail agent (§7.6). */
export function registerAuditRoutes(app: FastifyInstance, ctx: AppContext, db: OpsDb): void {
  const guard = tmcGuard(ctx, { tabs: AUDIT_TABS, budget: 'operations' });
  const onRequest = guard.onRequest;
  const tmcOf = (request: Parameters<typeof guard.caller>[0]) => guard.caller(request).tmc;

  app.get<{ Querystring: ConversationQuery }>(
    '/api/audit/conversations',
    { onRequest, schema: { querystring: conversationQuerySchema } },
    async (request) => listConversations(db, tmcOf(request), conversationFilters(request.query)),
  );

  app.get<{ Params: { id: string } }>(
    '/api/audit/conversations/:id',
    { onRequest, schema: { params: conversationIdSchema, querystring: noQuerySchema } },
    async (request) => getConversation(db, tmcOf(request), request.params.id),
  );

  app.get<{ Params: { id: string } }>(
    '/api/audit/conversations/:id/events',
    { onRequest, schema: { params: conversationIdSchema, querystring: noQuerySchema } },
    async (request) => listConversationEvents(db, tmcOf(request), request.params.id),
  );

  app.get('/api/audit/corporates', { onRequest, schema: { querystring: noQuerySchema } }, async (request) =>
    listAuditCorporates(db, tmcOf(request)),
  );

  app.get('/api/audit/intents/', { onRequest, schema: { querystring: noQuerySchema } }, async (request) =>
    listIntents(db, tmcOf(request)),
  );

  app.post<{ Params: { id: string } }>(
    '/api/v1/audit/conversations/:id/retry',
    { onRequest, schema: { params: conversationIdSchema, querystring: noQuerySchema } },
    async (request, reply) => {
      const result = await retryConversation(db, tmcOf(request), request.params.id);
      return reply.status(202).send(result);
    },
  );
}
