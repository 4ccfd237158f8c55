import Fastify, { type FastifyInstance } from 'fastify';
import { TAB_CATALOGUE } from '@tripsight/core';
import type { AppContext, Principal } from '../app-context.js';
import type { ServerConfig } from '../config.js';
import { installErrorHandler } from '../error-handler.js';
import { AJV_OPTIONS } from '../validation.js';

/** The caller of every benchmarked request: northstar's, entitled to every tab, allowed to export. */
export const BENCH_PRINCIPAL: Principal = {
  subject: 'bench',
  tmc: 'northstar',
  customerId: null,
  entitledTabs: TAB_CATALOGUE.map((tab) => tab.tabName),
  allowExportReports: true,
  defaultClients: [],
  email: null,
  name: 'bench',
};

/**
 * A Fastify instance set up as the service sets up its own (validation, error handler) and the
 * context its modules register on, with every request signed in as BENCH_PRINCIPAL: the benches
 * measure routing, validation, queries and output, not token checks.
 */
export function benchApp(config: ServerConfig): { app: FastifyInstance; ctx: AppContext } {
  const app = Fastify({ ajv: AJV_OPTIONS });
  installErrorHandler(app);
  const ctx: AppContext = {
    config: { ...config, logRequests: false },
    authenticate: async () => BENCH_PRINCIPAL,
    onClose: () => {},
  };
  return { app, ctx };
}
