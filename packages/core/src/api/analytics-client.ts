import type { Bus } from '../bus/bus.js';
import type { DateRange, FeeMode, FilterSelection } from '../bus/types.js';
import type { ViewContract, ViewData, ViewParams } from '../views/define-view.js';
import { requestJson, type QueryValue, type ServiceTarget } from './request.js';

/** Every analytics answer: rows (or one object), notes about the query, and which fields are money. */
export interface AnalyticsResponse<T> {
  data: T;
  annotation: Record<string, unknown>;
  currencyFields: string[];
}

/** The service a bus talks to: its API base and its token. */
export function busTarget(bus: Bus): ServiceTarget {
  return { baseUrl: () => bus.getState().apiBase, getToken: () => bus.getAccessToken() };
}

/** What one view call is for: the dashboard's filters, dates, currency and fee mode, and the view's own parameters. */
export interface ViewCall<V extends ViewContract> {
  filters?: Partial<FilterSelection>;
  dates?: DateRange;
  currency?: string | null;
  feeMode?: FeeMode;
  params?: ViewParams<V>;
  signal?: AbortSignal;
}

/**
 * GETs an analytics view with the bus's token, typed by its contract.
 *
 * @example
 * const { data } = await fetchView(bus, savingsOverviewView, { filters, dates, currency: 'EUR' });
 * data.acceptedSavings; // number
 */
export function fetchView<V extends ViewContract>(
  bus: Bus,
  view: V,
  call: ViewCall<V> = {},
): Promise<AnalyticsResponse<ViewData<V>>> {
  const query: Record<string, QueryValue> = {
    ...call.filters,
    ...call.dates,
    currency: call.currency,
    feeMode: call.feeMode,
    ...(call.params as Record<string, QueryValue> | undefined),
  };
  return requestJson(busTarget(bus), { path: view.path, query, signal: call.signal });
}
