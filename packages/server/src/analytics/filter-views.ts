import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../app-context.js';
import { AIR_FILTER_COLUMNS, buildAirFilterClause, FILTER_GROUPS } from './filters.js';
import { analyticsQuerySchema, parseAnalyticsQuery, type RawAnalyticsQuery } from './query-params.js';
import { SqlParams } from './sql-params.js';
import { tmcGuard } from './view-route.js';
import type { Warehouse } from './warehouse.js';

/** Product types a tab can ask filter entries for (spec §3 "Tab definition" productType). */
export const FILTER_PRODUCTS = ['air', 'hotel', 'hotelInsights', 'hpaPremium'] as const;

/** Product types that have rows in the analytics dataset; the others have no entries yet. */
const PRODUCTS_WITH_DATA = new Set<string>(['air']);

/**
 * `/api/dynamicFilters` (the distinct filter combinations of the caller's TMC, which fill the filter
 * bar) and `/api/dynamicCurrencies` (the branch default currencies within the selected filters).
 */
export function registerFilterViews(app: FastifyInstance, ctx: AppContext, warehouse: Warehouse): void {
  const guard = tmcGuard(ctx);
  app.get<{ Querystring: { productName?: string } }>(
    '/api/dynamicFilters',
    {
      schema: {
        querystring: {
          type: 'object',
          properties: { productName: { type: 'string', enum: [...FILTER_PRODUCTS] } },
        },
      },
      onRequest: guard.onRequest,
    },
    async (request) => {
      const { tmc } = guard.caller(request);
      const productName = request.query.productName ?? 'air';
      if (!PRODUCTS_WITH_DATA.has(productName))
        return { data: [], annotation: { productName }, currencyFields: [] };
      const columns = FILTER_GROUPS.map((group) => `${AIR_FILTER_COLUMNS[group]} AS ${group}`).join(', ');
      const data = await warehouse.all(
        `SELECT DISTINCT ${columns}, tmc_branch_default_currency AS currency
        FROM air_dimensions WHERE tmc_id = $1 ORDER BY ALL`,
        [tmc],
      );
      return { data, annotation: { productName }, currencyFields: [] };
    },
  );

  app.get<{ Querystring: RawAnalyticsQuery }>(
    '/api/dynamicCurrencies',
    {
      schema: { querystring: analyticsQuerySchema },
      onRequest: guard.onRequest,
    },
    async (request) => {
      const { tmc } = guard.caller(request);
      const { filters } = parseAnalyticsQuery(request.query);
      const params = new SqlParams();
      const where = buildAirFilterClause(params, tmc, filters);
      const data = await warehouse.all(
        `SELECT DISTINCT tmc_branch_default_currency AS tmcBranchDefaultCurrency
        FROM air_dimensions WHERE ${where} ORDER BY 1`,
        params.values,
      );
      return { data, annotation: {}, currencyFields: [] };
    },
  );
}
