import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../app-context.js';
import { badRequest } from '../errors.js';
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
import { booleanParam, dateParam, idParam, pageParam, single, tenantOf, type QueryBag } from './params.js';

/** Reads the filters of GET /api/audit/conversations; 400 naming the field on bad input. */
export function conversationFilters(query: QueryBag): ConversationFilters {
  const start = dateParam(query, 'start_date');
  const end = dateParam(query, 'end_date');
  const endBound = end ? (end.dayAfter ?? end.start) : undefined;
  if (start && endBound && endBound < start.start)
    throw badRequest('end_date', 'must not be before start_date');
  const statusList = (single(query, 'status') ?? '')
    .split(',')
    .map((status) => status.trim().toUpperCase())
    .filter(Boolean);
  const unknown = statusList.find((status) => !isStatus(status));
  if (unknown) throw badRequest('status', `unknown status "${unknown}"`);
  const filters: ConversationFilters = {
    statuses: statusList.filter(isStatus),
    excludeOutOfScope: booleanParam(query, 'exclude_out_of_scope') ?? false,
    page: pageParam(query),
  };
  if (start) filters.start = start.start;
  if (end?.dayAfter) filters.endBefore = end.dayAfter;
  else if (end) filters.endAt = end.start;
  const mainIntent = single(query, 'main_intent');
  if (mainIntent) filters.mainIntent = mainIntent;
  const search = single(query, 'search');
  if (search) filters.search = search;
  // corporateId is numeric; corporate is an id when numeric, a name otherwise (as the screen sends it).
  const corporateId = single(query, 'corporateId');
  if (corporateId) filters.corporateId = idParam(corporateId, 'corporateId');
  const corporateName = single(query, 'corporateName');
  if (corporateName) filters.corporateName = corporateName;
  const corporate = single(query, 'corporate');
  if (corporate && /^\d+$/.test(corporate)) filters.corporateId = idParam(corporate, 'corporate');
  else if (corporate) filters.corporateName = corporate;
  return filters;
}

/** The audit endpoints of the e-mail agent (§7.6). */
export function registerAuditRoutes(app: FastifyInstance, ctx: AppContext, db: OpsDb): void {
  app.get('/api/audit/conversations', async (request) => {
    const tmc = await tenantOf(ctx, request);
    return listConversations(db, tmc, conversationFilters(request.query as QueryBag));
  });

  app.get<{ Params: { id: string } }>('/api/audit/conversations/:id', async (request) => {
    const tmc = await tenantOf(ctx, request);
    return getConversation(db, tmc, request.params.id);
  });

  app.get<{ Params: { id: string } }>('/api/audit/conversations/:id/events', async (request) => {
    const tmc = await tenantOf(ctx, request);
    return listConversationEvents(db, tmc, request.params.id);
  });

  app.get('/api/audit/corporates', async (request) => listAuditCorporates(db, await tenantOf(ctx, request)));

  app.get('/api/audit/intents/', async (request) => listIntents(db, await tenantOf(ctx, request)));

  app.post<{ Params: { id: string } }>('/api/v1/audit/conversations/:id/retry', async (request, reply) => {
    const tmc = await tenantOf(ctx, request);
    const result = await retryConversation(db, tmc, request.params.id);
    return reply.status(202).send(result);
  });
}
