import type { ProductType } from '../model/product-types.js';
import type { ParamSpecs, ParamValues } from './param.js';

/**
 * One analytics endpoint, defined once: its path (spec §7), the product whose dimensions, filters
 * and date range it reads, its own query parameters (besides the filters, dates, currency and fee
 * mode every view takes) and, as a phantom, the type of its `data`. The server registers its route
 * from it and the elements' data hook calls it from it, so both sides agree by construction.
 */
export interface ViewContract<TData = unknown, TParams extends ParamSpecs = ParamSpecs> {
  readonly path: `/api/${string}`;
  readonly product: ProductType;
  readonly params: TParams;
  /** Phantom: never set, only carries the type of `data`. */
  readonly dataType?: TData;
}

/** The type of a view's `data` (one object, or an array of rows). */
export type ViewData<V> = V extends ViewContract<infer D, ParamSpecs> ? D : never;

/** A view's row type: the element type when `data` is an array, else `data` itself. */
export type ViewRow<V> = ViewData<V> extends readonly (infer R)[] ? R : ViewData<V>;

/** The values of a view's own query parameters (each optional). */
export type ViewParams<V> = V extends ViewContract<unknown, infer P> ? ParamValues<P> : never;

/**
 * Defines a view. Curried so the data type is named and the parameters are inferred.
 *
 * @example
 * export const savingsByMonthView = defineView<SavingsByPeriodRow[]>()({
 *   path: '/api/views/air/faresaver/savingsByMonth',
 *   product: 'air',
 *   params: { granularity: param.oneOf(GRANULARITIES) },
 * });
 */
export function defineView<TData>() {
  return <const TParams extends ParamSpecs = Record<never, never>>(definition: {
    path: `/api/${string}`;
    product: ProductType;
    params?: TParams;
  }): ViewContract<TData, TParams> => ({
    path: definition.path,
    product: definition.product,
    params: (definition.params ?? {}) as TParams,
  });
}
