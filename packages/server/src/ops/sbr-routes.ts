import type { FastifyInstance } from 'fastify';
import { validateCorporateName } from '@tripsight/core/ops';
import type { AppContext } from '../app-context.js';
import { HttpError, badRequest } from '../errors.js';
import { SBR_TABS } from '../security/entitlements.js';
import { nameProblem } from '../security/input-rules.js';
import { tmcGuard } from '../security/tenant-guard.js';
import { anyCase } from '../validation.js';
import type { OpsDb } from './db.js';
import { idParamsSchema, noQuerySchema, pageSchema, textSchema } from './ops-schemas.js';
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

/** The query string of GET /api/sbr/corporates: status in any letter case, `all` for every status. */
const corporateQuerySchema = {
  type: 'object',
  properties: {
    page: pageSchema,
    is_sbr: { type: 'boolean' },
    name: textSchema,
    status: {
      type: 'string',
      pattern: `^\\s*${anyCase([...STATUSES, 'all'])}\\s*$`,
      description: `must be one of ${STATUSES.join(', ')} or all`,
    },
  },
} as const;

/**
 * A valid e-mail address as the HTML standard defines it for `<input type="email">` (ASCII letters,
 * digits and `.!#$%&'*+/=?^_\`{|}~-` before the @, dot-separated host labels after it), with a dot
 * in the domain; spaces around it are trimmed later. Anything else (other scripts, invisible or
 * text-direction characters, markup) is not an address a mail system would deliver to.
 */
const EMAIL_PATTERN =
  "^\\s*[A-Za-z0-9.!#$%&'*+/=?^_`{|}~-]+@[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?(?:\\.[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?)+\\s*$";

const emailSchema = {
  type: 'string',
  maxLength: 254,
  pattern: EMAIL_PATTERN,
  description: 'must be a valid email address',
} as const;

/**
 * A body that may be absent. `corporate_name` has no type on purpose: a blank, missing or
 * non-text name gets the screen's own message ('Corporate name is required', checked by
 * `corporateName`), where a typed schema would turn 42 into "42".
 */
const bodySchema = (properties: Record<string, object>, required: string[] = []) => ({
  type: ['object', 'null'],
  properties,
  ...(required.length > 0 ? { required } : {}),
});

/**
 * A corporate name: required, non-blank, at most 200 characters, trimmed and in Unicode NFC form;
 * no control, invisible or text-direction characters, and at least one letter or digit (a name of
 * zero-width spaces would look blank, a bidi override would show another name).
 */
function corporateName(value: unknown): string {
  const name = typeof value === 'string' ? value.normalize('NFC').trim() : '';
  const missing = validateCorporateName(name);
  if (missing) throw new HttpError(400, 'BAD_REQUEST', missing, { field: 'corporate_name' });
  if (name.length > MAX_NAME) throw badRequest('corporate_name', `must be at most ${MAX_NAME} characters`);
  const problem = nameProblem(name);
  if (problem) throw badRequest('corporate_name', problem);
  return name;
}

/** A validated sender address, trimmed and lower-cased; 400 naming `identifier` when absent. */
function senderEmail(value: string | undefined): string {
  if (value === undefined) {
    throw new HttpError(400, 'BAD_REQUEST', 'Email address is required', { field: 'identifier' });
  }
  return value.trim().toLowerCase();
}

interface CorporateQuery {
  page?: number;
  is_sbr?: boolean;
  name?: string;
  status?: string;
}

function corporateFilters(query: CorporateQuery): CorporateFilters {
  const filters: CorporateFilters = { page: query.page ?? 1 };
  if (query.is_sbr !== undefined) filters.isSbr = query.is_sbr;
  const name = query.name?.trim();
  if (name) filters.name = name;
  const status = query.status?.trim().toLowerCase();
  if (status && status !== 'all') filters.status = status as CorporateStatus;
  return filters;
}

/** The SBR client management endpoints (docs/rules/operations.md#service-client). */
export function registerSbrRoutes(app: FastifyInstance, ctx: AppContext, db: OpsDb): void {
  const guard = tmcGuard(ctx, { tabs: SBR_TABS, budget: 'operations' });
  const onRequest = guard.onRequest;
  const tmcOf = (request: Parameters<typeof guard.caller>[0]) => guard.caller(request).tmc;
  type WithId = { Params: { id: number } };

  app.get<{ Querystring: CorporateQuery }>(
    '/api/sbr/corporates',
    { onRequest, schema: { querystring: corporateQuerySchema } },
    async (request) => listCorporates(db, tmcOf(request), corporateFilters(request.query)),
  );

  app.post<{ Body: { corporate_name?: unknown; is_test?: boolean } | null }>(
    '/api/sbr/corporate/create/',
    {
      onRequest,
      schema: {
        querystring: noQuerySchema,
        body: bodySchema({ corporate_name: {}, is_test: { type: 'boolean' } }),
      },
    },
    async (request, reply) => {
      const name = corporateName(request.body?.corporate_name);
      const created = await createCorporate(db, tmcOf(request), name, request.body?.is_test ?? true);
      return reply.status(201).send(created);
    },
  );

  app.post<WithId>(
    '/api/sbr/corporate/:id/go-live/',
    { onRequest, schema: { params: idParamsSchema, querystring: noQuerySchema } },
    async (request) => goLive(db, tmcOf(request), request.params.id),
  );

  app.patch<WithId & { Body: { corporate_name?: unknown } | null }>(
    '/api/sbr/corporate/:id/name/',
    {
      onRequest,
      schema: {
        params: idParamsSchema,
        querystring: noQuerySchema,
        body: bodySchema({ corporate_name: {} }),
      },
    },
    async (request) =>
      renameCorporate(db, tmcOf(request), request.params.id, corporateName(request.body?.corporate_name)),
  );

  app.post<WithId & { Body: { identifier: string } }>(
    '/api/sbr/corporate/:id/identifiers/',
    {
      onRequest,
      schema: {
        params: idParamsSchema,
        querystring: noQuerySchema,
        body: bodySchema({ identifier: emailSchema }, ['identifier']),
      },
    },
    async (request, reply) => {
      const email = senderEmail(request.body.identifier);
      const { added, corporate } = await addIdentifier(db, tmcOf(request), request.params.id, email);
      return reply.status(added ? 201 : 200).send(corporate);
    },
  );

  app.delete<WithId & { Body: { identifier?: string } | null; Querystring: { identifier?: string } }>(
    '/api/sbr/corporate/:id/identifiers/',
    {
      onRequest,
      schema: {
        params: idParamsSchema,
        body: bodySchema({ identifier: emailSchema }),
        // Some HTTP clients cannot send a DELETE body, so the query string is accepted too.
        querystring: { type: 'object', properties: { identifier: emailSchema } },
      },
    },
    async (request) => {
      const email = senderEmail(request.body?.identifier ?? request.query.identifier);
      return removeIdentifier(db, tmcOf(request), request.params.id, email);
    },
  );
}
