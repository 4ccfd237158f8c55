import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AppContext } from '../app-context.js';
import { HttpError, badRequest } from '../errors.js';
import type { OpsDb } from './db.js';
import { booleanParam, idParam, pageParam, single, tenantOf, type QueryBag } from './params.js';
import {
  addIdentifier,
  createCorporate,
  goLive,
  listCorporates,
  removeIdentifier,
  renameCorporate,
  type CorporateFilters,
  type CorporateStatus,
} from './sbr-store.js';

const STATUSES: CorporateStatus[] = ['live', 'scheduled', 'testing'];
const MAX_NAME = 200;
// One @, no spaces, a dot in the domain: the same check as an <input type="email"> in spirit.
const EMAIL = /^[^\s@]+@[^\s@.]+(\.[^\s@.]+)+$/;

function body(request: FastifyRequest): Record<string, unknown> {
  const value = request.body;
  if (value === undefined || value === null) return {};
  if (typeof value !== 'object' || Array.isArray(value)) throw badRequest('body', 'must be a JSON object');
  return value as Record<string, unknown>;
}

/** A corporate name: required, non-blank, at most 200 characters; trimmed. */
export function corporateName(value: unknown): string {
  const name = typeof value === 'string' ? value.trim() : '';
  if (!name)
    throw new HttpError(400, 'BAD_REQUEST', 'Corporate name is required', { field: 'corporate_name' });
  if (name.length > MAX_NAME) throw badRequest('corporate_name', `must be at most ${MAX_NAME} characters`);
  return name;
}

/** A sender e-mail address, trimmed and lower-cased; 400 naming `identifier` when malformed. */
export function senderEmail(value: unknown): string {
  const email = typeof value === 'string' ? value.trim().toLowerCase() : '';
  if (!email) throw new HttpError(400, 'BAD_REQUEST', 'Email address is required', { field: 'identifier' });
  if (email.length > 254 || !EMAIL.test(email)) {
    throw new HttpError(400, 'BAD_REQUEST', `"${email}" is not a valid email address`, {
      field: 'identifier',
    });
  }
  return email;
}

function corporateFilters(query: QueryBag): CorporateFilters {
  const filters: CorporateFilters = { page: pageParam(query) };
  const isSbr = booleanParam(query, 'is_sbr');
  if (isSbr !== undefined) filters.isSbr = isSbr;
  const name = single(query, 'name');
  if (name) filters.name = name;
  const status = single(query, 'status')?.toLowerCase();
  if (status && status !== 'all') {
    if (!STATUSES.includes(status as CorporateStatus)) {
      throw badRequest('status', `must be one of ${STATUSES.join(', ')}, got "${status}"`);
    }
    filters.status = status as CorporateStatus;
  }
  return filters;
}

/** The SBR client management endpoints (§7.6). */
export function registerSbrRoutes(app: FastifyInstance, ctx: AppContext, db: OpsDb): void {
  app.get('/api/sbr/corporates', async (request) => {
    const tmc = await tenantOf(ctx, request);
    return listCorporates(db, tmc, corporateFilters(request.query as QueryBag));
  });

  app.post('/api/sbr/corporate/create/', async (request, reply) => {
    const tmc = await tenantOf(ctx, request);
    const payload = body(request);
    const name = corporateName(payload.corporate_name);
    if (payload.is_test !== undefined && typeof payload.is_test !== 'boolean') {
      throw badRequest('is_test', 'must be true or false');
    }
    const created = await createCorporate(db, tmc, name, payload.is_test ?? true);
    return reply.status(201).send(created);
  });

  app.post<{ Params: { id: string } }>('/api/sbr/corporate/:id/go-live/', async (request) => {
    const tmc = await tenantOf(ctx, request);
    return goLive(db, tmc, idParam(request.params.id));
  });

  app.patch<{ Params: { id: string } }>('/api/sbr/corporate/:id/name/', async (request) => {
    const tmc = await tenantOf(ctx, request);
    const id = idParam(request.params.id);
    return renameCorporate(db, tmc, id, corporateName(body(request).corporate_name));
  });

  app.post<{ Params: { id: string } }>('/api/sbr/corporate/:id/identifiers/', async (request, reply) => {
    const tmc = await tenantOf(ctx, request);
    const id = idParam(request.params.id);
    const { added, corporate } = await addIdentifier(db, tmc, id, senderEmail(body(request).identifier));
    return reply.status(added ? 201 : 200).send(corporate);
  });

  app.delete<{ Params: { id: string } }>('/api/sbr/corporate/:id/identifiers/', async (request) => {
    const tmc = await tenantOf(ctx, request);
    const id = idParam(request.params.id);
    // Some HTTP clients cannot send a DELETE body, so the query string is accepted too.
    const identifier = body(request).identifier ?? single(request.query as QueryBag, 'identifier');
    return removeIdentifier(db, tmc, id, senderEmail(identifier));
  });
}
