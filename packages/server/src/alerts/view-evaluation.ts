import { Ajv, type ValidateFunction } from 'ajv';
import { fieldValue, type AlertPeriod } from '@tripsight/core/ops';
import { ANALYTICS_PARAMS, type ViewContract } from '@tripsight/core/views';
import { badRequest } from '../errors.js';
import { VIEW_ROUTES } from '../analytics/module.js';
import { parseAnalyticsQuery, type RawAnalyticsQuery } from '../analytics/views/query-params.js';
import type { ViewResult } from '../analytics/views/view-query.js';
import type { ViewRoute } from '../analytics/views/view-route.js';
import { PRODUCTS } from '../analytics/sql/products.js';
import { resolveScope } from '../analytics/sql/scope.js';
import type { Warehouse } from '../analytics/warehouse/warehouse.js';
import { querystringSchema } from '../validation.js';

const VIEW_PREFIX = '/api/views/';
const ROUTES = new Map(VIEW_ROUTES.map((route) => [route.view.path.slice(VIEW_PREFIX.length), route]));

// The same coercion as the routes' query strings: a single value where a list is expected is a list.
const ajv = new Ajv({ coerceTypes: 'array', allErrors: false, strict: false });
const validators = new Map<string, ValidateFunction>();

/** The view a rule names (`air/faresaver/savingsOverview`); a 400 naming `view` when there is none. */
export function viewOf(path: string): ViewRoute {
  const route = ROUTES.get(path);
  if (!route) throw badRequest('view', `Choose one of the views offered; "${path}" is not one.`);
  return route;
}

/**
 * A rule's filters checked and coerced like a view's query string (filter groups, currency, fee mode
 * and the view's own parameters; the dates come from the period): a 400 naming `filters.<name>`.
 */
export function checkFilters(view: ViewContract, filters: Record<string, unknown>): Record<string, unknown> {
  let validate = validators.get(view.path);
  if (!validate) {
    const { startDate: _start, endDate: _end, ...params } = { ...ANALYTICS_PARAMS, ...view.params };
    validate = ajv.compile({ ...querystringSchema(params), additionalProperties: false });
    validators.set(view.path, validate);
  }
  const copy = structuredClone(filters);
  if (!validate(copy)) {
    const error = validate.errors?.[0];
    const name =
      error?.keyword === 'additionalProperties'
        ? String((error.params as { additionalProperty?: string }).additionalProperty)
        : (error?.instancePath.split('/')[1] ?? '');
    const problem =
      error?.keyword === 'additionalProperties'
        ? `This view takes no filter called ${name}.`
        : `The filter ${name} ${error?.message ?? 'is not valid'}.`;
    throw badRequest(`filters.${name}`, problem);
  }
  return copy;
}

/**
 * The number at `field` of the view's answer for `tmc`, the rule's filters and the period's dates,
 * computed in-process by the view's own query function (the figures the tab shows). Undefined when
 * the answer has no such number.
 */
export async function evaluateView(
  warehouse: Warehouse,
  tmc: string,
  route: ViewRoute,
  filters: Record<string, unknown>,
  field: string,
  period: AlertPeriod,
): Promise<number | null | undefined> {
  return fieldValue((await viewAnswer(warehouse, tmc, route, filters, period)).data, field);
}

/** A view's answer as the route sends it, with the code of the currency its money is in. */
export interface ViewAnswer extends ViewResult<unknown> {
  currency: string;
}

/**
 * The view's whole answer (data, annotation and currency) for `tmc`, the filters and the
 * period's dates, computed in-process by the view's own query function and kept a minute.
 */
export function viewAnswer(
  warehouse: Warehouse,
  tmc: string,
  route: ViewRoute,
  filters: Record<string, unknown>,
  period: AlertPeriod,
): Promise<ViewAnswer> {
  const raw: Record<string, unknown> = {
    ...checkFilters(route.view, filters),
    startDate: period.start,
    endDate: period.end,
  };
  const analytics = parseAnalyticsQuery(raw as RawAnalyticsQuery);
  const params: Record<string, unknown> = {};
  for (const name of Object.keys(route.view.params)) if (raw[name] !== undefined) params[name] = raw[name];
  const key = JSON.stringify([tmc, route.view.path, raw]);
  const now = Date.now();
  let answer = answers.get(key);
  if (!answer || answer.until < now) {
    const result = (async () => {
      const scope = await resolveScope(warehouse, PRODUCTS[route.view.product], tmc, analytics);
      const result = await route.query(warehouse, scope, analytics, params as never);
      return { ...result, currency: scope.currency.code };
    })();
    answer = { result, until: now + ANSWER_TTL_MS };
    answers.set(key, answer);
    result.catch(() => answers.delete(key));
    if (answers.size > MAX_ANSWERS) answers.delete(answers.keys().next().value as string);
  }
  return answer.result;
}

/**
 * Recent answers of the views by TMC, view, filters and dates: the rules of a TMC on one view and
 * period (and the chart's earlier periods) share one query. Kept a minute, at most 2,000 of them.
 */
const answers = new Map<string, { result: Promise<ViewAnswer>; until: number }>();
const ANSWER_TTL_MS = 60_000;
const MAX_ANSWERS = 2_000;
