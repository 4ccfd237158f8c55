import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../app-context.js';
import { badRequest } from '../errors.js';
import { fillAgentInsights } from './agent-insights.js';
import { registerAuditRoutes } from './audit-routes.js';
import { openPgliteDb, openPostgresDb, type OpsDb } from './db.js';
import { migrate } from './migrate.js';
import { registerSbrRoutes } from './sbr-routes.js';
import { seedAll } from './seed.js';
import { registerSupportRoutes } from '../support/support-routes.js';

/** Opens the operational store: PostgreSQL when `databaseUrl` is set, else PGlite in `{dataDir}/ops`. */
export async function openOpsDb(config: { databaseUrl: string | null; dataDir: string }): Promise<OpsDb> {
  return config.databaseUrl ? openPostgresDb(config.databaseUrl) : openPgliteDb(join(config.dataDir, 'ops'));
}

/**
 * Registers the audit (/api/audit/…, /api/v1/audit/…) and SBR (/api/sbr/…) routes on the operational
 * store, migrated and seeded with generated data per TMC on first start. Their tenant guards spend
 * the operations budget (RATE_LIMIT_OPS per user) and admit only users entitled to the audit log or
 * customer management tabs. See ./README.md.
 */
export async function registerOps(app: FastifyInstance, ctx: AppContext): Promise<OpsDb> {
  const db = await openOpsDb(ctx.config);
  ctx.onClose(() => db.close());
  await migrate(db);
  await seedAll(db);
  await fillAgentInsights(db);
  ctx.ops = db;
  await app.register(async (scope) => {
    acceptBodilessJson(scope);
    registerAuditRoutes(scope, ctx, db);
    registerSbrRoutes(scope, ctx, db);
    registerSupportRoutes(scope, ctx, db);
  });
  return db;
}

/** Reads bodiless POST/DELETE requests that still say application/json as {} in `scope`. */
export function acceptBodilessJson(scope: FastifyInstance): void {
  scope.removeContentTypeParser('application/json');
  scope.addContentTypeParser('application/json', { parseAs: 'string' }, (_request, text, done) => {
    const source = typeof text === 'string' ? text : text.toString('utf8');
    if (source.trim() === '') return done(null, {});
    try {
      done(null, JSON.parse(source));
    } catch {
      done(badRequest('body', 'is not valid JSON'), undefined);
    }
  });
}
