import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AppContext, Principal } from '../app-context.js';
import { HttpError } from '../errors.js';
import type { ResolvedCurrency } from './money.js';
import { resolveScope, type QueryScope } from './scope.js';
import {
  analyticsQuerySchema,
  parseAnalyticsQuery,
  type AnalyticsQuery,
  type RawAnalyticsQuery,
} from './query-params.js';
import type { Warehouse } from './warehouse.js';

/** What a view handler gets: the caller's TMC, the validated query and the currency to report in. */
export interface ViewRequest {
  tmc: string;
  principal: Principal;
  query: AnalyticsQuery;
  currency: ResolvedCurrency;
  /** The TMC, the filter combinations the filters match and the currency. */
  scope: QueryScope;
  warehouse: Warehouse;
}

export interface ViewResult {
  data: unknown;
  /** Names of the money fields in `data`. */
  currencyFields: string[];
  annotation?: Record<string, unknown>;
}

/** The caller's TMC; a token without one may not read analytics (403 MISSING_TMC). */
export async function authenticateTmc(
  ctx: AppContext,
  request: FastifyRequest,
): Promise<{ principal: Principal; tmc: string }> {
  const principal = await ctx.authenticate(request);
  if (!principal.tmc) {
    throw new HttpError(
      403,
      'MISSING_TMC',
      'The access token names no travel management company (tmc claim)',
    );
  }
  return { principal, tmc: principal.tmc };
}

/**
 * Authenticates in the route's `onRequest` hook, before query validation, so a caller without a
 * valid token learns that first (401/403, not 400); `caller(request)` then gives the result.
 */
export function tmcGuard(ctx: AppContext) {
  const callers = new WeakMap<object, { principal: Principal; tmc: string }>();
  return {
    onRequest: async (request: FastifyRequest) => {
      callers.set(request, await authenticateTmc(ctx, request));
    },
    caller(request: FastifyRequest): { principal: Principal; tmc: string } {
      const caller = callers.get(request);
      if (!caller) throw new HttpError(401, 'INVALID_TOKEN', 'Not signed in');
      return caller;
    },
  };
}

/**
 * Registers a GET analytics view: authenticates, scopes to the token's TMC, validates the query,
 * resolves the currency and answers `{ data, annotation, currencyFields }`.
 */
export function registerView(
  app: FastifyInstance,
  ctx: AppContext,
  warehouse: Warehouse,
  path: string,
  handler: (view: ViewRequest) => Promise<ViewResult>,
): void {
  const guard = tmcGuard(ctx);
  app.get<{ Querystring: RawAnalyticsQuery }>(
    path,
    { schema: { querystring: analyticsQuerySchema }, onRequest: guard.onRequest },
    async (request) => {
      const { principal, tmc } = guard.caller(request);
      const query = parseAnalyticsQuery(request.query);
      const scope = await resolveScope(warehouse, tmc, query);
      const { currency } = scope;
      const result = await handler({ tmc, principal, query, currency, scope, warehouse });
      return {
        data: result.data,
        annotation: {
          currency: currency.code,
          requestedCurrency: query.requestedCurrency,
          branchDefaultCurrency: currency.branchDefault,
          feeMode: query.feeMode,
          startDate: query.startDate,
          endDate: query.endDate,
          ...result.annotation,
        },
        currencyFields: result.currencyFields,
      };
    },
  );
}
