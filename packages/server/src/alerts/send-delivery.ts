import type { MailMessage, MailTransport } from '../mail/mail-transport.js';
import type { OpsDb } from '../ops/db.js';
import type { AlertSettings } from './alert-settings.js';
import { webhookAttemptBody } from './alert-message.js';
import { postWebhook } from './webhook-post.js';

/** Mail attempts before a send is marked failed. */
const MAX_MAIL_ATTEMPTS = 5;

/** What delivering sends needs: the store, the mail transport and the alert settings. */
export interface DeliveryDeps {
  db: OpsDb;
  mail: MailTransport;
  settings: Pick<
    AlertSettings,
    'leaseSeconds' | 'webhookBackoffMs' | 'webhookAttempts' | 'webhookTimeoutMs' | 'webhookInternal'
  >;
}

/** A webhook send's payload: the JSON body exactly as it is signed and posted. */
interface WebhookPayload {
  body: string;
}

/** A send this replica holds the lease of (it recorded it, or took it over). */
export interface HeldSend {
  id: number;
  ruleId: number | null;
  idempotencyKey: string;
  channel: 'mail' | 'webhook';
  payload: MailMessage | WebhookPayload;
  attempts: number;
}

const HELD_COLUMNS = `id, rule_id AS "ruleId", idempotency_key AS "idempotencyKey", channel, payload, attempts`;

/** `now` plus `ms`, as the ISO text the store compares leases with. */
const after = (now: Date, ms: number) => new Date(now.getTime() + ms).toISOString();

/**
 * Takes up to `limit` pending sends whose lease ran out at `now` (their replica died before
 * delivering them, or a failed try's wait is over) for this replica: one statement under
 * `FOR UPDATE SKIP LOCKED`, so two replicas never take the same send. A paused rule's or digest's
 * sends wait until it is resumed (a test's are delivered all the same: it was asked for).
 */
async function takeOver(deps: DeliveryDeps, now: Date, limit: number): Promise<HeldSend[]> {
  return deps.db.query<HeldSend>(
    `UPDATE alert_sends SET lease_until = $2
      WHERE id IN (SELECT id FROM alert_sends
                    WHERE status = 'pending' AND lease_until < $1
                      AND (test OR NOT EXISTS (
                            SELECT 1 FROM alert_rules r WHERE r.id = alert_sends.rule_id AND r.paused
                            UNION ALL
                            SELECT 1 FROM digests d WHERE d.id = alert_sends.digest_id AND d.paused))
                    ORDER BY lease_until LIMIT $3 FOR UPDATE SKIP LOCKED)
      RETURNING ${HELD_COLUMNS}`,
    [now.toISOString(), after(now, deps.settings.leaseSeconds * 1000), limit],
  );
}

/** Records a delivered send. */
async function markSent(deps: DeliveryDeps, send: HeldSend, messageId: string | null): Promise<void> {
  await deps.db.query(
    `UPDATE alert_sends SET status = 'sent', sent_at = now(), message_id = $2, lease_until = NULL,
            error = NULL, attempts = attempts + 1
      WHERE id = $1`,
    [send.id, messageId],
  );
}

/** Records a failed try: the send waits `waitMs` for the next, or is failed after its last. */
async function markFailed(
  deps: DeliveryDeps,
  send: HeldSend,
  reason: string,
  waitMs: number,
  maxAttempts: number,
  now: Date,
): Promise<void> {
  await deps.db.query(
    `UPDATE alert_sends SET error = $2, attempts = attempts + 1,
            status = CASE WHEN attempts + 1 >= $3 THEN 'failed' ELSE 'pending' END,
            lease_until = $4
      WHERE id = $1`,
    [send.id, reason.slice(0, 500), maxAttempts, after(now, waitMs)],
  );
}

/**
 * Mails a held send. Its Message-ID (and outbox file name) derive from the idempotency key, so if
 * this process dies after the server accepted the message and before the row says so, the one resend
 * carries the same id. A failure waits 2^attempts seconds before the next try.
 */
async function deliverMail(deps: DeliveryDeps, send: HeldSend, now: Date): Promise<boolean> {
  try {
    const { messageId } = await deps.mail.send({
      ...(send.payload as MailMessage),
      key: send.idempotencyKey,
    });
    await markSent(deps, send, messageId);
    return true;
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    await markFailed(deps, send, reason, 2 ** (send.attempts + 1) * 1000, MAX_MAIL_ATTEMPTS, now);
    return false;
  }
}

/**
 * Posts a held webhook send to its rule's current URL, its body stamped with the attempt's time
 * (`sentAt`) and signed with its rule's current secret (a rotated secret signs the retries), and
 * logs the attempt. A failure waits the backoff, doubled after
 * each try, up to the configured attempts.
 */
async function deliverWebhook(deps: DeliveryDeps, send: HeldSend, now: Date): Promise<boolean> {
  const { settings } = deps;
  // The attempt's own time (the header and the log), not the look's, which may be a while before.
  const attemptedAt = new Date();
  const [rule] = await deps.db.query<{ url: string | null; secret: string }>(
    'SELECT webhook_url AS url, webhook_secret AS secret FROM alert_rules WHERE id = $1',
    [send.ruleId],
  );
  const attempt = rule?.url
    ? await postWebhook(
        rule.url,
        webhookAttemptBody((send.payload as WebhookPayload).body, attemptedAt),
        { secret: rule.secret, delivery: send.idempotencyKey, now: attemptedAt },
        settings.webhookTimeoutMs,
        settings.webhookInternal,
      )
    : { ok: false, statusCode: null, error: 'the rule has no webhook URL any more', durationMs: 0 };
  await deps.db.query(
    `INSERT INTO alert_send_attempts (send_id, attempt, status_code, error, ok, duration_ms, attempted_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7)`,
    [
      send.id,
      send.attempts + 1,
      attempt.statusCode,
      attempt.error,
      attempt.ok,
      attempt.durationMs,
      attemptedAt.toISOString(),
    ],
  );
  if (attempt.ok) {
    await markSent(deps, send, null);
    return true;
  }
  const wait = settings.webhookBackoffMs * 2 ** send.attempts;
  const attempts = rule?.url ? settings.webhookAttempts : 0;
  await markFailed(deps, send, attempt.error ?? 'failed', wait, attempts, now);
  return false;
}

/** Delivers a send this replica holds through its channel; true when it went out. */
export function deliverHeld(deps: DeliveryDeps, send: HeldSend, now: Date): Promise<boolean> {
  return send.channel === 'mail' ? deliverMail(deps, send, now) : deliverWebhook(deps, send, now);
}

/**
 * Delivers pending sends whose lease ran out at `now`, at most `limit`, `parallel` at a time;
 * answers how many went out.
 */
export async function deliverPending(
  deps: DeliveryDeps,
  now: Date,
  limit = 50,
  parallel = 4,
): Promise<number> {
  const sends = await takeOver(deps, now, limit);
  let delivered = 0;
  await eachParallel(sends, parallel, async (send) => {
    if (await deliverHeld(deps, send, now)) delivered += 1;
  });
  return delivered;
}

/** Runs `work` on each item, at most `parallel` at once; the first error is thrown once all settled. */
export async function eachParallel<T>(
  items: readonly T[],
  parallel: number,
  work: (item: T) => Promise<void>,
): Promise<void> {
  let next = 0;
  let failure: unknown = null;
  const lane = async () => {
    while (next < items.length) {
      const item = items[next++]!;
      try {
        await work(item);
      } catch (error) {
        failure ??= error;
      }
    }
  };
  await Promise.all(Array.from({ length: Math.min(parallel, items.length) }, lane));
  if (failure) throw failure;
}
