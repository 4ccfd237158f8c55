import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAlertScheduler } from '../src/alerts/alert-scheduler.js';
import { createDigest, updateDigest } from '../src/alerts/digest-store.js';
import type { OpsDb } from '../src/ops/db.js';
import { openAlertWorld, replicaDeps, type AlertWorld } from './alert-replicas.js';
import { countByMessageId, startSmtpSink, type SmtpSink } from './smtp-sink.js';

/** Noon in New York on 10 June 2026 (Northstar's clock): May is the latest complete month. */
const NOON = new Date('2026-06-10T16:00:00Z');

describe('the scheduler sends due digests', () => {
  let world: AlertWorld;
  let smtp: SmtpSink;
  let db: OpsDb;
  beforeAll(async () => {
    world = await openAlertWorld('pglite');
    smtp = await startSmtpSink();
    db = await world.openDb();
  });
  afterAll(async () => {
    await world?.close();
    await smtp?.close();
  });

  it('mails each client once for its month, on every replica, and skips a paused digest', async () => {
    const [first, second] = await world.warehouse.all<{ name: string }>(
      "SELECT DISTINCT direct_enterprise AS name FROM air_dimensions WHERE tmc_id = 'northstar' ORDER BY 1 LIMIT 2",
    );
    const owner = { id: 'manager', email: 'alex.morgan@northstar.example' };
    const input = {
      name: 'Monthly client figures',
      clients: [first!.name, second!.name],
      schedule: 'monthly' as const,
      recipients: ['alex.morgan@northstar.example'],
      sections: ['savings' as const, 'compliance' as const],
    };
    const due = new Date(NOON.getTime() - 60_000);
    const digest = await createDigest(db, 'northstar', owner, input, due);
    const paused = await createDigest(db, 'northstar', owner, { ...input, name: 'Paused' }, due);
    await updateDigest(db, 'northstar', paused.id, { paused: true }, null);
    const a = createAlertScheduler(replicaDeps(world, db, smtp.url), { replica: 'a' });
    const b = createAlertScheduler(replicaDeps(world, db, smtp.url), { replica: 'b' });

    const [ranA, ranB] = await Promise.all([a.tick(NOON), b.tick(NOON)]);
    expect(ranA.evaluated + ranB.evaluated).toBe(1);
    expect(ranA.skipped + ranB.skipped).toBe(1);
    const mails = [...countByMessageId(smtp.received)].filter(([id]) => id.includes(`digest-${digest.id}-`));
    expect(mails.map(([id]) => id).sort()).toEqual(
      [first!.name, second!.name]
        .map(
          (client) =>
            `<digest-${digest.id}-${encodeURIComponent(client).replace(/[^A-Za-z0-9._-]+/g, '-')}-2026-05@tripsight.invalid>`,
        )
        .sort(),
    );
    expect(mails.every(([, count]) => count === 1)).toBe(true);
    expect(smtp.received.some((mail) => mail.raw.includes(`digest-${paused.id}-`))).toBe(false);

    // The job moved on to when June is complete: a later look the same day sends nothing more.
    const [job] = await db.query<{ due: string }>(
      `SELECT to_char(due_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI"Z"') AS due FROM alert_jobs
        WHERE kind = 'digest' AND target_id = $1`,
      [digest.id],
    );
    expect(job!.due).toBe('2026-07-01T04:00Z');
    const before = smtp.received.length;
    await a.tick(new Date(NOON.getTime() + 3_600_000));
    expect(smtp.received.length).toBe(before);
  });
});
