import type { IncomingMessage } from 'node:http';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { CUBE_API_PATH } from '@tripsight/core/cube';
import type { ServerConfig } from '../config.js';
import type { Principal } from '../security/principal.js';
import { signInHelmet } from '../security/headers.js';
import { createDevProvider, stripMountPath } from './dev-provider.js';
import { registerInteractions } from './interactions.js';
import { SIGN_OUT_SCRIPT_HASH } from './pages.js';
import { loadOrCreateSigningKey, publicJwk } from './signing-key.js';
import { bearerToken, createTokenVerifier } from './verify.js';

export interface AuthModule {
  authenticate(request: FastifyRequest): Promise<Principal>;
}

/** Where the embedded development provider lives below the public URL. */
export const DEV_ISSUER_PATH = '/oidc';

/** True for a HOST only this machine can reach (127.0.0.0/8, ::1, localhost). */
export function isLoopbackHost(host: string): boolean {
  const bare = host.replace(/^\[|\]$/g, '').toLowerCase();
  return bare === 'localhost' || bare === '::1' || /^127\.\d{1,3}\.\d{1,3}\.\d{1,3}$/.test(bare);
}

/**
 * Whether the passwordless development sign-in may be mounted: always on a loopback HOST; on any
 * other interface only with DEV_SIGN_IN=true (and then with a warning), since anyone who can reach
 * the service could sign in as any demo user. Refusing stops the start with what to configure.
 */
function checkDevSignIn(config: ServerConfig, warn: (line: string) => void): void {
  if (config.oidcIssuer || isLoopbackHost(config.host)) return;
  if (!config.devSignInOnAnyHost) {
    throw new Error(
      `HOST=${config.host} would expose the passwordless development sign-in to the network: set OIDC_ISSUER to your identity provider, use HOST=127.0.0.1, or set DEV_SIGN_IN=true to expose it anyway`,
    );
  }
  warn(
    `WARNING: the passwordless development sign-in is reachable on ${config.host} (DEV_SIGN_IN=true): anyone who can reach ${config.publicUrl} can sign in as any demo user`,
  );
}

/**
 * Makes the provider build every URL from the public URL, whatever Host or X-Forwarded-* headers a
 * caller sent: its issuer is fixed, and a forged X-Forwarded-Host must not rewrite its discovery
 * document. The client address is passed on only from a proxy that TRUST_PROXY says to believe.
 */
function pinToPublicUrl(req: IncomingMessage, publicUrl: URL, trustProxy: boolean): void {
  const headers = req.headers;
  headers.host = publicUrl.host;
  headers['x-forwarded-host'] = publicUrl.host;
  headers['x-forwarded-proto'] = publicUrl.protocol.replace(/:$/, '');
  if (!trustProxy) delete headers['x-forwarded-for'];
}

/**
 * Sign-in: with no `oidcIssuer` configured, mounts the embedded development OpenID provider at
 * `{publicUrl}/oidc`; otherwise trusts the external issuer's published keys. Either way the API
 * checks issuer, audience and expiry of every bearer token. Also serves `GET /api/me`.
 */
export async function registerAuth(
  app: FastifyInstance,
  config: ServerConfig,
  onClose: (task: () => Promise<void> | void) => void,
): Promise<AuthModule> {
  const external = config.oidcIssuer?.replace(/\/$/, '') || null;
  let verify: (token: string) => Promise<Principal>;

  if (external) {
    verify = createTokenVerifier({
      issuer: external,
      audience: config.oidcAudience,
      keys: { discover: true },
    });
  } else {
    checkDevSignIn(config, (line) => console.warn(line));
    const issuer = `${config.publicUrl}${DEV_ISSUER_PATH}`;
    const publicUrl = new URL(config.publicUrl);
    const helmet = signInHelmet(SIGN_OUT_SCRIPT_HASH);
    const signingKey = await loadOrCreateSigningKey(config.dataDir);
    const provider = createDevProvider({
      issuer,
      publicUrl: config.publicUrl,
      audience: config.oidcAudience,
      signingKey,
    });
    verify = createTokenVerifier({
      issuer,
      audience: config.oidcAudience,
      keys: { jwks: [publicJwk(signingKey)] },
    });
    await registerInteractions(app, provider, DEV_ISSUER_PATH, helmet);
    const callback = provider.callback();
    await app.register(async (scope) => {
      // The provider reads request bodies itself: leave the stream untouched.
      scope.removeAllContentTypeParsers();
      scope.addContentTypeParser('*', (_request, _payload, done) => done(null, undefined));
      scope.all(`${DEV_ISSUER_PATH}/*`, { helmet }, (request, reply) => {
        reply.hijack();
        const started = performance.now();
        reply.raw.once('finish', () => {
          const status = reply.raw.statusCode;
          const line = `${request.method} ${request.url} ${status} ${(performance.now() - started).toFixed(1)}ms`;
          // The provider answers by itself: its server errors are logged here, like every other 5xx.
          if (status >= 500) request.log.error({ reqId: request.id, statusCode: status }, line);
          else if (config.logRequests) request.log.info(line);
        });
        pinToPublicUrl(request.raw, publicUrl, config.trustProxy !== false);
        stripMountPath(request.raw, DEV_ISSUER_PATH);
        void callback(request.raw, reply.raw);
      });
    });
    onClose(() => {
      provider.removeAllListeners();
    });
  }

  // The analytics query API also takes the token without `Bearer`, as Cube's own clients send it.
  const authenticate = (request: FastifyRequest) =>
    verify(bearerToken(request.headers.authorization, request.url.startsWith(`${CUBE_API_PATH}/`)));

  app.get('/api/me', async (request) => authenticate(request));

  return { authenticate };
}
