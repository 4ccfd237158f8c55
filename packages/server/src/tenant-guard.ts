import type { FastifyRequest } from 'fastify';
import type { AppContext, Principal } from './app-context.js';
import { HttpError } from './errors.js';

/** A caller who may read and write tenant data: the verified principal and its TMC. */
export interface TenantCaller {
  principal: Principal;
  tmc: string;
}

/**
 * The caller's TMC; a token without one may not read or write tenant data (403 MISSING_TMC), since
 * every analytics, report and operational query is scoped by it.
 */
export async function authenticateTmc(ctx: AppContext, request: FastifyRequest): Promise<TenantCaller> {
  const principal = await ctx.authenticate(request);
  if (!principal.tmc) {
    throw new HttpError(403, 'MISSING_TMC', 'The access token carries no tmc claim');
  }
  return { principal, tmc: principal.tmc };
}

/** What `tmcGuard` gives a module: the hook to put on its routes and the caller it found. */
export interface TmcGuard {
  /** The routes' `onRequest` hook. */
  onRequest(request: FastifyRequest): Promise<void>;
  /** The caller `onRequest` authenticated. */
  caller(request: FastifyRequest): TenantCaller;
}

/**
 * The one tenant guard of the service (analytics, reports, audit, SBR). It authenticates in the
 * route's `onRequest` hook, before query and body validation, so a caller without a valid token
 * learns that first (401/403, not 400), and nothing is parsed for a stranger.
 *
 * @example
 * const guard = tmcGuard(ctx);
 * app.get('/api/audit/intents/', { onRequest: guard.onRequest }, (request) =>
 *   listIntents(db, guard.caller(request).tmc));
 */
export function tmcGuard(ctx: AppContext): TmcGuard {
  const callers = new WeakMap<FastifyRequest, TenantCaller>();
  return {
    async onRequest(request) {
      callers.set(request, await authenticateTmc(ctx, request));
    },
    caller(request) {
      const caller = callers.get(request);
      // Only a route registered without the hook gets here: a programming error, not the caller's.
      if (!caller) throw new Error(`${request.url} has no tenant guard on its onRequest hook`);
      return caller;
    },
  };
}
