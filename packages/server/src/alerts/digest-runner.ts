import { latestCompletePeriod, type AlertPeriod } from '@tripsight/core/ops';
import type { OpsDb } from '../ops/db.js';
import type { AlertDeps } from './alert-runner.js';
import { clientDigestContent } from './digest-content.js';
import { digestMessage } from './digest-message.js';
import type { StoredDigest } from './digest-store.js';
import { deliverHeld, type HeldSend } from './send-delivery.js';
import { tenantTimeZone } from './tenant-mail.js';

/** The idempotency key of a digest's mail to one client for a period. */
const digestSendKey = (digestId: number, client: string, period: AlertPeriod) =>
  `digest-${digestId}-${encodeURIComponent(client)}-${period.key}`;

/** What sending a digest did: its period and how many client mails this call sent. */
export interface DigestSendResult {
  period: AlertPeriod;
  sent: number;
}

/**
 * Records one client mail of a digest under its idempotency key, leased to the caller until
 * `leaseUntil`; nothing when the period's mail to that client is already recorded.
 */
async function recordDigestSend(
  db: OpsDb,
  digest: StoredDigest,
  key: string,
  period: AlertPeriod,
  payload: object,
  leaseUntil: Date,
): Promise<HeldSend | null> {
  const [send] = await db.query<HeldSend>(
    `INSERT INTO alert_sends (tmc, digest_id, idempotency_key, channel, period_key, payload, lease_until)
     VALUES ($1, $2, $3, 'mail', $4, $5::jsonb, $6) ON CONFLICT (idempotency_key) DO NOTHING
     RETURNING id, rule_id AS "ruleId", idempotency_key AS "idempotencyKey", channel, payload, attempts`,
    [digest.tmc, digest.id, key, period.key, JSON.stringify(payload), leaseUntil.toISOString()],
  );
  return send ?? null;
}

/**
 * Sends `digest` for its latest complete period at `now` (in the TMC's time zone): one mail per
 * client, each recorded under a key unique per digest, client and period before it goes out, so a
 * second call for the period (another replica, a retry after a crash) sends nothing more.
 */
export async function sendDigest(
  deps: AlertDeps,
  digest: StoredDigest,
  now: Date = new Date(),
): Promise<DigestSendResult> {
  const period = latestCompletePeriod(digest.schedule, now, tenantTimeZone(digest.tmc));
  let sent = 0;
  for (const client of digest.clients) {
    const key = digestSendKey(digest.id, client, period);
    const [already] = await deps.db.query('SELECT 1 FROM alert_sends WHERE idempotency_key = $1', [key]);
    if (already) continue;
    const content = await clientDigestContent(
      deps.warehouse,
      digest.tmc,
      client,
      digest.sections,
      digest.schedule,
      period,
    );
    const message = await digestMessage(digest.name, content, digest.recipients);
    const leaseUntil = new Date(now.getTime() + deps.settings.leaseSeconds * 1000);
    const held = await recordDigestSend(deps.db, digest, key, period, message, leaseUntil);
    if (held && (await deliverHeld(deps, held, now))) sent += 1;
  }
  return { period, sent };
}
