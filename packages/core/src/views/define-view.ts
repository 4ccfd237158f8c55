import type { ProductType } from '../model/product-types.js';
import type { PocType, SampleSource } from '../model/sample-sources.js';
import type { ParamSpecs, ParamValues } from './param.js';

/**
 * Where a view's answer comes from in the POC and demo modes: the sample it is read from (a module of
 * the sample-data API, or the built-in savings figures), for the kinds of sample that hold it. Core's
 * `samples` read the answer (`loadViewSample`); in a mode whose kind is not listed, the view stays live.
 */
export interface ViewSampleSource {
  readonly source: SampleSource;
  readonly kinds: readonly PocType[];
}

/**
 * One analytics endpoint, defined once: its path (docs/rules/service.md#endpoints-and-answers), the product whose dimensions, filters
 * and date range it reads, its own query parameters (besides the filters, dates, currency and fee
 * mode every view takes) and, as a phantom, the type of its `data`. The server registers its route
 * from it and the elements' data hook calls it from it, so both sides agree by construction.
 */
export interface ViewContract<TData = unknown, TParams extends ParamSpecs = ParamSpecs> {
  readonly path: `/api/${string}`;
  readonly product: ProductType;
  readonly params: TParams;
  /**
   * Parameters the view accepts (docs/rules/service.md#endpoints-and-answers) that cannot change its answer, each
   * with the reason; the service names those a call sent in `annotation.ignoredParameters`.
   */
  readonly ignores: IgnoredParams<TParams>;
  /** The sample the view is read from in the POC and demo modes (none: it stays live in them). */
  readonly sample?: ViewSampleSource;
  /** Phantom: never set, only carries the type of `data`. */
  readonly dataType?: TData;
}

/**
 * Why each of a view's accepted parameters cannot change its answer: its own parameters, and the
 * dates for views that read a fixed period (all time, the year to date).
 */
export type IgnoredParams<TParams extends ParamSpecs = ParamSpecs> = Readonly<
  Partial<Record<(keyof TParams & string) | 'startDate' | 'endDate', string>>
>;

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
 * export const feedbackView = defineView<FeedbackRow[]>()({
 *   path: '/api/views/air/faresaver/feedback',
 *   product: 'air',
 *   params: SAVINGS_OVERVIEW_PARAMS,
 *   ignores: { granularity: 'the reasons are totals of the range' },
 * });
 */
export function defineView<TData>() {
  return <const TParams extends ParamSpecs = Record<never, never>>(definition: {
    path: `/api/${string}`;
    product: ProductType;
    params?: TParams;
    ignores?: IgnoredParams<TParams>;
    /** The sample source; `kinds` defaults to both (POC and demo). */
    sample?: { source: SampleSource; kinds?: readonly PocType[] };
  }): ViewContract<TData, TParams> => ({
    path: definition.path,
    product: definition.product,
    params: (definition.params ?? {}) as TParams,
    ignores: definition.ignores ?? ({} as IgnoredParams<TParams>),
    ...(definition.sample && {
      sample: { source: definition.sample.source, kinds: definition.sample.kinds ?? ['poc', 'demo'] },
    }),
  });
}
