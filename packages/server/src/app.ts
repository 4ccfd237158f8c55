import { randomUUID } from 'node:crypto';
import type { Writable } from 'node:stream';
import Fastify, { LogController, type FastifyInstance } from 'fastify';
import cors from '@fastify/cors';
import type { ServerConfig } from './config.js';
import type { AppContext } from './app-context.js';
import { lockDataDir } from './data-lock.js';
import { installErrorHandler, sendFrameworkError } from './error-handler.js';
import { registerAuth } from './auth/module.js';
import { registerAnalytics } from './analytics/module.js';
import { ViewCache } from './analytics/warehouse/view-cache.js';
import { registerReports } from './reports/module.js';
import { registerEmissionExports } from './reports/emission-exports.js';
import { registerEmissionTargets } from './analytics/views/emission-targets-route.js';
import { registerHotelAvailabilityExports } from './reports/hsi-availability-exports.js';
import { registerSampleData } from './sample-data/module.js';
import { registerOps } from './ops/module.js';
import { registerAlerts } from './alerts/module.js';
import { createMailTransport } from './mail/mail-transport.js';
import { registerWeb } from './web/module.js';
import { recordRoutes } from './web/route-catalogue.js';
import { registerClientGone } from './web/client-gone.js';
import { registerCompression } from './web/compression.js';
import { registerSecurityHeaders } from './security/headers.js';
import { rejectControlCharacters } from './security/input-rules.js';
import { limitBodyDepth } from './security/json-depth.js';
import { createRequestBudgets } from './security/request-budgets.js';
import { rejectUnknownParameters } from './security/unknown-parameters.js';
import { validatorCompiler } from './validation.js';

/** Extra wiring for embedding the service (tests, tools); the configuration says everything else. */
export interface BuildOptions {
  /** Where log lines go (default stdout). */
  logStream?: Writable;
}

/**
 * Builds the whole service: sign-in, analytics views, reports, audit and SBR operations, and the
 * static portal/SDK/examples. Call `listen()` on the result, `close()` to shut down gracefully.
 * Takes the data folder's lock first: a second service on the same DATA_DIR is refused.
 */
export async function buildApp(config: ServerConfig, options: BuildOptions = {}): Promise<FastifyInstance> {
  const lock = await lockDataDir(config.dataDir, {
    onWait: (line) => (config.logRequests ? console.log(line) : undefined),
  });
  const closers: (() => Promise<void> | void)[] = [async () => lock.release()];
  try {
    return await assemble(config, options, closers);
  } catch (error) {
    for (const close of closers.reverse()) await Promise.resolve(close()).catch(() => undefined);
    throw error;
  }
}

async function assemble(
  config: ServerConfig,
  options: BuildOptions,
  closers: (() => Promise<void> | void)[],
): Promise<FastifyInstance> {
  const app = Fastify({
    // Errors (5xx) are logged whatever LOG_REQUESTS says; request lines only when it is on.
    logger: {
      level: config.logRequests ? 'info' : 'error',
      ...(options.logStream ? { stream: options.logStream } : {}),
    },
    // Our own one-line-per-request log replaces Fastify's two lines.
    logController: new LogController({ disableRequestLogging: true }),
    routerOptions: { ignoreTrailingSlash: false },
    trustProxy:
      typeof config.trustProxy === 'number'
        ? (_address: string, hop: number) => hop < (config.trustProxy as number)
        : config.trustProxy,
    // A proxy we trust may hand us its request id; otherwise every request gets a fresh one.
    requestIdHeader: config.trustProxy ? 'x-request-id' : false,
    genReqId: () => randomUUID(),
    frameworkErrors: sendFrameworkError,
  });
  app.addHook('onRequest', async (request, reply) => {
    // Set on the raw response so hijacked replies (the sign-in provider) carry it too.
    reply.raw.setHeader('X-Request-Id', request.id);
  });
  // One line per request: method, URL, status, time.
  if (config.logRequests) {
    app.addHook('onResponse', async (request, reply) => {
      request.log.info(
        `${request.method} ${request.url} ${reply.statusCode} ${reply.elapsedTime.toFixed(1)}ms`,
      );
    });
  }
  app.setValidatorCompiler(validatorCompiler);
  recordRoutes(app);
  installErrorHandler(app);
  rejectUnknownParameters(app);
  rejectControlCharacters(app);
  limitBodyDepth(app);
  await registerSecurityHeaders(app, config);
  await app.register(cors, {
    origin: config.corsOrigins,
    exposedHeaders: ['X-RateLimit-Remaining', 'X-RateLimit-Reset', 'Content-Disposition', 'X-Request-Id'],
  });
  // Before every route: the hooks apply to the routes registered after them.
  registerClientGone(app);
  await registerCompression(app);
  app.addHook('onClose', async () => {
    for (const close of closers.reverse()) await close();
  });

  app.get('/health', async () => ({ status: 'ok' }));

  const budgets = await createRequestBudgets(config.rateLimits, config.databaseUrl);
  closers.push(() => budgets.close());
  const auth = await registerAuth(app, config, (task) => closers.push(task));
  const ctx: AppContext = {
    config,
    authenticate: auth.authenticate,
    onClose: (task) => closers.push(task),
    budgets,
    ...(config.viewCacheMb > 0 ? { viewCache: new ViewCache(config.viewCacheMb * 1024 * 1024, '') } : {}),
  };
  const mail = createMailTransport(config);
  closers.push(() => mail.close());
  ctx.mail = mail;
  const analytics = await registerAnalytics(app, ctx);
  await registerReports(app, ctx, analytics);
  registerHotelAvailabilityExports(app, ctx, analytics);
  registerEmissionExports(app, ctx, analytics);
  await registerSampleData(app, ctx);
  const ops = await registerOps(app, ctx);
  registerEmissionTargets(app, ctx, analytics.warehouse, ops);
  await registerAlerts(app, ctx, {
    db: ops,
    warehouse: analytics.warehouse,
    mail,
    publicUrl: config.publicUrl,
    settings: config.alerts,
  });
  await registerWeb(app, ctx);
  return app;
}
