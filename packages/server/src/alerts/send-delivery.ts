import type { MailMessage, MailTransport } from '../mail/mail-transport.js';
import type { OpsDb } from '../ops/db.js';

/** How long a replica holds a send it is delivering before another may take it over (it crashed). */
export const SEND_LEASE_SECONDS = 120;
/** Mail attempts before a send is marked failed. */
export const MAX_MAIL_ATTEMPTS = 5;

interface ClaimedSend {
  id: number;
  idempotency_key: string;
  payload: MailMessage;
  attempts: number;
}

/**
 * Takes one pending mail send (`id`, or the oldest whose lease ran out) for this replica: a lease
 * set in one statement under `FOR UPDATE SKIP LOCKED`, so two replicas never take the same send.
 */
async function claim(db: OpsDb, id: number | null): Promise<ClaimedSend | null> {
  const [row] = await db.query<ClaimedSend>(
    `UPDATE alert_sends SET lease_until = now() + make_interval(secs => ${SEND_LEASE_SECONDS}),
            attempts = attempts + 1
      WHERE id = (SELECT id FROM alert_sends
                   WHERE status = 'pending' AND channel = 'mail'
                     AND (lease_until IS NULL OR lease_until < now())
                     ${id === null ? '' : 'AND id = $1'}
                   ORDER BY id LIMIT 1 FOR UPDATE SKIP LOCKED)
      RETURNING id, idempotency_key, payload, attempts`,
    id === null ? [] : [id],
  );
  return row ?? null;
}

/**
 * Delivers one claimed send through the mail transport and records the outcome. The message's
 * Message-ID (and outbox file name) derive from the idempotency key, so if this process dies after
 * the server accepted the message and before the row says so, the one resend carries the same id.
 * A failure waits 2^attempts seconds before the next try; after MAX_MAIL_ATTEMPTS it is failed.
 */
async function deliver(db: OpsDb, mail: MailTransport, send: ClaimedSend): Promise<boolean> {
  try {
    const { messageId } = await mail.send({ ...send.payload, key: send.idempotency_key });
    await db.query(
      `UPDATE alert_sends SET status = 'sent', sent_at = now(), message_id = $2, lease_until = NULL, error = NULL
        WHERE id = $1`,
      [send.id, messageId],
    );
    return true;
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    await db.query(
      `UPDATE alert_sends SET error = $2,
              status = CASE WHEN attempts >= ${MAX_MAIL_ATTEMPTS} THEN 'failed' ELSE 'pending' END,
              lease_until = now() + make_interval(secs => power(2, attempts)::int)
        WHERE id = $1`,
      [send.id, reason.slice(0, 500)],
    );
    return false;
  }
}

/** Delivers the pending send `id` now (the run that recorded it); false when another replica has it. */
export async function deliverSend(db: OpsDb, mail: MailTransport, id: number): Promise<boolean> {
  const send = await claim(db, id);
  return send ? deliver(db, mail, send) : false;
}

/**
 * Delivers pending sends whose lease ran out (a replica died after recording them, or a try failed
 * and its wait is over), at most `limit`; answers how many went out.
 */
export async function deliverPending(db: OpsDb, mail: MailTransport, limit = 50): Promise<number> {
  let delivered = 0;
  for (let i = 0; i < limit; i += 1) {
    const send = await claim(db, null);
    if (!send) break;
    if (await deliver(db, mail, send)) delivered += 1;
  }
  return delivered;
}
