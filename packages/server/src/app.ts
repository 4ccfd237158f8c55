import Fastify, { LogController, type FastifyInstance } from 'fastify';
import cors from '@fastify/cors';
import { mkdirSync } from 'node:fs';
import type { ServerConfig } from './config.js';
import type { AppContext } from './app-context.js';
import { installErrorHandler } from './error-handler.js';
import { registerAuth } from './auth/module.js';
import { registerAnalytics } from './analytics/module.js';
import { registerReports } from './reports/module.js';
import { registerOps } from './ops/module.js';
import { registerWeb } from './web/module.js';
import { AJV_OPTIONS } from './validation.js';

/**
 * Builds the whole service: sign-in, analytics views, reports, audit and SBR operations, and the
 * static portal/SDK/examples. Call `listen()` on the result, `close()` to shut down gracefully.
 */
export async function buildApp(config: ServerConfig): Promise<FastifyInstance> {
  mkdirSync(config.dataDir, { recursive: true });
  const app = Fastify({
    logger: config.logRequests ? { level: 'info' } : false,
    // Our own one-line-per-request log replaces Fastify's two lines.
    logController: new LogController({ disableRequestLogging: true }),
    routerOptions: { ignoreTrailingSlash: false },
    ajv: AJV_OPTIONS,
  });
  // One line per request: method, URL, status, time.
  if (config.logRequests) {
    app.addHook('onResponse', async (request, reply) => {
      request.log.info(
        `${request.method} ${request.url} ${reply.statusCode} ${reply.elapsedTime.toFixed(1)}ms`,
      );
    });
  }
  installErrorHandler(app);
  await app.register(cors, {
    origin: true,
    exposedHeaders: ['X-RateLimit-Remaining', 'X-RateLimit-Reset', 'Content-Disposition'],
  });
  const closers: (() => Promise<void> | void)[] = [];
  app.addHook('onClose', async () => {
    for (const close of closers.reverse()) await close();
  });

  app.get('/health', async () => ({ status: 'ok' }));

  const auth = await registerAuth(app, config, (task) => closers.push(task));
  const ctx: AppContext = {
    config,
    authenticate: auth.authenticate,
    onClose: (task) => closers.push(task),
  };
  const analytics = await registerAnalytics(app, ctx);
  await registerReports(app, ctx, analytics);
  await registerOps(app, ctx);
  await registerWeb(app, ctx);
  return app;
}
