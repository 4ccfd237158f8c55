import { randomBytes } from 'node:crypto';
import type { AlertPeriod, AlertRule, AlertRuleInput } from '@tripsight/core/ops';
import { HttpError } from '../errors.js';
import type { OpsDb, OpsQuery } from '../ops/db.js';
import { utc } from '../ops/sql-helpers.js';
import type { HeldSend } from './send-delivery.js';

const RULE_COLUMNS = `id, name, view_path AS view, field, operator, threshold, filters, schedule, recipients,
  webhook_url AS "webhookUrl", paused, ${utc('created_at')} AS "createdAt", ${utc('updated_at')} AS "updatedAt"`;

/** A rule as the scheduler and the runner read it: the API shape plus the TMC and the webhook secret. */
export interface StoredRule extends AlertRule {
  tmc: string;
  webhookSecret: string;
}

/** A rule's webhook secret: 32 random bytes, base64url. */
const newWebhookSecret = () => randomBytes(32).toString('base64url');

function ruleNotFound(): HttpError {
  return new HttpError(404, 'NOT_FOUND', 'Alert rule not found');
}

/** The TMC's rules, oldest first. */
export function listRules(db: OpsQuery, tmc: string): Promise<AlertRule[]> {
  return db.query<AlertRule>(`SELECT ${RULE_COLUMNS} FROM alert_rules WHERE tmc = $1 ORDER BY id`, [tmc]);
}

/** The TMC's rule `id` (404 when it is another TMC's or none). */
export async function readRule(db: OpsQuery, tmc: string, id: number, lock = false): Promise<StoredRule> {
  const [row] = await db.query<StoredRule>(
    `SELECT ${RULE_COLUMNS}, tmc, webhook_secret AS "webhookSecret" FROM alert_rules
      WHERE tmc = $1 AND id = $2${lock ? ' FOR UPDATE' : ''}`,
    [tmc, id],
  );
  if (!row) throw ruleNotFound();
  return row;
}

/** The rules `ids` of any TMC, by id (the scheduler's read; a deleted rule is missing). */
export async function readRulesById(db: OpsQuery, ids: number[]): Promise<Map<number, StoredRule>> {
  const rows = await db.query<StoredRule>(
    `SELECT ${RULE_COLUMNS}, tmc, webhook_secret AS "webhookSecret" FROM alert_rules WHERE id = ANY($1::int[])`,
    [ids],
  );
  return new Map(rows.map((row) => [row.id, row]));
}

/** Who owns a rule or digest: the token's subject and e-mail. */
export interface Owner {
  id: string;
  email: string;
}

/** Stores a rule and its scheduler job (due at `dueAt`); answers it with its webhook secret. */
export async function createRule(
  db: OpsDb,
  tmc: string,
  owner: Owner,
  input: Required<Omit<AlertRuleInput, 'webhookUrl'>> & { webhookUrl: string | null },
  dueAt: Date,
): Promise<StoredRule> {
  return db.transaction(async (tx) => {
    const [row] = await tx.query<{ id: number }>(
      `INSERT INTO alert_rules (tmc, owner_id, owner_email, name, view_path, field, operator, threshold,
         filters, schedule, recipients, webhook_url, webhook_secret)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9::jsonb, $10, $11::jsonb, $12, $13) RETURNING id`,
      [
        tmc,
        owner.id,
        owner.email,
        input.name,
        input.view,
        input.field,
        input.operator,
        input.threshold,
        JSON.stringify(input.filters),
        input.schedule,
        JSON.stringify(input.recipients),
        input.webhookUrl,
        newWebhookSecret(),
      ],
    );
    await tx.query(`INSERT INTO alert_jobs (kind, target_id, tmc, due_at) VALUES ('rule', $1, $2, $3)`, [
      row!.id,
      tmc,
      dueAt.toISOString(),
    ]);
    return readRule(tx, tmc, row!.id);
  });
}

/** The columns a PATCH may change, by API name. */
const PATCHABLE: Record<string, { column: string; json?: boolean }> = {
  name: { column: 'name' },
  view: { column: 'view_path' },
  field: { column: 'field' },
  operator: { column: 'operator' },
  threshold: { column: 'threshold' },
  filters: { column: 'filters', json: true },
  schedule: { column: 'schedule' },
  recipients: { column: 'recipients', json: true },
  webhookUrl: { column: 'webhook_url' },
  paused: { column: 'paused' },
};

/** Changes the fields of `changes` of the TMC's rule `id`; a new schedule moves its job to `dueAt`. */
export async function updateRule(
  db: OpsDb,
  tmc: string,
  id: number,
  changes: Record<string, unknown>,
  dueAt: Date | null,
): Promise<StoredRule> {
  return db.transaction(async (tx) => {
    await readRule(tx, tmc, id, true);
    const params: unknown[] = [tmc, id];
    const sets = ['updated_at = now()'];
    for (const [name, value] of Object.entries(changes)) {
      const target = PATCHABLE[name];
      if (!target || value === undefined) continue;
      params.push(target.json ? JSON.stringify(value) : value);
      sets.push(`${target.column} = $${params.length}${target.json ? '::jsonb' : ''}`);
    }
    await tx.query(`UPDATE alert_rules SET ${sets.join(', ')} WHERE tmc = $1 AND id = $2`, params);
    if (dueAt) {
      await tx.query(`UPDATE alert_jobs SET due_at = $2 WHERE kind = 'rule' AND target_id = $1`, [
        id,
        dueAt.toISOString(),
      ]);
    }
    return readRule(tx, tmc, id);
  });
}

/** Deletes the TMC's rule `id` with its job, evaluations and sends. */
export async function deleteRule(db: OpsDb, tmc: string, id: number): Promise<void> {
  await db.transaction(async (tx) => {
    await readRule(tx, tmc, id, true);
    await tx.query(`DELETE FROM alert_jobs WHERE kind = 'rule' AND target_id = $1`, [id]);
    await tx.query(`DELETE FROM alert_test_runs WHERE kind = 'rule' AND target_id = $1`, [id]);
    await tx.query('DELETE FROM alert_rules WHERE id = $1', [id]);
  });
}

/** One evaluation to record, and the messages to send once for its period when it fired. */
export interface EvaluationRecord {
  period: AlertPeriod;
  value: number | null;
  fired: boolean;
  /** `test`: a test send's evaluation (its messages are marked as tests and not counted as unseen). */
  trigger: 'run' | 'schedule' | 'test';
  /**
   * The period's messages, one per channel (only when fired; a test's always): each stored with its
   * idempotency key (a test's its own, never the period's).
   */
  messages: { idempotencyKey: string; channel: 'mail' | 'webhook'; payload: object }[];
}

/**
 * Records an evaluation and, when it fired, the period's sends, in one transaction: each send's
 * idempotency key is unique, so a second evaluation of the period (another replica, a retry after a
 * crash) records itself but no second send. The new sends are leased to the caller until `leaseUntil`
 * (it delivers them next; should it die, another replica takes them over once the lease ran out).
 */
export async function recordEvaluation(
  db: OpsDb,
  rule: StoredRule,
  record: EvaluationRecord,
  leaseUntil: Date,
): Promise<HeldSend[]> {
  return db.transaction(async (tx) => {
    await tx.query(
      `INSERT INTO alert_evaluations (tmc, rule_id, period_key, period_start, period_end, value, threshold, fired, trigger)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9)`,
      [
        rule.tmc,
        rule.id,
        record.period.key,
        record.period.start,
        record.period.end,
        record.value,
        rule.threshold,
        record.fired,
        record.trigger,
      ],
    );
    const held: HeldSend[] = [];
    for (const message of record.messages) {
      const [send] = await tx.query<HeldSend>(
        `INSERT INTO alert_sends (tmc, rule_id, idempotency_key, channel, period_key, payload, lease_until, test)
         VALUES ($1, $2, $3, $4, $5, $6::jsonb, $7, $8) ON CONFLICT (idempotency_key) DO NOTHING
         RETURNING id, rule_id AS "ruleId", idempotency_key AS "idempotencyKey", channel, payload, attempts`,
        [
          rule.tmc,
          rule.id,
          message.idempotencyKey,
          message.channel,
          record.period.key,
          JSON.stringify(message.payload),
          leaseUntil.toISOString(),
          record.trigger === 'test',
        ],
      );
      if (send) held.push(send);
    }
    return held;
  });
}

/** Gives the TMC's rule `id` a new webhook secret and answers it (the only time it is shown). */
export async function rotateWebhookSecret(db: OpsDb, tmc: string, id: number): Promise<string> {
  const secret = newWebhookSecret();
  const rows = await db.query(
    'UPDATE alert_rules SET webhook_secret = $3, updated_at = now() WHERE tmc = $1 AND id = $2 RETURNING id',
    [tmc, id, secret],
  );
  if (rows.length === 0) throw ruleNotFound();
  return secret;
}

/** The rule's latest evaluations and sends, newest first (the page's history). */
export async function ruleHistory(db: OpsQuery, tmc: string, id: number) {
  await readRule(db, tmc, id);
  const evaluations = await db.query(
    `SELECT id, period_key AS period, to_char(period_start, 'YYYY-MM-DD') AS "startDate",
        to_char(period_end, 'YYYY-MM-DD') AS "endDate", value, threshold, fired, trigger,
        ${utc('evaluated_at')} AS "evaluatedAt"
       FROM alert_evaluations WHERE rule_id = $1 ORDER BY id DESC LIMIT 100`,
    [id],
  );
  const sends = await db.query<{ id: number; channel: string }>(
    `SELECT id, channel, period_key AS period, status, attempts, message_id AS "messageId", error, test,
        ${utc('created_at')} AS "createdAt", ${utc('sent_at')} AS "sentAt"
       FROM alert_sends WHERE rule_id = $1 ORDER BY id DESC LIMIT 100`,
    [id],
  );
  const attempts = await db.query<{ sendId: number }>(
    `SELECT a.send_id AS "sendId", a.attempt, a.status_code AS "statusCode", a.error, a.ok,
        a.duration_ms AS "durationMs", ${utc('a.attempted_at')} AS "attemptedAt"
       FROM alert_send_attempts a JOIN alert_sends s ON s.id = a.send_id
      WHERE s.rule_id = $1 ORDER BY a.id DESC LIMIT 500`,
    [id],
  );
  // Each webhook send lists its attempts, newest first: when, the receiver's status or the error.
  const withAttempts = sends.map((send) => {
    if (send.channel !== 'webhook') return send;
    return {
      ...send,
      deliveryAttempts: attempts
        .filter((attempt) => attempt.sendId === send.id)
        .map(({ sendId: _s, ...attempt }) => attempt),
    };
  });
  return { evaluations, sends: withAttempts };
}
