import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { latestCompletePeriod } from '@tripsight/core/ops';
import { createAlertScheduler, type AlertScheduler, type TickResult } from '../src/alerts/alert-scheduler.js';
import {
  killable,
  nthCall,
  openAlertWorld,
  replicaDeps,
  storeRules,
  type AlertWorld,
} from './alert-replicas.js';
import { countByMessageId, startSmtpSink, type SmtpSink } from './smtp-sink.js';

/** 500 daily rules over 20 days: 10,000 evaluations, each firing one mail. */
const RULES = 500;
const DAYS = 20;
/** Replica a dies as it is about to hand over its 1,500th message (on the third or fourth day). */
const KILL_AT_MAIL = 1_500;

/*
 * Two replicas of the scheduler, each with its own connection pool and SMTP connections, on ONE
 * PostgreSQL database, sending to a real SMTP server; the clock they are given moves a day at a time
 * (and, within a day, past the lease, so a dead replica's jobs and sends are taken over that day).
 */
describe('the alert scheduler soak on PostgreSQL', () => {
  let world: AlertWorld;
  let smtp: SmtpSink;
  beforeAll(async () => {
    world = await openAlertWorld('postgres');
    smtp = await startSmtpSink();
  });
  afterAll(async () => {
    await world?.close();
    await smtp?.close();
  });

  it(`${RULES * DAYS} evaluations over two replicas, one killed mid-run: one message per rule and day`, async () => {
    const setup = await world.openDb();
    const firstNoon = Date.UTC(2026, 4, 1, 16); // noon in New York (EDT), Northstar's clock
    const rules = await storeRules(setup, RULES, new Date(firstNoon - 3_600_000));
    const settings = { batch: 100, parallel: 8 };
    const doomed = killable(
      replicaDeps(world, await world.openDb(), smtp.url, settings),
      nthCall('mail', KILL_AT_MAIL),
    );
    const replicas: { scheduler: AlertScheduler; dead: () => boolean }[] = [
      { scheduler: createAlertScheduler(doomed.deps, { replica: 'a' }), dead: doomed.killed },
      {
        scheduler: createAlertScheduler(replicaDeps(world, await world.openDb(), smtp.url, settings), {
          replica: 'b',
        }),
        dead: () => false,
      },
    ];
    const work = (result: TickResult | null) =>
      result ? result.evaluated + result.skipped + result.failed + result.delivered : 0;

    const started = performance.now();
    for (let day = 0; day < DAYS; day += 1) {
      const noon = firstNoon + day * 86_400_000;
      // At noon, then once the leases of the noon looks ran out (a dead replica's included).
      for (const at of [new Date(noon), new Date(noon + 61_000)]) {
        for (;;) {
          const alive = replicas.filter((replica) => !replica.dead());
          const done = await Promise.all(
            alive.map((replica) => replica.scheduler.tick(at).catch(() => null)),
          );
          if (done.reduce((sum, result) => sum + work(result), 0) === 0) break;
        }
      }
    }
    const seconds = (performance.now() - started) / 1000;
    expect(doomed.killed()).toBe(true);

    const expected = new Set<string>();
    for (let day = 0; day < DAYS; day += 1) {
      const period = latestCompletePeriod(
        'daily',
        new Date(firstNoon + day * 86_400_000),
        'America/New_York',
      );
      for (const rule of rules) expected.add(`<rule-${rule.id}-mail-${period.key}@tripsight.invalid>`);
    }
    expect(expected.size).toBe(RULES * DAYS);
    const counts = countByMessageId(smtp.received);
    const lost = [...expected].filter((id) => !counts.has(id)).length;
    const strangers = [...counts.keys()].filter((id) => !expected.has(id)).length;
    const resent = [...counts.values()].reduce((sum, count) => sum + count - 1, 0);
    const [stored] = await setup.query<{ evaluations: number; periods: number; sent: number; other: number }>(
      `SELECT (SELECT count(*)::int FROM alert_evaluations) AS evaluations,
              (SELECT count(DISTINCT (rule_id, period_key))::int FROM alert_evaluations) AS periods,
              (SELECT count(*)::int FROM alert_sends WHERE status = 'sent') AS sent,
              (SELECT count(*)::int FROM alert_sends WHERE status <> 'sent') AS other`,
    );
    console.log(
      `soak: ${stored!.periods} rule-days evaluated (${stored!.evaluations} evaluations, re-runs after the kill included) ` +
        `over 2 replicas in ${seconds.toFixed(1)} s; ${counts.size} messages, ${lost} lost, ` +
        `${resent} sent twice (taken by the SMTP server as replica a died: ${doomed.killedAfterAccept()})`,
    );
    expect(stored).toMatchObject({ periods: RULES * DAYS, sent: RULES * DAYS, other: 0 });
    expect(lost).toBe(0);
    expect(strangers).toBe(0);
    expect(counts.size).toBe(RULES * DAYS);
    // A message goes twice only when the SMTP server took it in the instant its replica died, before
    // the replica could record it: the resend is the same message (same Message-ID).
    expect(resent).toBe(doomed.killedAfterAccept());
  }, 180_000);
});
