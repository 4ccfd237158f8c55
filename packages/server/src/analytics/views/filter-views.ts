import type { FastifyInstance } from 'fastify';
import { productTypeOfName } from '@tripsight/core/catalogue';
import { FILTER_GROUPS } from '@tripsight/core/controls';
import {
  dynamicCurrenciesView,
  dynamicFiltersView,
  type ViewData,
  type ViewRow,
} from '@tripsight/core/views';
import type { AppContext } from '../../app-context.js';
import { tmcGuard } from '../../security/tenant-guard.js';
import { querystringSchema } from '../../validation.js';
import { PRODUCTS, type ProductModel } from '../sql/products.js';
import { scopeClause } from '../sql/scope.js';
import { SqlParams } from '../sql/sql-params.js';
import { selectAs, type ViewQuery, type ViewResult } from './view-query.js';
import { PRODUCT_NAME_PARAM, registerView } from './view-route.js';
import type { Warehouse } from '../warehouse/warehouse.js';

/**
 * `/api/dynamicFilters`: the distinct filter combinations of the TMC for one product type, with
 * their branch currency; none for a product without data yet.
 */
async function dynamicFilters(
  warehouse: Warehouse,
  product: ProductModel,
  tmc: string,
): Promise<ViewResult<ViewData<typeof dynamicFiltersView>>> {
  if (!product.hasData) return { data: [], currencyFields: [] };
  const columns = Object.fromEntries(FILTER_GROUPS.map((group) => [group, product.filterColumns[group]]));
  const params = new SqlParams(warehouse.dialect);
  const data = await warehouse.all<ViewRow<typeof dynamicFiltersView>>(
    `SELECT DISTINCT ${selectAs<ViewRow<typeof dynamicFiltersView>>({
      ...(columns as Record<(typeof FILTER_GROUPS)[number], string>),
      currency: product.currencyColumn,
    })}
    FROM ${product.dimensionTable} WHERE ${scopeClause(params, { tmc, dimIds: null })} ORDER BY ALL`,
    params.values,
  );
  return { data, currencyFields: [] };
}

/** `/api/dynamicCurrencies`: the branch default currencies within the selected filters. */
const dynamicCurrencies: ViewQuery<typeof dynamicCurrenciesView> = async (warehouse, scope) => {
  const { product } = scope;
  if (!product.hasData) return { data: [], currencyFields: [] };
  const params = new SqlParams(warehouse.dialect);
  const data = await warehouse.all<ViewRow<typeof dynamicCurrenciesView>>(
    `SELECT DISTINCT ${selectAs<ViewRow<typeof dynamicCurrenciesView>>({
      tmcBranchDefaultCurrency: product.currencyColumn,
    })}
    FROM ${product.dimensionTable} WHERE ${scopeClause(params, scope)} ORDER BY 1`,
    params.values,
  );
  return { data, currencyFields: [] };
};

/**
 * The filter lists, for every product type by its model. `/api/dynamicFilters` takes only
 * `productName` (the lists do not depend on dates or filters); `/api/dynamicCurrencies` takes the
 * filters like any analytics view.
 */
export function registerFilterViews(app: FastifyInstance, ctx: AppContext, warehouse: Warehouse): void {
  const guard = tmcGuard(ctx);
  app.get<{ Querystring: { productName?: string } }>(
    dynamicFiltersView.path,
    {
      schema: { querystring: querystringSchema({ productName: PRODUCT_NAME_PARAM }) },
      onRequest: guard.onRequest,
    },
    async (request) => {
      const productName = request.query.productName ?? dynamicFiltersView.product;
      // The schema lets only product types and catalogue product names through.
      const productType = productTypeOfName(productName) ?? dynamicFiltersView.product;
      const result = await dynamicFilters(warehouse, PRODUCTS[productType], guard.caller(request).tmc);
      const annotation = productName === productType ? { productName } : { productName, productType };
      return { ...result, annotation };
    },
  );
  registerView(app, ctx, warehouse, dynamicCurrenciesView, dynamicCurrencies);
}
