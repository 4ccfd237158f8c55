import { hostname } from 'node:os';
import { randomUUID } from 'node:crypto';
import { missedPeriods, nextDueAfter, type AlertPeriod } from '@tripsight/core/ops';
import type { AlertDeps } from './alert-runner.js';
import { runRule } from './alert-runner.js';
import { readRulesById, type StoredRule } from './alert-store.js';
import { sendDigest } from './digest-runner.js';
import { readDigestsById, type StoredDigest } from './digest-store.js';
import { deliverPending, eachParallel } from './send-delivery.js';
import { tenantTimeZone } from './tenant-mail.js';

/** What one look of the scheduler did. */
export interface TickResult {
  /** Rules evaluated and digests sent (each for its latest complete period). */
  evaluated: number;
  /** Jobs moved on without an evaluation (paused rules). */
  skipped: number;
  /** Jobs that failed (their lease runs out and they are taken again). */
  failed: number;
  /** Pending sends of earlier runs delivered (a crashed replica's, or retries after a failure). */
  delivered: number;
}

/** The alert scheduler of one replica. */
export interface AlertScheduler {
  /** This replica's name in `alert_jobs.leased_by`. */
  readonly replica: string;
  /**
   * One look at `now`: takes the due jobs no live replica holds, runs each rule, moves its job on to
   * when its next period is complete, and delivers the pending sends whose lease ran out.
   */
  tick(now?: Date): Promise<TickResult>;
  /** Looks every `pollMs` (at once again while there is more due work) until `stop`. */
  start(): void;
  /** Stops looking, and waits for the look under way. */
  stop(): Promise<void>;
}

interface ClaimedJob {
  kind: 'rule' | 'digest';
  targetId: number;
  /** When the job was due: the periods completed since are owed (missedPeriods). */
  dueAt: Date | string;
}

/**
 * The scheduler over the jobs of `alert_jobs` (one per rule or digest, due when its next period is
 * complete): a rule is evaluated (`runRule`), a digest sent to its clients (`sendDigest`), for each
 * period completed since the job was due (the latest 3 at most, when the service was down).
 * Every replica runs one; a job is taken with a lease in one statement under `FOR UPDATE SKIP
 * LOCKED`, so two replicas never run a job at once, and a replica that dies leaves a lease that runs
 * out, after which another takes the job again. Sends are unique per rule, channel and period, so a
 * job run twice (the crash case) records its evaluation again and sends nothing more.
 */
export function createAlertScheduler(
  deps: AlertDeps,
  options: { replica?: string; log?: (message: string, error?: unknown) => void } = {},
): AlertScheduler {
  const replica = options.replica ?? `${hostname()}:${process.pid}:${randomUUID().slice(0, 8)}`;
  const { settings, db } = deps;
  const log = options.log ?? (() => undefined);

  const claim = (now: Date) =>
    db.query<ClaimedJob>(
      `UPDATE alert_jobs SET lease_until = $2, leased_by = $3
        WHERE (kind, target_id) IN (
          SELECT kind, target_id FROM alert_jobs
           WHERE due_at <= $1 AND (lease_until IS NULL OR lease_until < $1)
           ORDER BY due_at LIMIT $4 FOR UPDATE SKIP LOCKED)
        RETURNING kind, target_id AS "targetId", due_at AS "dueAt"`,
      [
        now.toISOString(),
        new Date(now.getTime() + settings.leaseSeconds * 1000).toISOString(),
        replica,
        settings.batch,
      ],
    );

  /** Moves a job this replica holds on to `dueAt` and lets it go. */
  const release = (kind: ClaimedJob['kind'], targetId: number, dueAt: Date) =>
    db.query(
      `UPDATE alert_jobs SET due_at = $3, lease_until = NULL, leased_by = NULL, runs = runs + 1
        WHERE kind = $4 AND target_id = $1 AND leased_by = $2`,
      [targetId, replica, dueAt.toISOString(), kind],
    );

  async function tick(now: Date = new Date()): Promise<TickResult> {
    const result: TickResult = { evaluated: 0, skipped: 0, failed: 0, delivered: 0 };
    const jobs = await claim(now);
    const ids = (kind: ClaimedJob['kind']) =>
      jobs.filter((job) => job.kind === kind).map((job) => job.targetId);
    const rules = ids('rule').length ? await readRulesById(db, ids('rule')) : new Map();
    const digests = ids('digest').length ? await readDigestsById(db, ids('digest')) : new Map();
    await eachParallel(jobs, settings.parallel, async ({ kind, targetId, dueAt }) => {
      const target = kind === 'rule' ? rules.get(targetId) : digests.get(targetId);
      if (!target) {
        await db.query('DELETE FROM alert_jobs WHERE kind = $1 AND target_id = $2', [kind, targetId]);
        return;
      }
      const timeZone = tenantTimeZone(target.tmc);
      // The periods completed since the job was due (several when no replica ran for a while; the
      // latest 3 at most), oldest first, each evaluated once; a paused target's are passed over.
      const owed = missedPeriods(target.schedule, new Date(dueAt), now, timeZone);
      const period: AlertPeriod = owed.at(-1)!;
      if (target.paused) {
        result.skipped += 1;
      } else {
        try {
          for (const at of owed) {
            if (kind === 'rule') await runRule(deps, target as StoredRule, 'schedule', now, at);
            else await sendDigest(deps, target as StoredDigest, now, at);
          }
          result.evaluated += 1;
        } catch (error) {
          // The lease runs out and the job is taken again; its sends, if recorded, are retried.
          result.failed += 1;
          log(`alert ${kind} ${targetId} failed on ${replica}`, error);
          return;
        }
      }
      await release(kind, targetId, nextDueAfter(target.schedule, period, timeZone));
    });
    result.delivered = await deliverPending(deps, now, settings.batch, settings.parallel);
    return result;
  }

  let stopped = true;
  let timer: NodeJS.Timeout | null = null;
  let running: Promise<void> | null = null;
  const loop = () => {
    timer = null;
    running = (async () => {
      let again = false;
      try {
        const done = await tick(new Date());
        // A full batch: there may be more due work; look again at once.
        again = done.evaluated + done.skipped + done.failed >= settings.batch;
      } catch (error) {
        log(`alert scheduler on ${replica} failed`, error);
      }
      running = null;
      if (!stopped) timer = setTimeout(loop, again ? 0 : settings.pollMs).unref();
    })();
  };

  return {
    replica,
    tick,
    start() {
      if (!stopped || settings.pollMs <= 0) return;
      stopped = false;
      timer = setTimeout(loop, 0).unref();
    },
    async stop() {
      stopped = true;
      if (timer) clearTimeout(timer);
      timer = null;
      await running;
    },
  };
}
