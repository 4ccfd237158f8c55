import type { FastifyInstance } from 'fastify';
import {
  ALERTS_TAB,
  digestProblems,
  latestCompletePeriod,
  nextDueAfter,
  type AlertSchedule,
  type DigestInput,
  type FieldProblem,
} from '@tripsight/core/ops';
import type { AppContext } from '../app-context.js';
import { badRequests } from '../errors.js';
import { idParamsSchema, noQuerySchema } from '../ops/ops-schemas.js';
import type { Principal } from '../security/principal.js';
import { tmcGuard } from '../security/tenant-guard.js';
import { suggestion } from '../security/unknown-parameters.js';
import type { AlertDeps } from './alert-runner.js';
import { runRule, testRule } from './alert-runner.js';
import { checkClients } from './digest-clients.js';
import { sendDigest, testDigest } from './digest-runner.js';
import {
  createRule,
  deleteRule,
  listRules,
  readRule,
  rotateWebhookSecret,
  ruleHistory,
  updateRule,
} from './alert-store.js';
import {
  createDigest,
  deleteDigest,
  digestHistory,
  listDigests,
  readDigest,
  updateDigest,
} from './digest-store.js';
import { checkRule, inFormOrder, recipientsInDomains, RULE_FIELDS } from './rule-checks.js';
import { tenantTimeZone } from './tenant-mail.js';
import { takeTestRun } from './test-runs.js';

const DIGEST_FIELDS = ['name', 'clients', 'schedule', 'recipients', 'sections'];

/**
 * A JSON object body of the named fields (their values are checked by core's rules). A field not
 * named is listed with the body's other problems (unknownFields), not answered alone.
 */
const bodySchema = (fields: string[]) => ({
  type: 'object',
  properties: Object.fromEntries(fields.map((field) => [field, {}])),
});

/**
 * The problems of a body's fields the endpoint does not take, one per field (with the field it
 * likely meant when only the letter case differs), and of a `paused` that is not true or false.
 */
function bodyProblems(body: Record<string, unknown>, fields: readonly string[]): FieldProblem[] {
  const problems: FieldProblem[] = Object.keys(body)
    .filter((name) => !fields.includes(name))
    .map((name) => ({
      field: name,
      problem: `Remove this field${suggestion(name, fields)}; the fields are ${fields.join(', ')}.`,
    }));
  if (body.paused !== undefined && typeof body.paused !== 'boolean')
    problems.push({ field: 'paused', problem: 'Use true or false.' });
  return problems;
}

/** When the job of a new or rescheduled rule or digest is next due: once the next period is over. */
function dueAt(schedule: AlertSchedule, tmc: string): Date {
  const timeZone = tenantTimeZone(tmc);
  return nextDueAfter(schedule, latestCompletePeriod(schedule, new Date(), timeZone), timeZone);
}

const ownerOf = (principal: Principal) => ({ id: principal.subject, email: principal.email ?? '' });

/**
 * `/api/alerts` and `/api/digests` (see ../ops/README.md "Alerts and digests"): the caller's TMC
 * only (404 for another's ids), for users entitled to the alerts tab (403 otherwise).
 */
export function registerAlertRoutes(app: FastifyInstance, ctx: AppContext, deps: AlertDeps): void {
  const guard = tmcGuard(ctx, { tabs: [ALERTS_TAB], budget: 'operations' });
  const onRequest = guard.onRequest;
  const { db } = deps;
  const checks = { db, warehouse: deps.warehouse, config: ctx.config };
  type WithId = { Params: { id: number } };
  const withId = { onRequest, schema: { params: idParamsSchema, querystring: noQuerySchema } };

  app.get('/api/alerts', { onRequest, schema: { querystring: noQuerySchema } }, async (request) => ({
    alerts: await listRules(db, guard.caller(request).tmc),
  }));

  app.post<{ Body: Record<string, unknown> }>(
    '/api/alerts',
    { onRequest, schema: { querystring: noQuerySchema, body: bodySchema([...RULE_FIELDS]) } },
    async (request, reply) => {
      const { principal, tmc } = guard.caller(request);
      const rule = await checkRule(
        checks,
        principal,
        tmc,
        request.body,
        bodyProblems(request.body, RULE_FIELDS),
      );
      const created = await createRule(db, tmc, ownerOf(principal), rule, dueAt(rule.schedule, tmc));
      const { tmc: _tmc, ...answer } = created;
      return reply.status(201).send(answer);
    },
  );

  app.get<WithId>('/api/alerts/:id', withId, async (request) => {
    const {
      tmc: _tmc,
      webhookSecret: _secret,
      ...rule
    } = await readRule(db, guard.caller(request).tmc, request.params.id);
    return rule;
  });

  app.get<WithId>('/api/alerts/:id/history', withId, async (request) =>
    ruleHistory(db, guard.caller(request).tmc, request.params.id),
  );

  app.patch<WithId & { Body: Record<string, unknown> }>(
    '/api/alerts/:id',
    {
      onRequest,
      schema: { ...withId.schema, body: bodySchema([...RULE_FIELDS, 'paused']) },
    },
    async (request) => {
      const { principal, tmc } = guard.caller(request);
      const { paused, ...changes } = request.body;
      const known = bodyProblems(request.body, [...RULE_FIELDS, 'paused']);
      const stored = await readRule(db, tmc, request.params.id);
      const rule = await checkRule(checks, principal, tmc, { ...stored, ...changes }, known);
      const due = changes.schedule !== undefined ? dueAt(rule.schedule, tmc) : null;
      const updated = await updateRule(db, tmc, stored.id, { ...rule, paused }, due);
      const { tmc: _tmc, webhookSecret: _secret, ...answer } = updated;
      return answer;
    },
  );

  app.delete<WithId>('/api/alerts/:id', withId, async (request, reply) => {
    await deleteRule(db, guard.caller(request).tmc, request.params.id);
    return reply.status(204).send();
  });

  // The secret signing the rule's webhooks: a new one each call, shown only in this answer.
  app.post<WithId>('/api/alerts/:id/webhook-secret', withId, async (request) => ({
    webhookSecret: await rotateWebhookSecret(db, guard.caller(request).tmc, request.params.id),
  }));

  // Evaluates the latest complete period now and sends its message once (a paused rule: none).
  app.post<WithId>('/api/alerts/:id/run', withId, async (request) => {
    const rule = await readRule(db, guard.caller(request).tmc, request.params.id);
    return runRule(deps, rule, 'run');
  });

  // A test send: always sends, marked as a test, outside the period's exactly-once send.
  app.post<WithId>('/api/alerts/:id/test', withId, async (request) => {
    const { tmc } = guard.caller(request);
    const run = await takeTestRun(db, 'rule', tmc, request.params.id);
    return testRule(deps, await readRule(db, tmc, request.params.id), run);
  });

  // Every problem at once, in the form's order: the fields' forms, then the TMC's clients and mail domains.
  const checkDigest = async (
    tmc: string,
    input: Record<string, unknown>,
    known: FieldProblem[],
  ): Promise<DigestInput> => {
    const problems = [...known, ...digestProblems(input)];
    const bad = new Set(problems.map((problem) => problem.field));
    const digest = input as unknown as DigestInput;
    let clients: string[] = [];
    if (!bad.has('clients')) {
      const checked = await checkClients(deps.warehouse, tmc, digest.clients);
      clients = checked.names;
      if (checked.problem) problems.push(checked.problem);
    }
    let recipients: string[] = [];
    if (!bad.has('recipients')) {
      const checked = await recipientsInDomains(db, tmc, digest.recipients);
      recipients = checked.addresses;
      if (checked.problem) problems.push(checked.problem);
    }
    if (problems.length > 0) throw badRequests(inFormOrder(problems, DIGEST_FIELDS));
    return {
      name: digest.name.trim(),
      clients,
      schedule: digest.schedule,
      recipients,
      sections: [...new Set(digest.sections)],
    };
  };

  app.get('/api/digests', { onRequest, schema: { querystring: noQuerySchema } }, async (request) => ({
    digests: await listDigests(db, guard.caller(request).tmc),
  }));

  app.post<{ Body: Record<string, unknown> }>(
    '/api/digests',
    { onRequest, schema: { querystring: noQuerySchema, body: bodySchema(DIGEST_FIELDS) } },
    async (request, reply) => {
      const { principal, tmc } = guard.caller(request);
      const digest = await checkDigest(tmc, request.body, bodyProblems(request.body, DIGEST_FIELDS));
      const created = await createDigest(db, tmc, ownerOf(principal), digest, dueAt(digest.schedule, tmc));
      const { tmc: _tmc, ...answer } = created;
      return reply.status(201).send(answer);
    },
  );

  app.get<WithId>('/api/digests/:id', withId, async (request) => {
    const { tmc: _tmc, ...digest } = await readDigest(db, guard.caller(request).tmc, request.params.id);
    return digest;
  });

  app.patch<WithId & { Body: Record<string, unknown> }>(
    '/api/digests/:id',
    { onRequest, schema: { ...withId.schema, body: bodySchema([...DIGEST_FIELDS, 'paused']) } },
    async (request) => {
      const { tmc } = guard.caller(request);
      const { paused, ...changes } = request.body;
      const known = bodyProblems(request.body, [...DIGEST_FIELDS, 'paused']);
      const stored = await readDigest(db, tmc, request.params.id);
      const digest = await checkDigest(tmc, { ...stored, ...changes }, known);
      const due = changes.schedule !== undefined ? dueAt(digest.schedule, tmc) : null;
      const { tmc: _tmc, ...answer } = await updateDigest(db, tmc, stored.id, { ...digest, paused }, due);
      return answer;
    },
  );

  app.delete<WithId>('/api/digests/:id', withId, async (request, reply) => {
    await deleteDigest(db, guard.caller(request).tmc, request.params.id);
    return reply.status(204).send();
  });

  // Sends the digest for its latest complete period now: once per client and period, like the schedule.
  app.post<WithId>('/api/digests/:id/send', withId, async (request) => {
    const digest = await readDigest(db, guard.caller(request).tmc, request.params.id);
    return sendDigest(deps, digest);
  });

  // A test send of the latest complete period to every client, marked as a test.
  app.post<WithId>('/api/digests/:id/test', withId, async (request) => {
    const { tmc } = guard.caller(request);
    const run = await takeTestRun(db, 'digest', tmc, request.params.id);
    const { sent, test } = await testDigest(deps, await readDigest(db, tmc, request.params.id), run);
    return { sent, test };
  });

  app.get<WithId>('/api/digests/:id/history', withId, async (request) =>
    digestHistory(db, guard.caller(request).tmc, request.params.id),
  );
}
