import type { Digest, DigestInput, DigestSend } from '@tripsight/core/ops';
import { HttpError } from '../errors.js';
import type { OpsDb, OpsQuery } from '../ops/db.js';
import { utc } from '../ops/sql-helpers.js';
import type { Owner } from './alert-store.js';

const DIGEST_COLUMNS = `id, name, clients, schedule, recipients, sections, paused,
  ${utc('created_at')} AS "createdAt", ${utc('updated_at')} AS "updatedAt"`;

/** A digest as the sender reads it: the API shape plus its TMC. */
export interface StoredDigest extends Digest {
  tmc: string;
}

function notFound(): HttpError {
  return new HttpError(404, 'NOT_FOUND', 'Digest not found');
}

/** The TMC's digests, oldest first. */
export function listDigests(db: OpsQuery, tmc: string): Promise<Digest[]> {
  return db.query<Digest>(`SELECT ${DIGEST_COLUMNS} FROM digests WHERE tmc = $1 ORDER BY id`, [tmc]);
}

/** The TMC's digest `id` (404 when it is another TMC's or none). */
export async function readDigest(db: OpsQuery, tmc: string, id: number, lock = false): Promise<StoredDigest> {
  const [row] = await db.query<StoredDigest>(
    `SELECT ${DIGEST_COLUMNS}, tmc FROM digests WHERE tmc = $1 AND id = $2${lock ? ' FOR UPDATE' : ''}`,
    [tmc, id],
  );
  if (!row) throw notFound();
  return row;
}

/** The digests of `ids` whatever their TMC (the scheduler's), by id; an id with none is left out. */
export async function readDigestsById(db: OpsQuery, ids: number[]): Promise<Map<number, StoredDigest>> {
  const rows = await db.query<StoredDigest>(
    `SELECT ${DIGEST_COLUMNS}, tmc FROM digests WHERE id = ANY($1::int[])`,
    [ids],
  );
  return new Map(rows.map((row) => [row.id, row]));
}

/** Stores a digest and its scheduler job (due at `dueAt`). */
export async function createDigest(
  db: OpsDb,
  tmc: string,
  owner: Owner,
  input: DigestInput,
  dueAt: Date,
): Promise<StoredDigest> {
  return db.transaction(async (tx) => {
    const [row] = await tx.query<{ id: number }>(
      `INSERT INTO digests (tmc, owner_id, owner_email, name, clients, schedule, recipients, sections)
       VALUES ($1, $2, $3, $4, $5::jsonb, $6, $7::jsonb, $8::jsonb) RETURNING id`,
      [
        tmc,
        owner.id,
        owner.email,
        input.name.trim(),
        JSON.stringify(input.clients),
        input.schedule,
        JSON.stringify(input.recipients),
        JSON.stringify(input.sections),
      ],
    );
    await tx.query(`INSERT INTO alert_jobs (kind, target_id, tmc, due_at) VALUES ('digest', $1, $2, $3)`, [
      row!.id,
      tmc,
      dueAt.toISOString(),
    ]);
    return readDigest(tx, tmc, row!.id);
  });
}

const JSON_COLUMNS = new Set(['clients', 'recipients', 'sections']);
const COLUMNS = new Set(['name', 'schedule', 'paused', ...JSON_COLUMNS]);

/** Changes the fields of `changes` of the TMC's digest `id`; a new schedule moves its job to `dueAt`. */
export async function updateDigest(
  db: OpsDb,
  tmc: string,
  id: number,
  changes: Record<string, unknown>,
  dueAt: Date | null,
): Promise<StoredDigest> {
  return db.transaction(async (tx) => {
    await readDigest(tx, tmc, id, true);
    const params: unknown[] = [tmc, id];
    const sets = ['updated_at = now()'];
    for (const [name, value] of Object.entries(changes)) {
      if (!COLUMNS.has(name) || value === undefined) continue;
      const json = JSON_COLUMNS.has(name);
      params.push(json ? JSON.stringify(value) : value);
      sets.push(`${name} = $${params.length}${json ? '::jsonb' : ''}`);
    }
    await tx.query(`UPDATE digests SET ${sets.join(', ')} WHERE tmc = $1 AND id = $2`, params);
    if (dueAt) {
      await tx.query(`UPDATE alert_jobs SET due_at = $2 WHERE kind = 'digest' AND target_id = $1`, [
        id,
        dueAt.toISOString(),
      ]);
    }
    return readDigest(tx, tmc, id);
  });
}

/** Deletes the TMC's digest `id` with its job and sends. */
export async function deleteDigest(db: OpsDb, tmc: string, id: number): Promise<void> {
  await db.transaction(async (tx) => {
    await readDigest(tx, tmc, id, true);
    await tx.query(`DELETE FROM alert_jobs WHERE kind = 'digest' AND target_id = $1`, [id]);
    await tx.query(`DELETE FROM alert_test_runs WHERE kind = 'digest' AND target_id = $1`, [id]);
    await tx.query('DELETE FROM digests WHERE id = $1', [id]);
  });
}

/** One mail of a digest to one client, as its history lists it. */
type DigestSendRow = Omit<DigestSend, 'client'> & { client: string | null };

/**
 * The client of a send recorded before sends named their client, read from its idempotency key
 * (`digest-<id>-<client, URI-encoded>-<period>`).
 */
function clientOfKey(key: string, digestId: number, period: string): string | null {
  const prefix = `digest-${digestId}-`;
  const suffix = `-${period}`;
  if (!key.startsWith(prefix) || !key.endsWith(suffix)) return null;
  try {
    return decodeURIComponent(key.slice(prefix.length, key.length - suffix.length));
  } catch {
    return null;
  }
}

/** The digest's latest 100 mails (one per client and period, and the tests), newest first. */
export async function digestHistory(
  db: OpsQuery,
  tmc: string,
  id: number,
): Promise<{ sends: DigestSendRow[] }> {
  await readDigest(db, tmc, id);
  const rows = await db.query<DigestSendRow & { key: string }>(
    `SELECT id, client, period_key AS period, status, attempts, message_id AS "messageId", error, test,
        ${utc('created_at')} AS "createdAt", ${utc('sent_at')} AS "sentAt", idempotency_key AS key
       FROM alert_sends WHERE digest_id = $1 ORDER BY id DESC LIMIT 100`,
    [id],
  );
  return {
    sends: rows.map(({ key, ...send }) => ({
      ...send,
      client: send.client ?? clientOfKey(key, id, send.period),
    })),
  };
}
