import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ALERTS_TAB } from '@tripsight/core/ops';
import { trackedPnrsRule } from '@tripsight/core/testing';
import { createAlertScheduler } from '../src/alerts/alert-scheduler.js';
import { deleteRule, updateRule, type StoredRule } from '../src/alerts/alert-store.js';
import type { OpsDb } from '../src/ops/db.js';
import { EVERY_TAB } from '../src/auth/demo-users.js';
import {
  killable,
  nthCall,
  openAlertWorld,
  replicaDeps,
  storeRules,
  TEST_ALERT_SETTINGS,
  type AlertWorld,
} from './alert-replicas.js';
import { call } from './ops-client.js';
import { createTestDatabase, OPS_STORES, type TestDatabase } from './postgres.js';
import { startTestServer, type TestServer } from './server.js';
import { countByMessageId, header, startSmtpSink, type SmtpSink } from './smtp-sink.js';
import { tokenWithClaims } from './tokens.js';
import { eventually } from './webhook-receiver.js';

const HOUR = 3_600_000;
/** Noon in New York on 10 June 2026 (Northstar's clock): 9 June is the latest complete day. */
const NOON = new Date('2026-06-10T16:00:00Z');
/** Midnight in New York (EDT) at the start of 11 June: 10 June is complete. */
const NEXT_MIDNIGHT = new Date('2026-06-11T04:00:00Z');

describe.each(OPS_STORES.map((store) => store.name))('the alert scheduler on %s', (storeName) => {
  let world: AlertWorld;
  let smtp: SmtpSink;
  let db: OpsDb;
  beforeAll(async () => {
    world = await openAlertWorld(storeName);
    smtp = await startSmtpSink();
    db = await world.openDb();
  });
  afterAll(async () => {
    await world?.close();
    await smtp?.close();
  });

  const jobOf = async (rule: StoredRule) => {
    const [job] = await db.query<{ due: string; lease: string | null; runs: number }>(
      `SELECT to_char(due_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI"Z"') AS due, lease_until AS lease, runs
         FROM alert_jobs WHERE kind = 'rule' AND target_id = $1`,
      [rule.id],
    );
    return job;
  };
  const mailsOf = (rules: StoredRule[], day: string) => {
    const ids = new Set(rules.map((rule) => `<rule-${rule.id}-mail-${day}@tripsight.invalid>`));
    return [...countByMessageId(smtp.received)].filter(([id]) => ids.has(id));
  };
  const pendingOf = async (rules: StoredRule[]) => {
    const [row] = await db.query<{ pending: number }>(
      `SELECT count(*)::int AS pending FROM alert_sends WHERE status = 'pending' AND rule_id = ANY($1::int[])`,
      [rules.map((rule) => rule.id)],
    );
    return row!.pending;
  };
  /** Takes the jobs of earlier tests out of the way: each test's clock starts anew. */
  const clearJobs = () => db.query('DELETE FROM alert_jobs');

  it('runs a due rule for its latest complete day on the TMC clock, once, then when the next is complete', async () => {
    await clearJobs();
    const rules = await storeRules(db, 3, new Date(NOON.getTime() - HOUR));
    const replica = createAlertScheduler(replicaDeps(world, db, smtp.url), { replica: 'a' });
    expect(await replica.tick(NOON)).toMatchObject({ evaluated: 3, failed: 0 });
    expect(mailsOf(rules, '2026-06-09').map(([, count]) => count)).toEqual([1, 1, 1]);
    expect(await jobOf(rules[0]!)).toEqual({ due: '2026-06-11T04:00Z', lease: null, runs: 1 });

    // Nothing is due again before the next day is over in New York.
    expect(await replica.tick(new Date(NEXT_MIDNIGHT.getTime() - 1000))).toMatchObject({ evaluated: 0 });
    expect(await replica.tick(NEXT_MIDNIGHT)).toMatchObject({ evaluated: 3 });
    expect(mailsOf(rules, '2026-06-10').map(([, count]) => count)).toEqual([1, 1, 1]);
    expect(mailsOf(rules, '2026-06-09').map(([, count]) => count)).toEqual([1, 1, 1]);
    expect(await jobOf(rules[2]!)).toMatchObject({ due: '2026-06-12T04:00Z', runs: 2 });
  });

  it('catches up on the days missed while no replica ran, the latest 3, each once, then moves on', async () => {
    await clearJobs();
    // Due when 4 June was complete (midnight into 5 June in New York); the service was down until noon
    // on 10 June: 4 to 9 June are owed, the latest three are sent.
    const rules = await storeRules(db, 2, new Date('2026-06-05T04:00:00Z'));
    const replica = createAlertScheduler(replicaDeps(world, db, smtp.url), { replica: 'a' });
    expect(await replica.tick(NOON)).toMatchObject({ evaluated: 2, failed: 0 });
    for (const day of ['2026-06-07', '2026-06-08', '2026-06-09']) {
      expect(
        mailsOf(rules, day).map(([, count]) => count),
        day,
      ).toEqual([1, 1]);
    }
    for (const day of ['2026-06-04', '2026-06-05', '2026-06-06']) expect(mailsOf(rules, day)).toEqual([]);
    const [evaluations] = await db.query<{ periods: string[] }>(
      `SELECT array_agg(period_key ORDER BY id) AS periods FROM alert_evaluations WHERE rule_id = $1`,
      [rules[0]!.id],
    );
    expect(evaluations!.periods).toEqual(['2026-06-07', '2026-06-08', '2026-06-09']);
    expect(await jobOf(rules[0]!)).toEqual({ due: '2026-06-11T04:00Z', lease: null, runs: 1 });
    expect(await replica.tick(NOON)).toMatchObject({ evaluated: 0 });
  });

  it('two replicas looking at once send one message per rule and day', async () => {
    await clearJobs();
    const rules = await storeRules(db, 24, new Date(NOON.getTime() - HOUR));
    const replicas = ['a', 'b'].map((name) =>
      createAlertScheduler(replicaDeps(world, db, smtp.url, { batch: 8 }), { replica: name }),
    );
    let evaluated = 0;
    for (let look = 0; look < 4; look += 1) {
      const done = await Promise.all(replicas.map((replica) => replica.tick(NOON)));
      evaluated += done.reduce((sum, result) => sum + result.evaluated, 0);
    }
    expect(evaluated).toBe(24);
    const counts = mailsOf(rules, '2026-06-09');
    expect(counts).toHaveLength(24);
    expect(counts.every(([, count]) => count === 1)).toBe(true);
  });

  it('a replica killed mid-run: another takes its jobs and pending sends once their lease ran out', async () => {
    await clearJobs();
    const rules = await storeRules(db, 6, new Date(NOON.getTime() - HOUR));
    // Dies as it is about to hand its second message to the mail server: its jobs are leased, one
    // rule's evaluation and send are recorded, the send is not delivered.
    const doomed = killable(replicaDeps(world, db, smtp.url, { parallel: 1 }), nthCall('mail', 2));
    const a = createAlertScheduler(doomed.deps, { replica: 'a' });
    await a.tick(NOON).catch(() => undefined);
    expect(doomed.killed()).toBe(true);
    expect(await pendingOf(rules)).toBe(1);
    expect(mailsOf(rules, '2026-06-09')).toHaveLength(1);

    const b = createAlertScheduler(replicaDeps(world, db, smtp.url), { replica: 'b' });
    // Within the lease the jobs and sends are the dead replica's.
    expect(await b.tick(new Date(NOON.getTime() + 30_000))).toMatchObject({ evaluated: 0, delivered: 0 });
    const later = await b.tick(new Date(NOON.getTime() + 61_000));
    // The first rule's job was done and let go before the replica died.
    expect(later.evaluated).toBe(5);
    expect(later.delivered).toBe(1);
    const counts = mailsOf(rules, '2026-06-09');
    expect(counts).toHaveLength(6);
    expect(counts.every(([, count]) => count === 1)).toBe(true);
    for (const rule of rules)
      expect(await jobOf(rule)).toMatchObject({ due: '2026-06-11T04:00Z', lease: null });
  });

  it('a replica killed after the mail server took a message and before recording it: the one resend carries its Message-ID', async () => {
    await clearJobs();
    const rules = await storeRules(db, 1, new Date(NOON.getTime() - HOUR));
    const doomed = killable(replicaDeps(world, db, smtp.url), nthCall('query', 1, /SET status = 'sent'/));
    await createAlertScheduler(doomed.deps, { replica: 'a' })
      .tick(NOON)
      .catch(() => undefined);
    expect(doomed.killed()).toBe(true);
    expect(await pendingOf(rules)).toBe(1);
    const b = createAlertScheduler(replicaDeps(world, db, smtp.url), { replica: 'b' });
    expect(await b.tick(new Date(NOON.getTime() + 61_000))).toMatchObject({ evaluated: 1, delivered: 1 });
    // The mail server cannot be asked what it took: the message goes again, as the same message.
    expect(mailsOf(rules, '2026-06-09')).toEqual([
      [`<rule-${rules[0]!.id}-mail-2026-06-09@tripsight.invalid>`, 2],
    ]);
    expect(await pendingOf(rules)).toBe(0);
  });

  it('moves a paused rule on without evaluating it, and drops the job of a deleted one', async () => {
    await clearJobs();
    const [paused, deleted] = await storeRules(db, 2, new Date(NOON.getTime() - HOUR));
    await updateRule(db, 'northstar', paused!.id, { paused: true }, null);
    await deleteRule(db, 'northstar', deleted!.id);
    const replica = createAlertScheduler(replicaDeps(world, db, smtp.url), { replica: 'a' });
    expect(await replica.tick(NOON)).toMatchObject({ evaluated: 0, skipped: 1 });
    expect(mailsOf([paused!], '2026-06-09')).toEqual([]);
    expect(await jobOf(paused!)).toMatchObject({ due: '2026-06-11T04:00Z', runs: 1 });
    expect(await jobOf(deleted!)).toBeUndefined();
  });
});

/*
 * Two real services on one PostgreSQL database, their schedulers polling: a rule made due runs once,
 * on one of them, and its job moves on to the next period.
 */
describe('two service replicas polling one PostgreSQL database', () => {
  let smtp: SmtpSink;
  let database: TestDatabase;
  const servers: TestServer[] = [];
  beforeAll(async () => {
    smtp = await startSmtpSink();
    database = await createTestDatabase();
    for (let i = 0; i < 2; i += 1) {
      servers.push(
        await startTestServer({
          smtpUrl: smtp.url,
          databaseUrl: database.url,
          alerts: { ...TEST_ALERT_SETTINGS, pollMs: 20 },
        }),
      );
    }
  });
  afterAll(async () => {
    for (const server of servers) await server.close();
    await smtp?.close();
    await database?.drop();
  });

  it('send one message for a rule that became due, and move its job on', async () => {
    const token = await tokenWithClaims(servers[0]!, { entitled_tabs: [...EVERY_TAB, ALERTS_TAB] });
    const created = await call(
      servers[0]!,
      'POST',
      '/api/alerts',
      token,
      trackedPnrsRule({ name: 'Due now', schedule: 'weekly' }),
    );
    expect(created.status).toBe(201);
    const id = created.body.id as number;
    const direct = new pg.Client({ connectionString: database.url });
    await direct.connect();
    try {
      const job = async () =>
        (
          await direct.query<{ due: Date; runs: number; leased_by: string | null }>(
            `SELECT due_at AS due, runs, leased_by FROM alert_jobs WHERE kind = 'rule' AND target_id = $1`,
            [id],
          )
        ).rows[0]!;
      const planned = (await job()).due;
      expect(planned.getTime()).toBeGreaterThan(Date.now());
      await direct.query(`UPDATE alert_jobs SET due_at = now() WHERE kind = 'rule' AND target_id = $1`, [id]);
      await eventually(async () => (await job()).runs === 1, 'a replica to run the job');
      const mine = smtp.received.filter((mail) =>
        (header(mail.raw, 'Message-ID') ?? '').startsWith(`<rule-${id}-mail-`),
      );
      expect(mine).toHaveLength(1);
      expect(await job()).toMatchObject({ runs: 1, leased_by: null, due: planned });
      // The other replica reads the same store (its own sign-in key: a token of its own).
      const other = await tokenWithClaims(servers[1]!, { entitled_tabs: [...EVERY_TAB, ALERTS_TAB] });
      const history = await call(servers[1]!, 'GET', `/api/alerts/${id}/history`, other);
      expect(history.body.evaluations).toEqual([
        expect.objectContaining({ trigger: 'schedule', fired: true }),
      ]);
    } finally {
      await direct.end();
    }
  });
});
