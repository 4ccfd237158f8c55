import type { FastifyInstance } from 'fastify';
import { ALERTS_TAB } from '@tripsight/core/ops';
import type { AppContext } from '../app-context.js';
import type { OpsQuery } from '../ops/db.js';
import { noQuerySchema } from '../ops/ops-schemas.js';
import { tmcGuard } from '../security/tenant-guard.js';

/**
 * How many alerts of the TMC's rules fired since `userId` last looked: a rule and period count once,
 * when their first firing evaluation came after the user's last look (every one before any look).
 * A test send's evaluation does not count.
 */
async function unseenCount(db: OpsQuery, tmc: string, userId: string): Promise<number> {
  const [row] = await db.query<{ count: number | string }>(
    `SELECT count(*) AS count FROM (
        SELECT min(evaluated_at) AS first_fired FROM alert_evaluations
         WHERE tmc = $1 AND fired AND trigger <> 'test' GROUP BY rule_id, period_key
      ) alerts
      WHERE alerts.first_fired > COALESCE(
        (SELECT seen_at FROM alert_seen WHERE tmc = $1 AND user_id = $2), '-infinity'::timestamptz)`,
    [tmc, userId],
  );
  return Number(row?.count ?? 0);
}

/** Records that `userId` looked at the alerts now. */
async function markSeen(db: OpsQuery, tmc: string, userId: string): Promise<void> {
  await db.query(
    `INSERT INTO alert_seen (tmc, user_id, seen_at) VALUES ($1, $2, clock_timestamp())
     ON CONFLICT (tmc, user_id) DO UPDATE SET seen_at = EXCLUDED.seen_at`,
    [tmc, userId],
  );
}

/**
 * `GET /api/alerts/unseen` → `{ count }` of the alerts fired since the caller last looked, and
 * `POST /api/alerts/seen` → `{ count: 0 }` marking now (see ../ops/README.md "Alerts and digests"):
 * per user of the caller's TMC, for users entitled to the alerts tab.
 */
export function registerAlertSeenRoutes(app: FastifyInstance, ctx: AppContext, db: OpsQuery): void {
  const guard = tmcGuard(ctx, { tabs: [ALERTS_TAB], budget: 'operations' });
  const options = { onRequest: guard.onRequest, schema: { querystring: noQuerySchema } };

  app.get('/api/alerts/unseen', options, async (request) => {
    const { principal, tmc } = guard.caller(request);
    return { count: await unseenCount(db, tmc, principal.subject) };
  });

  app.post('/api/alerts/seen', options, async (request) => {
    const { principal, tmc } = guard.caller(request);
    await markSeen(db, tmc, principal.subject);
    return { count: await unseenCount(db, tmc, principal.subject) };
  });
}
