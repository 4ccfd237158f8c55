import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AppContext } from '../app-context.js';
import { HttpError } from '../errors.js';
import { requireEntitlement } from './entitlements.js';
import type { TenantCaller } from './principal.js';
import type { BudgetKind } from './request-budgets.js';

/**
 * The caller's TMC; a token without one may not read or write tenant data (403 MISSING_TMC), since
 * every analytics, report and operational query is scoped by it.
 */
async function authenticateTmc(ctx: AppContext, request: FastifyRequest): Promise<TenantCaller> {
  const principal = await ctx.authenticate(request);
  if (!principal.tmc) {
    throw new HttpError(403, 'MISSING_TMC', 'The access token carries no tmc claim');
  }
  return { principal, tmc: principal.tmc };
}

/** Who may call the routes of a guard, and which request budget they spend. */
export interface GuardAccess {
  /**
   * The catalogue tabs whose pages use the endpoints: a token entitled to none of them gets 403
   * FORBIDDEN. Absent: any caller of the TMC (e.g. the filter lists every tab shows).
   */
  tabs?: readonly string[];
  /** The budget the calls spend (default `analytics`: views, reports and other tenant reads). */
  budget?: BudgetKind;
}

/** What `tmcGuard` gives a module: the hook to put on its routes and the caller it found. */
export interface TmcGuard {
  /** The routes' `onRequest` hook. */
  onRequest(request: FastifyRequest, reply: FastifyReply): Promise<void>;
  /** The caller `onRequest` authenticated. */
  caller(request: FastifyRequest): TenantCaller;
}

/**
 * The one tenant guard of the service (analytics, reports, audit, SBR). In the route's `onRequest`
 * hook, before query and body validation, it authenticates (401; 403 MISSING_TMC), spends the
 * caller's request budget keyed on the verified subject and TMC (429 with the X-RateLimit-* headers)
 * and checks the caller is entitled to a tab that uses the endpoint (403 FORBIDDEN), so a stranger
 * learns that first and nothing is parsed for them.
 *
 * @example
 * const guard = tmcGuard(ctx, { tabs: AUDIT_TABS, budget: 'operations' });
 * app.get('/api/audit/intents/', { onRequest: guard.onRequest }, (request) =>
 *   listIntents(db, guard.caller(request).tmc));
 */
export function tmcGuard(ctx: AppContext, access: GuardAccess = {}): TmcGuard {
  const callers = new WeakMap<FastifyRequest, TenantCaller>();
  const budget = access.budget ?? 'analytics';
  return {
    async onRequest(request, reply) {
      const caller = await authenticateTmc(ctx, request);
      const headers = await ctx.budgets?.spend(budget, caller);
      if (headers) void reply.headers(headers);
      if (access.tabs) requireEntitlement(caller.principal, access.tabs);
      callers.set(request, caller);
    },
    caller(request) {
      const caller = callers.get(request);
      // Only a route registered without the hook gets here: a programming error, not the caller's.
      if (!caller) throw new Error(`${request.url} has no tenant guard on its onRequest hook`);
      return caller;
    },
  };
}
