import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../app-context.js';
import { limitBodyDepth } from '../security/json-depth.js';
import type { AlertDeps } from './alert-runner.js';
import { registerAlertRoutes } from './alert-routes.js';
import { createAlertScheduler } from './alert-scheduler.js';
import { registerAlertSeenRoutes } from './alert-seen-routes.js';

/**
 * Alerts and client digests on the operational store (migrated by the operations module): the
 * `/api/alerts` and `/api/digests` routes, and this replica's alert scheduler. See ../ops/README.md "Alerts and digests".
 */
export async function registerAlerts(app: FastifyInstance, ctx: AppContext, deps: AlertDeps): Promise<void> {
  await app.register(async (scope) => {
    limitBodyDepth(scope, 'as-empty-object');
    registerAlertRoutes(scope, ctx, deps);
    registerAlertSeenRoutes(scope, ctx, deps.db);
  });
  // Every replica polls for due rules (ALERTS_POLL_MS; 0 turns it off); closing stops it first.
  const scheduler = createAlertScheduler(deps, {
    log: (message, error) => app.log.error({ err: error }, message),
  });
  scheduler.start();
  ctx.onClose(() => scheduler.stop());
}
