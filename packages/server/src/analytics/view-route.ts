import type { FastifyInstance } from 'fastify';
import { ANALYTICS_PARAMS, type ProductType, type ViewContract, type ViewParams } from '@tripsight/core';
import type { AppContext } from '../app-context.js';
import { tmcGuard } from '../tenant-guard.js';
import { querystringSchema } from '../validation.js';
import { PRODUCTS, type ProductModel } from './products.js';
import { parseAnalyticsQuery, type RawAnalyticsQuery } from './query-params.js';
import { resolveScope } from './scope.js';
import type { ViewQuery } from './view-query.js';
import type { Warehouse } from './warehouse.js';

/** A view served by the service: its contract (path, product, parameters) and its query function. */
export interface ViewRoute {
  view: ViewContract;
  query: ViewQuery<ViewContract>;
}

/**
 * Pairs a contract with its query function; the types make sure the function answers the
 * contract's data for the contract's parameters.
 *
 * @example viewRoute(savingsOverviewView, savingsOverview)
 */
export function viewRoute<V extends ViewContract>(view: V, query: ViewQuery<V>): ViewRoute {
  return { view, query: query as unknown as ViewQuery<ViewContract> };
}

/** The view's own parameters out of the validated query string. */
function ownParams<V extends ViewContract>(view: V, raw: Record<string, unknown>): ViewParams<V> {
  const params: Record<string, unknown> = {};
  for (const name of Object.keys(view.params)) if (raw[name] !== undefined) params[name] = raw[name];
  return params as ViewParams<V>;
}

/** The product a call reads: the one it names in `productName` (filter lists), else the view's own. */
function productOf(view: ViewContract, params: Record<string, unknown>): ProductModel {
  const asked = params.productName as ProductType | undefined;
  return PRODUCTS[asked ?? view.product];
}

/**
 * Registers a GET analytics view at the contract's path: authenticates and scopes to the token's TMC,
 * validates the query string against the JSON schema of ANALYTICS_PARAMS and the view's own
 * parameters, resolves the filter combinations and currency of the product, runs the query and
 * answers `{ data, annotation, currencyFields }`.
 */
export function registerView<V extends ViewContract>(
  app: FastifyInstance,
  ctx: AppContext,
  warehouse: Warehouse,
  view: V,
  query: ViewQuery<V>,
): void {
  const guard = tmcGuard(ctx);
  app.get<{ Querystring: RawAnalyticsQuery & Record<string, unknown> }>(
    view.path,
    {
      schema: { querystring: querystringSchema({ ...ANALYTICS_PARAMS, ...view.params }) },
      onRequest: guard.onRequest,
    },
    async (request) => {
      const { tmc } = guard.caller(request);
      const analytics = parseAnalyticsQuery(request.query);
      const params = ownParams(view, request.query);
      const scope = await resolveScope(warehouse, productOf(view, params), tmc, analytics);
      const result = await query(warehouse, scope, analytics, params);
      return {
        data: result.data,
        annotation: {
          currency: scope.currency.code,
          requestedCurrency: analytics.requestedCurrency,
          branchDefaultCurrency: scope.currency.branchDefault,
          feeMode: analytics.feeMode,
          startDate: analytics.startDate,
          endDate: analytics.endDate,
          ...result.annotation,
        },
        currencyFields: result.currencyFields,
      };
    },
  );
}

/** Registers each view of `routes` (see `registerView`). */
export function registerViews(
  app: FastifyInstance,
  ctx: AppContext,
  warehouse: Warehouse,
  routes: readonly ViewRoute[],
): void {
  for (const { view, query } of routes) registerView(app, ctx, warehouse, view, query);
}
