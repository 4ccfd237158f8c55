import type { Bus } from '../bus/bus.js';
import type { FilterSelection } from '../bus/types.js';
import { ApiError } from './api-error.js';

/** Every analytics answer: rows (or one object), notes about the query, and which fields are money. */
export interface AnalyticsResponse<T> {
  data: T;
  annotation: Record<string, unknown>;
  currencyFields: string[];
}

export type QueryValue = string | number | boolean | readonly string[] | null | undefined;

/**
 * Builds the query string of a data call: each filter group as a repeated parameter
 * (`corporate=A&corporate=B`), then the optional parameters; empty values are left out.
 */
export function buildQuery(
  filters: Partial<FilterSelection>,
  params: Record<string, QueryValue> = {},
): string {
  const search = new URLSearchParams();
  for (const [group, values] of Object.entries(filters)) {
    for (const value of values ?? []) search.append(group, value);
  }
  for (const [key, value] of Object.entries(params)) {
    if (value === null || value === undefined || value === '') continue;
    if (Array.isArray(value)) for (const v of value) search.append(key, String(v));
    else search.append(key, String(value));
  }
  return search.toString();
}

/** Messages for 401 codes of the data service (the same catalogue as the operations client). */
const AUTH_MESSAGES: Record<string, string> = {
  TOKEN_EXPIRED: 'Authentication token has expired. Please refresh your session.',
  INVALID_TOKEN: 'Invalid authentication token. Please log in again.',
  INVALID_AUDIENCE: 'Authentication configuration error. Please contact support.',
  INVALID_ISSUER: 'Authentication configuration error. Please contact support.',
};

/** Turns a non-OK response into an ApiError with the service's code and a readable message. */
export async function errorFromResponse(response: Response): Promise<ApiError> {
  let body: { error?: string; message?: string; field?: string } = {};
  try {
    body = (await response.json()) as typeof body;
  } catch {
    // not JSON: keep the status text
  }
  const code = body.error ?? `HTTP_${response.status}`;
  const message =
    (response.status === 401 ? AUTH_MESSAGES[code] : undefined) ??
    body.message ??
    (response.statusText || `Request failed with status ${response.status}`);
  return new ApiError(response.status, code, message, body.field);
}

/**
 * GETs an analytics view with the bus's token and the given filters and parameters.
 *
 * @example
 * const { data } = await fetchAnalytics<SavingsOverview>(bus, '/api/views/air/faresaver/savingsOverview',
 *   bus.getState().filters, { startDate: '2026-01-01', endDate: '2026-01-31', currency: 'EUR' });
 */
export async function fetchAnalytics<T>(
  bus: Bus,
  path: string,
  filters: Partial<FilterSelection>,
  params: Record<string, QueryValue> = {},
  init: { signal?: AbortSignal } = {},
): Promise<AnalyticsResponse<T>> {
  const token = await bus.getAccessToken();
  const query = buildQuery(filters, params);
  const url = `${bus.getState().apiBase.replace(/\/$/, '')}${path}${query ? `?${query}` : ''}`;
  let response: Response;
  try {
    response = await fetch(url, {
      headers: { Accept: 'application/json', ...(token ? { Authorization: `Bearer ${token}` } : {}) },
      signal: init.signal,
    });
  } catch (cause) {
    if ((cause as Error).name === 'AbortError') throw cause;
    throw new ApiError(0, 'NETWORK', 'Network error. Please check your connection and try again.');
  }
  if (!response.ok) throw await errorFromResponse(response);
  return (await response.json()) as AnalyticsResponse<T>;
}
