import type { FastifyInstance } from 'fastify';
import { ALWAYS_ENTITLED_TAB, PRODUCT_NAME_CHOICES, productTypeOfName } from '@tripsight/core/catalogue';
import {
  ANALYTICS_PARAMS,
  bookingToDepartureCurveView,
  bookingToDepartureView,
  param,
  dynamicCurrenciesView,
  dynamicFiltersView,
  type ViewContract,
  type ViewParams,
} from '@tripsight/core/views';
import type { AppContext } from '../../app-context.js';
import { FILTER_BAR_TABS, productTabs } from '../../security/entitlements.js';
import { tmcGuard } from '../../security/tenant-guard.js';
import { querystringSchema } from '../../validation.js';
import { PRODUCTS, type ProductModel } from '../sql/products.js';
import { parseAnalyticsQuery, type RawAnalyticsQuery } from './query-params.js';
import { resolveScope } from '../sql/scope.js';
import { viewCacheKey } from '../warehouse/view-cache.js';
import type { ViewQuery } from './view-query.js';
import type { Warehouse } from '../warehouse/warehouse.js';

/** A view served by the service: its contract (path, product, parameters) and its query function. */
export interface ViewRoute {
  view: ViewContract;
  query: ViewQuery<ViewContract>;
  /** The tabs that read the view, when not every page of its product (`viewTabs`). */
  tabs?: readonly string[];
}

/**
 * Pairs a contract with its query function; the types make sure the function answers the
 * contract's data for the contract's parameters.
 *
 * @example viewRoute(savingsOverviewView, savingsOverview)
 */
export function viewRoute<V extends ViewContract>(
  view: V,
  query: ViewQuery<V>,
  tabs?: readonly string[],
): ViewRoute {
  return { view, query: query as unknown as ViewQuery<ViewContract>, ...(tabs ? { tabs } : {}) };
}

/** The view's own parameters out of the validated query string. */
function ownParams<V extends ViewContract>(view: V, raw: Record<string, unknown>): ViewParams<V> {
  const params: Record<string, unknown> = {};
  for (const name of Object.keys(view.params)) if (raw[name] !== undefined) params[name] = raw[name];
  return params as ViewParams<V>;
}

/**
 * The parameters a call sent that its view accepts but cannot change its answer (docs/rules/service.md#endpoints-and-answers), each with the reason the contract gives.
 */
function ignoredParameters(view: ViewContract, raw: Record<string, unknown>): Record<string, string> {
  return Object.fromEntries(
    Object.entries(view.ignores).filter(
      (entry): entry is [string, string] => entry[1] !== undefined && raw[entry[0]] !== undefined,
    ),
  );
}

/**
 * `productName` of the filter lists: a product type (`air`) or the catalogue's product name of one
 * (`Faresaver`, docs/rules/shell.md#tab-catalogue), as a tab sends it.
 */
export const PRODUCT_NAME_PARAM = param.oneOf(PRODUCT_NAME_CHOICES);

/** The parameters a view's route accepts: its contract's, with `productName` as a tab may send it. */
function acceptedParams(view: ViewContract): ViewContract['params'] {
  return 'productName' in view.params ? { ...view.params, productName: PRODUCT_NAME_PARAM } : view.params;
}

/** The product a call reads: the one it names in `productName` (filter lists), else the view's own. */
function productOf(view: ViewContract, params: Record<string, unknown>): ProductModel {
  const asked = typeof params.productName === 'string' ? productTypeOfName(params.productName) : undefined;
  return PRODUCTS[asked ?? view.product];
}

/** The filter lists: every tab that shows the filter bar reads them, whatever its product. */
const FILTER_LIST_PATHS: ReadonlySet<string> = new Set([dynamicFiltersView.path, dynamicCurrenciesView.path]);

/** The views of Spend Breakdown, the tab every user has (docs/rules/shell.md#sign-in-and-entitlements). */
const SPEND_BREAKDOWN_PATHS: ReadonlySet<string> = new Set([
  bookingToDepartureView.path,
  bookingToDepartureCurveView.path,
]);

/** The catalogue tabs whose pages read `view` (see security/entitlements.ts). */
function viewTabs(view: ViewContract): readonly string[] {
  if (FILTER_LIST_PATHS.has(view.path)) return FILTER_BAR_TABS;
  if (SPEND_BREAKDOWN_PATHS.has(view.path)) return [ALWAYS_ENTITLED_TAB];
  return productTabs(view.product);
}

/** The tabs a caller needs one of to read `route`'s view: its own, else those of `viewTabs`. */
export function routeTabs(route: ViewRoute): readonly string[] {
  return route.tabs ?? viewTabs(route.view);
}

/**
 * Registers a GET analytics view at the contract's path: authenticates and scopes to the token's TMC,
 * spends the caller's analytics budget and checks the caller is entitled to a tab that reads the
 * view (the tenant guard), validates the query string against the JSON schema of ANALYTICS_PARAMS
 * and the view's own parameters (an unknown parameter is a 400 naming it), resolves the filter
 * combinations and currency of the product, runs the query and answers `{ data, annotation,
 * currencyFields }`; `annotation.ignoredParameters` names the parameters sent that cannot change
 * this view's answer, with the reason. Answers are cached per TMC and normalised query (`ctx.viewCache`, `X-Cache:
 * hit|miss`).
 */
export function registerView<V extends ViewContract>(
  app: FastifyInstance,
  ctx: AppContext,
  warehouse: Warehouse,
  view: V,
  query: ViewQuery<V>,
  tabs: readonly string[] = viewTabs(view),
): void {
  const guard = tmcGuard(ctx, { tabs, budget: 'analytics' });
  app.get<{ Querystring: RawAnalyticsQuery & Record<string, unknown> }>(
    view.path,
    {
      schema: {
        querystring: {
          ...querystringSchema({ ...ANALYTICS_PARAMS, ...acceptedParams(view) }),
          additionalProperties: false,
        },
      },
      onRequest: guard.onRequest,
    },
    async (request, reply) => {
      const { tmc } = guard.caller(request);
      const analytics = parseAnalyticsQuery(request.query);
      const params = ownParams(view, request.query);
      const ignored = ignoredParameters(view, request.query);
      // The annotation names the ignored parameters sent, so the answer cached depends on them too.
      const keyParams =
        Object.keys(ignored).length > 0 ? { ...params, ignored: Object.keys(ignored) } : params;
      const answer = async () => {
        const scope = await resolveScope(warehouse, productOf(view, params), tmc, analytics);
        const result = await query(warehouse, scope, analytics, params);
        return JSON.stringify({
          data: result.data,
          annotation: {
            currency: scope.currency.code,
            requestedCurrency: analytics.requestedCurrency,
            branchDefaultCurrency: scope.currency.branchDefault,
            feeMode: analytics.feeMode,
            startDate: analytics.startDate,
            endDate: analytics.endDate,
            ...result.annotation,
            ...(Object.keys(ignored).length > 0 ? { ignoredParameters: ignored } : {}),
          },
          currencyFields: result.currencyFields,
        });
      };
      const cache = ctx.viewCache;
      // A shared warehouse (ClickHouse) may hold a dataset another replica rebuilt since.
      if (cache && warehouse.datasetVersion) await cache.sync(() => warehouse.datasetVersion!());
      const { body, outcome } = cache
        ? await cache.get(tmc, viewCacheKey(view.path, analytics, keyParams), answer)
        : { body: await answer(), outcome: 'miss' };
      return reply.type('application/json; charset=utf-8').header('X-Cache', outcome).send(body);
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
  for (const route of routes) registerView(app, ctx, warehouse, route.view, route.query, routeTabs(route));
}
