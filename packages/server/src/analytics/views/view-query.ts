import { granularityFor } from '@tripsight/core/rules';
import type { ViewContract, ViewData, ViewParams } from '@tripsight/core/views';
import type { AnalyticsQuery } from './query-params.js';
import type { QueryScope } from '../sql/scope.js';
import type { Warehouse } from '../warehouse/warehouse.js';

/** The fields of a row type that hold numbers: the only ones that can be money. */
type NumberFields<Row> = {
  [K in keyof Row]-?: NonNullable<Row[K]> extends number ? K : never;
}[keyof Row] &
  string;

/** What a view's query answers: its `data` (typed by the contract), money fields and annotation. */
export interface ViewResult<TData> {
  data: TData;
  /** Names of the money fields of the rows (converted to the resolved currency). */
  currencyFields: readonly NumberFields<TData extends readonly (infer R)[] ? R : TData>[];
  /** Extra facts for the `annotation` of the response (granularity, limit, …). */
  annotation?: Record<string, unknown>;
}

/**
 * The query function of a view: reads the warehouse for one scope (product, TMC, filter
 * combinations, currency), the common parameters and the view's own parameters (each optional: the
 * function applies its defaults). No HTTP here: routes and reports both call it.
 */
export type ViewQuery<V extends ViewContract> = (
  warehouse: Warehouse,
  scope: QueryScope,
  query: AnalyticsQuery,
  params: ViewParams<V>,
) => Promise<ViewResult<ViewData<V>>>;

/** A period length of the views: day, week or month. */
type Granularity = ReturnType<typeof granularityFor>;

/** The granularity a view was asked for, else the one the length of the range calls for (docs/rules/shell.md#granularity). */
function granularityOf(query: AnalyticsQuery, params: { granularity?: Granularity }): Granularity {
  return params.granularity ?? granularityFor(query);
}

/**
 * A view whose rows are per day, week or month: `run` gets the granularity asked for, or the one the
 * range's length calls for (docs/rules/shell.md#granularity), and the answer's annotation names it first.
 */
export function periodQuery<V extends ViewContract>(
  run: (granularity: Granularity, ...args: Parameters<ViewQuery<V>>) => Promise<ViewResult<ViewData<V>>>,
): ViewQuery<V> {
  return async (warehouse, scope, query, params) => {
    const granularity = granularityOf(query, params as { granularity?: Granularity });
    const result = await run(granularity, warehouse, scope, query, params);
    return { ...result, annotation: { granularity, ...result.annotation } };
  };
}

/**
 * The SELECT list of a view's rows: one SQL expression per field of the contract's row type, so a
 * field renamed or added in core breaks the typecheck here instead of the page. Optional fields may
 * be left out.
 *
 * @example selectAs<TrackedSpendData>({ trackedSpend: 'sum(spend)', trackedPnrs: 'sum(pnrs)', validPnrs: '…' })
 * // 'sum(spend) AS "trackedSpend", sum(pnrs) AS "trackedPnrs", … AS "validPnrs"'
 */
export function selectAs<Row>(columns: { [K in keyof Row]: string }): string {
  return Object.entries(columns as Record<string, string | undefined>)
    .filter((entry): entry is [string, string] => entry[1] !== undefined)
    .map(([field, expression]) => `${expression} AS "${field}"`)
    .join(',\n  ');
}

/** The one row of a single-row statement (aggregates always return one). */
export const firstRow = <T>(rows: readonly T[]): T => rows[0] as T;
