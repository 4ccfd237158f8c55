import type { FastifyInstance } from 'fastify';
import helmet from '@fastify/helmet';
import type { ServerConfig } from '../config.js';

/** Paths whose answers are per user and must never be stored by a browser or a shared cache. */
const PRIVATE_PATHS = /^\/(api|oidc|cubejs-api)(\/|$|\?)/;

type Directives = Record<string, string[] | null>;

/**
 * The portal's Content-Security-Policy: scripts only from the service itself and the support chat's
 * host when SUPPORT_WIDGET_URL names another (no inline script, no eval), no plugins, no `<base>` rewrites, framing as configured. Styles may be inline: React style
 * attributes and the charts' generated `<style>` need it, and styles cannot run code. Images may
 * be data: URIs (avatars, chart exports). The sign-in issuer's origin may be called (discovery,
 * token), since an external issuer lives elsewhere.
 */
export function portalCsp(config: ServerConfig): Directives {
  const issuer = config.oidcIssuer ? (URL.parse(config.oidcIssuer)?.origin ?? null) : null;
  // The support chat script's host (SUPPORT_WIDGET_URL) may run its script and be called; nothing else.
  const chat = otherOrigin(config.support.widgetUrl, config.publicUrl);
  const reports = otherOrigin(config.support.errorReportUrl, config.publicUrl);
  return {
    'default-src': ["'self'"],
    'script-src': ["'self'", ...(chat ? [chat] : [])],
    'script-src-attr': ["'none'"],
    'style-src': ["'self'", "'unsafe-inline'"],
    'img-src': ["'self'", 'data:', 'blob:'],
    'font-src': ["'self'", 'data:'],
    // The controls' Shoelace icons are files served beside the SDK (/sdk/icons).
    'connect-src': ["'self'", ...new Set([issuer, chat, reports].filter((o): o is string => o !== null))],
    'object-src': ["'none'"],
    // A Power BI workspace's reports are drawn in an iframe of the Power BI service.
    ...(config.powerBi ? { 'frame-src': ["'self'", 'https://app.powerbi.com'] } : {}),
    'base-uri': ["'self'"],
    'form-action': ["'self'", ...(issuer ? [issuer] : [])],
    'frame-ancestors': [...config.frameAncestors],
    // Helmet's default would upgrade http:// to https://, breaking a plain-HTTP intranet or localhost.
    'upgrade-insecure-requests': null,
  };
}

/** The origin of an absolute `url` unless it is the service's own (a path or the public URL's origin). */
function otherOrigin(url: string | null, publicUrl: string): string | null {
  if (!url || url.startsWith('/')) return null;
  const origin = URL.parse(url)?.origin ?? null;
  return origin === URL.parse(publicUrl)?.origin ? null : origin;
}

/**
 * The policy of the example host pages: they show how a host embeds the SDK with a script of its
 * own (inline), so only framing and plugins are restricted; a host sets its own policy.
 */
export function examplesCsp(config: ServerConfig): string {
  return `frame-ancestors ${config.frameAncestors.join(' ')}; object-src 'none'; base-uri 'self'`;
}

/** X-Frame-Options for browsers without frame-ancestors, when the configured sources allow one. */
function frameOptions(config: ServerConfig): { action: 'deny' | 'sameorigin' } | false {
  const [only, ...more] = config.frameAncestors;
  if (more.length > 0) return false;
  if (only === "'none'") return { action: 'deny' };
  if (only === "'self'") return { action: 'sameorigin' };
  return false;
}

/**
 * Security headers on every answer (@fastify/helmet): the portal's CSP (`script-src 'self'`,
 * `frame-ancestors` from FRAME_ANCESTORS), `X-Content-Type-Options: nosniff`, a referrer policy,
 * X-Frame-Options to match, HSTS when the public URL is https. API and sign-in answers also get
 * `Cache-Control: no-store`.
 */
export async function registerSecurityHeaders(app: FastifyInstance, config: ServerConfig): Promise<void> {
  await app.register(helmet, {
    contentSecurityPolicy: { useDefaults: false, directives: portalCsp(config) },
    frameguard: frameOptions(config),
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    hsts: config.publicUrl.startsWith('https:') ? { maxAge: 31_536_000 } : false,
    // The SDK and its icons are loaded by hosts on other origins (through CORS).
    crossOriginResourcePolicy: { policy: 'cross-origin' },
    // The sign-in page opens no windows, and hosts' pages may open the portal.
    crossOriginOpenerPolicy: { policy: 'same-origin-allow-popups' },
  });
  app.addHook('onRequest', async (request, reply) => {
    // On the raw response, so the sign-in provider's hijacked answers carry it as well.
    if (PRIVATE_PATHS.test(request.url)) reply.raw.setHeader('Cache-Control', 'no-store');
  });
}

/**
 * Helmet options of the sign-in provider's routes: its pages run one known script (the sign-out
 * form's, by hash), may never be framed, and their forms lead to the registered return addresses,
 * which may be other origins (so no `form-action`).
 */
export function signInHelmet(scriptHash: string) {
  return {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        'default-src': ["'self'"],
        'script-src': ["'self'", scriptHash],
        'script-src-attr': ["'none'"],
        'style-src': ["'self'", "'unsafe-inline'"],
        'img-src': ["'self'", 'data:'],
        'object-src': ["'none'"],
        'base-uri': ["'self'"],
        'frame-ancestors': ["'none'"],
        'upgrade-insecure-requests': null,
      },
    },
    frameguard: { action: 'deny' as const },
  };
}
