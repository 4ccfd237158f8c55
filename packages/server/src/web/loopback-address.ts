import type { FastifyInstance } from 'fastify';
import type { ServerConfig } from '../config.js';

/** The names of this machine's loopback, as a Host header or a URL writes them. */
const LOOPBACK_NAMES = new Set(['localhost', '127.0.0.1', '[::1]']);

/** Paths a page never loads from: data, sign-in and health answer whatever name they are called by. */
const NOT_PAGES = /^\/(api|cubejs-api|oidc|health)(\/|\?|#|$)/;

/** The port of a URL, its scheme's default when it names none. */
const portOf = (url: URL) => Number(url.port || (url.protocol === 'https:' ? 443 : 80));

/**
 * Sends a page asked for at another loopback name of the public address (`127.0.0.1` or `[::1]`
 * while the service runs at `http://localhost:4400`, or the other way round) to the public address.
 * Sign-in talks to the provider at the public address, and a page on another origin may not reach
 * it (the page's content policy and the provider's CORS allow its own origin only): at the other
 * name the sign-in could only fail. Data, sign-in and health paths answer at every name, as before.
 */
export function redirectOtherLoopbackNames(
  app: FastifyInstance,
  config: Pick<ServerConfig, 'publicUrl'>,
): void {
  const target = new URL(config.publicUrl);
  if (!LOOPBACK_NAMES.has(target.hostname)) return;
  const port = portOf(target);
  app.addHook('onRequest', async (request, reply) => {
    if (request.method !== 'GET' && request.method !== 'HEAD') return;
    if (NOT_PAGES.test(request.url)) return;
    const hostname = request.hostname.toLowerCase();
    if (hostname === target.hostname || !LOOPBACK_NAMES.has(hostname)) return;
    if ((request.port ?? (request.protocol === 'https' ? 443 : 80)) !== port) return;
    return reply.redirect(`${target.origin}${request.url}`, 307);
  });
}
