import { HttpError } from '../errors.js';
import type { OpsDb } from '../ops/db.js';

/** Test sends one rule or digest may make per hour: enough to try a change, too few to flood a mailbox. */
const TESTS_PER_HOUR = 10;

/**
 * Takes one test send of the TMC's rule or digest `targetId`: its number (the test's own key), or a
 * 429 when it had `TESTS_PER_HOUR` tests in the last hour (with `Retry-After`, the seconds until the
 * oldest of them leaves the hour). The target's row is locked while counting, so parallel tests
 * cannot pass the limit together; a 404 when the TMC has no such rule or digest.
 */
export async function takeTestRun(
  db: OpsDb,
  kind: 'rule' | 'digest',
  tmc: string,
  targetId: number,
): Promise<number> {
  return db.transaction(async (tx) => {
    const table = kind === 'rule' ? 'alert_rules' : 'digests';
    const [target] = await tx.query(`SELECT id FROM ${table} WHERE tmc = $1 AND id = $2 FOR UPDATE`, [
      tmc,
      targetId,
    ]);
    if (!target) {
      throw new HttpError(404, 'NOT_FOUND', kind === 'rule' ? 'Alert rule not found' : 'Digest not found');
    }
    const recent = await tx.query<{ age: number | string }>(
      `SELECT EXTRACT(EPOCH FROM (now() - created_at)) AS age FROM alert_test_runs
        WHERE kind = $1 AND target_id = $2 AND created_at > now() - interval '1 hour'
        ORDER BY created_at`,
      [kind, targetId],
    );
    if (recent.length >= TESTS_PER_HOUR) {
      const wait = Math.max(1, Math.ceil(3600 - Number(recent[0]!.age)));
      const minutes = Math.ceil(wait / 60);
      throw new HttpError(
        429,
        'RATE_LIMITED',
        `This ${kind === 'rule' ? 'rule' : 'digest'} was tested ${TESTS_PER_HOUR} times in the last hour; try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`,
        { headers: { 'Retry-After': String(wait) } },
      );
    }
    const [run] = await tx.query<{ id: number | string }>(
      'INSERT INTO alert_test_runs (kind, target_id, tmc) VALUES ($1, $2, $3) RETURNING id',
      [kind, targetId, tmc],
    );
    return Number(run!.id);
  });
}
