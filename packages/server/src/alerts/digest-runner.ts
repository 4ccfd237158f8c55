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

/** What sending a digest did: its period, how many client mails this call sent, whether it is paused. */
export interface DigestSendResult {
  period: AlertPeriod;
  sent: number;
  paused: boolean;
}

/**
 * Records one client mail of a digest under its idempotency key, leased to the caller until
 * `leaseUntil`; nothing when the period's mail to that client is already recorded.
 */
async function recordDigestSend(
  db: OpsDb,
  digest: StoredDigest,
  send: { key: string; client: string; test: boolean },
  period: AlertPeriod,
  payload: object,
  leaseUntil: Date,
): Promise<HeldSend | null> {
  const [held] = await db.query<HeldSend>(
    `INSERT INTO alert_sends (tmc, digest_id, idempotency_key, channel, period_key, payload, lease_until, client, test)
     VALUES ($1, $2, $3, 'mail', $4, $5::jsonb, $6, $7, $8) ON CONFLICT (idempotency_key) DO NOTHING
     RETURNING id, rule_id AS "ruleId", idempotency_key AS "idempotencyKey", channel, payload, attempts`,
    [
      digest.tmc,
      digest.id,
      send.key,
      period.key,
      JSON.stringify(payload),
      leaseUntil.toISOString(),
      send.client,
      send.test,
    ],
  );
  return held ?? null;
}

/** Builds, records and delivers one client's mail of `digest` for `period`; true when it went out. */
async function sendClientMail(
  deps: AlertDeps,
  digest: StoredDigest,
  client: string,
  period: AlertPeriod,
  key: string,
  test: boolean,
  now: Date,
): Promise<boolean> {
  const content = await clientDigestContent(
    deps.warehouse,
    digest.tmc,
    client,
    digest.sections,
    digest.schedule,
    period,
  );
  const message = await digestMessage(digest.name, content, digest.recipients, {
    publicUrl: deps.publicUrl,
    test,
  });
  const leaseUntil = new Date(now.getTime() + deps.settings.leaseSeconds * 1000);
  const held = await recordDigestSend(deps.db, digest, { key, client, test }, period, message, leaseUntil);
  return held !== null && (await deliverHeld(deps, held, now));
}

/**
 * Sends `digest` for its latest complete period at `now` (in the TMC's time zone) — or for `period`
 * when given (a missed period the scheduler catches up on): one mail per client, each recorded under
 * a key unique per digest, client and period before it goes out, so a second call for the period
 * (another replica, a retry after a crash) sends nothing more. A paused digest sends nothing.
 */
export async function sendDigest(
  deps: AlertDeps,
  digest: StoredDigest,
  now: Date = new Date(),
  period: AlertPeriod = latestCompletePeriod(digest.schedule, now, tenantTimeZone(digest.tmc)),
): Promise<DigestSendResult> {
  if (digest.paused) return { period, sent: 0, paused: true };
  let sent = 0;
  for (const client of digest.clients) {
    const key = digestSendKey(digest.id, client, period);
    const [already] = await deps.db.query('SELECT 1 FROM alert_sends WHERE idempotency_key = $1', [key]);
    if (already) continue;
    if (await sendClientMail(deps, digest, client, period, key, false, now)) sent += 1;
  }
  return { period, sent, paused: false };
}

/**
 * A test send of `digest`: its latest complete period to its recipients for every client, now,
 * marked as a test ("Test: " subject), paused or not, under keys of its own (`run` numbers each
 * test), so the period's real mails still go out exactly once.
 */
export async function testDigest(
  deps: AlertDeps,
  digest: StoredDigest,
  run: number,
  now: Date = new Date(),
): Promise<{ period: AlertPeriod; sent: number; test: true }> {
  const period = latestCompletePeriod(digest.schedule, now, tenantTimeZone(digest.tmc));
  let sent = 0;
  for (const client of digest.clients) {
    const key = `digest-${digest.id}-test-${run}-${encodeURIComponent(client)}`;
    if (await sendClientMail(deps, digest, client, period, key, true, now)) sent += 1;
  }
  return { period, sent, test: true };
}
