import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ServerConfig } from '../config.js';
import type { Principal } from '../app-context.js';
import { HttpError } from '../errors.js';

export interface AuthModule {
  authenticate(request: FastifyRequest): Promise<Principal>;
}

/** Sign-in: the embedded development OpenID provider (or an external issuer) and token checks. */
export async function registerAuth(
  _app: FastifyInstance,
  _config: ServerConfig,
  _onClose: (task: () => Promise<void> | void) => void,
): Promise<AuthModule> {
  return {
    async authenticate() {
      throw new HttpError(401, 'INVALID_TOKEN', 'Sign-in is not configured');
    },
  };
}
