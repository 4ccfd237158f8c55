import type { FastifyInstance } from 'fastify';
import fastifyStatic from '@fastify/static';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import type { AppContext } from '../app-context.js';
import { examplesCsp } from '../security/headers.js';
import { registerDocs } from './docs.js';
import { redirectOtherLoopbackNames } from './loopback-address.js';
import { isServicePath } from './service-paths.js';

/**
 * Serves the built browser SDK at /sdk/, the example host pages at /examples/ and the portal at /
 * (any other GET outside the service's paths falls back to the portal's index.html so client routes
 * work on reload; an unknown service path is a JSON 404), each page at the public address's own
 * loopback name (redirectOtherLoopbackNames).
 * Every answer carries the security headers (security/headers.ts); the portal's strict CSP is the
 * default, and the example pages, which show a host's own inline script, get a framing-only policy.
 */
export async function registerWeb(app: FastifyInstance, { config }: AppContext): Promise<void> {
  redirectOtherLoopbackNames(app, config);
  if (config.sdkDir && existsSync(config.sdkDir)) {
    await app.register(fastifyStatic, { root: config.sdkDir, prefix: '/sdk/', decorateReply: false });
  }
  if (config.examplesDir && existsSync(config.examplesDir)) {
    const policy = examplesCsp(config);
    await app.register(fastifyStatic, {
      root: config.examplesDir,
      prefix: '/examples/',
      decorateReply: false,
      setHeaders: (res) => res.setHeader('Content-Security-Policy', policy),
    });
  }
  await registerDocs(app, config);
  const portalDir =
    config.portalDir && existsSync(join(config.portalDir, 'index.html')) ? config.portalDir : null;
  if (portalDir) await app.register(fastifyStatic, { root: portalDir, prefix: '/', wildcard: false });
  app.setNotFoundHandler((request, reply) => {
    const isPage =
      request.method === 'GET' &&
      !isServicePath(request.url) &&
      !/\.[a-z0-9]+$/i.test(request.url.split('?')[0] ?? '');
    if (portalDir && isPage) return reply.sendFile('index.html', portalDir);
    // The message does not echo the URL: error bodies say what went wrong, not what was asked.
    return reply.status(404).send({ error: 'NOT_FOUND', message: 'Resource not found' });
  });
}
