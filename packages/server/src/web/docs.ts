import type { FastifyInstance } from 'fastify';
import fastifyStatic from '@fastify/static';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import type { ServerConfig } from '../config.js';

/**
 * Serves the built docs site at /docs/ (a page per element with its live example, the core API
 * reference), when it was built. The pages run under the portal's strict CSP: their live examples
 * load the SDK from /sdk/ and call this service, as a host page would. `/docs` redirects to `/docs/`.
 */
export async function registerDocs(app: FastifyInstance, config: ServerConfig): Promise<void> {
  if (!config.docsDir || !existsSync(join(config.docsDir, 'index.html'))) return;
  await app.register(fastifyStatic, { root: config.docsDir, prefix: '/docs/', decorateReply: false });
  // The folder's own address, so relative links of its index page resolve under /docs/.
  app.get('/docs', (_request, reply) => reply.redirect('/docs/'));
}
