import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ServerConfig } from '../config.js';
import type { Principal } from '../app-context.js';
import { createDevProvider, stripMountPath } from './dev-provider.js';
import { registerInteractions } from './interactions.js';
import { loadOrCreateSigningKey, publicJwk } from './signing-key.js';
import { bearerToken, createTokenVerifier } from './verify.js';

export interface AuthModule {
  authenticate(request: FastifyRequest): Promise<Principal>;
}

/** Where the embedded development provider lives below the public URL. */
export const DEV_ISSUER_PATH = '/oidc';

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
    const issuer = `${config.publicUrl}${DEV_ISSUER_PATH}`;
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
    await registerInteractions(app, provider, DEV_ISSUER_PATH);
    const callback = provider.callback();
    await app.register(async (scope) => {
      // The provider reads request bodies itself: leave the stream untouched.
      scope.removeAllContentTypeParsers();
      scope.addContentTypeParser('*', (_request, _payload, done) => done(null, undefined));
      scope.all(`${DEV_ISSUER_PATH}/*`, (request, reply) => {
        reply.hijack();
        if (config.logRequests) {
          const started = performance.now();
          reply.raw.once('finish', () => {
            request.log.info(
              `${request.method} ${request.url} ${reply.raw.statusCode} ${(performance.now() - started).toFixed(1)}ms`,
            );
          });
        }
        stripMountPath(request.raw, DEV_ISSUER_PATH);
        void callback(request.raw, reply.raw);
      });
    });
    onClose(() => {
      provider.removeAllListeners();
    });
  }

  const authenticate = (request: FastifyRequest) => verify(bearerToken(request.headers.authorization));

  app.get('/api/me', async (request) => authenticate(request));

  return { authenticate };
}
