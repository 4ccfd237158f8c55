import type { FilterGroup } from '../model/filter-groups.js';
import { PRODUCT_TYPES } from '../model/product-types.js';
import { defineView } from './define-view.js';
import { param } from './param.js';

/** A row of `/api/dynamicFilters`: one distinct combination of filter values and its currency. */
export type FilterCombinationRow = Record<FilterGroup, string | null> & { currency: string };

/**
 * `/api/dynamicFilters`: the distinct filter combinations of the caller's TMC for one product type
 * (`productName`, default air), which fill the filter bar. Takes no filters, dates or currency.
 */
export const dynamicFiltersView = defineView<FilterCombinationRow[]>()({
  path: '/api/dynamicFilters',
  product: 'air',
  params: { productName: param.oneOf(PRODUCT_TYPES) },
});

/** A row of `/api/dynamicCurrencies`. */
export interface BranchCurrencyRow {
  tmcBranchDefaultCurrency: string;
}

/** `/api/dynamicCurrencies`: the branch default currencies within the selected filters. */
export const dynamicCurrenciesView = defineView<BranchCurrencyRow[]>()({
  path: '/api/dynamicCurrencies',
  product: 'air',
  params: { productName: param.oneOf(PRODUCT_TYPES) },
});
