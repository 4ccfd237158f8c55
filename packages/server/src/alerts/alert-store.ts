import { randomBytes } from 'node:crypto';
import type { AlertPeriod, AlertRule, AlertRuleInput } from '@tripsight/core/ops';
import { HttpError } from '../errors.js';
import type { OpsDb, OpsQuery } from '../ops/db.js';
import { utc } from '../ops/sql-helpers.js';

const RULE_COLUMNS = `id, name, view_path AS view, field, operator, threshold, filters, schedule, recipients,
  webhook_url AS "webhookUrl", paused, ${utc('created_at')} AS "createdAt", ${utc('updated_at')} AS "updatedAt"`;

/** A rule as the scheduler and the runner read it: the API shape plus the TMC and the webhook secret. */
export interface StoredRule extends AlertRule {
  tmc: string;
  webhookSecret: string;
}

export function ruleNotFound(): HttpError {
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
        randomBytes(32).toString('base64url'),
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
    await tx.query('DELETE FROM alert_rules WHERE id = $1', [id]);
  });
}

/** One evaluation to record, and the message to send once for its period when it fired. */
export interface EvaluationRecord {
  period: AlertPeriod;
  value: number | null;
  fired: boolean;
  trigger: 'run' | 'schedule';
  /** The message of the period (only when fired): stored with its idempotency key. */
  message?: { idempotencyKey: string; payload: object };
}

/**
 * Records an evaluation and, when it fired, the period's send, in one transaction: the send's
 * idempotency key is unique, so a second evaluation of the period (another replica, a retry after a
 * crash) records itself but no second send. Answers the new send's id, or null.
 */
export async function recordEvaluation(db: OpsDb, rule: StoredRule, record: EvaluationRecord) {
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
    if (!record.message) return null;
    const [send] = await tx.query<{ id: number }>(
      `INSERT INTO alert_sends (tmc, rule_id, idempotency_key, channel, period_key, payload)
       VALUES ($1, $2, $3, 'mail', $4, $5::jsonb) ON CONFLICT (idempotency_key) DO NOTHING RETURNING id`,
      [
        rule.tmc,
        rule.id,
        record.message.idempotencyKey,
        record.period.key,
        JSON.stringify(record.message.payload),
      ],
    );
    return send?.id ?? null;
  });
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
  const sends = await db.query(
    `SELECT id, channel, period_key AS period, status, attempts, message_id AS "messageId", error,
        ${utc('created_at')} AS "createdAt", ${utc('sent_at')} AS "sentAt"
       FROM alert_sends WHERE rule_id = $1 ORDER BY id DESC LIMIT 100`,
    [id],
  );
  return { evaluations, sends };
}
