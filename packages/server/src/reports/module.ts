import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../app-context.js';
import type { AnalyticsModule } from '../analytics/warehouse.js';

/** Registers the report (export) endpoints. */
export async function registerReports(
  _app: FastifyInstance,
  _ctx: AppContext,
  _analytics: AnalyticsModule,
): Promise<void> {}
