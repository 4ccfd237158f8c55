import { ApiError } from './api-error.js';
import { errorFromResponse, SERVICE_MESSAGES } from './error-messages.js';
import { hasServiceErrorBody, isPageResponse, wrongServiceError } from './wrong-service.js';

/** A value of a query parameter; lists repeat the parameter, empty values are left out. */
export type QueryValue = string | number | boolean | readonly string[] | null | undefined;

/** Where calls go and who makes them. */
export interface ServiceTarget {
  /** Base URL of the service ('' = same origin); a function is read on every call. */
  baseUrl: string | (() => string);
  /** Supplies the bearer token (null when signed out). */
  getToken: () => Promise<string | null> | string | null;
  /** The fetch to use (defaults to the global one). */
  fetch?: typeof fetch;
}

/** One call to a Tripsight service. */
export interface ServiceRequest {
  method?: 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE';
  path: string;
  query?: Record<string, QueryValue>;
  /** Sent as JSON. */
  body?: unknown;
  signal?: AbortSignal;
  /** Fail with 'Authentication token is required' instead of calling without a token. */
  requireToken?: boolean;
  accept?: string;
  /** Sees every response, OK or not, before it is judged (e.g. to read rate-limit headers). */
  onResponse?: (response: Response) => void;
}

/**
 * Builds a query string: each list as a repeated parameter (`corporate=A&corporate=B`), empty
 * values left out.
 *
 * @example buildQuery({ corporate: ['Acme', 'Globex'], currency: null }) // 'corporate=Acme&corporate=Globex'
 */
export function buildQuery(params: Record<string, QueryValue>): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    if (value === null || value === undefined || value === '') continue;
    if (Array.isArray(value)) for (const v of value as readonly string[]) search.append(key, String(v));
    else search.append(key, String(value));
  }
  return search.toString();
}

/** The base URL a call goes to now. */
function baseUrlOf(target: ServiceTarget): string {
  return typeof target.baseUrl === 'function' ? target.baseUrl() : target.baseUrl;
}

/** The absolute URL of a call. */
function requestUrl(target: ServiceTarget, path: string, query: Record<string, QueryValue> = {}): string {
  const base = baseUrlOf(target);
  const search = buildQuery(query);
  return `${base.replace(/\/$/, '')}${path}${search ? `?${search}` : ''}`;
}

/**
 * The one request function of the SDK: attaches the bearer token, builds the query, sends a JSON
 * body, and turns every failure into an `ApiError` carrying the catalogue message (a lost
 * connection is status 0). An answer that is not the service's (a web page where JSON was asked
 * for, or a 404 without the service's error body) fails with `WRONG_SERVICE`, whose message names
 * the base URL to check. Resolves with the OK response; an abort rejects with the AbortError.
 *
 * @example
 * const response = await serviceRequest(target, { path: '/api/audit/intents/' });
 */
export async function serviceRequest(target: ServiceTarget, request: ServiceRequest): Promise<Response> {
  const token = await target.getToken();
  if (!token && request.requireToken) throw new ApiError(401, 'NO_TOKEN', SERVICE_MESSAGES.NO_TOKEN);
  const headers: Record<string, string> = { Accept: request.accept ?? 'application/json' };
  if (token) headers.Authorization = `Bearer ${token}`;
  if (request.body !== undefined) headers['Content-Type'] = 'application/json';
  const fetchImpl = target.fetch ?? globalThis.fetch.bind(globalThis);
  let response: Response;
  try {
    response = await fetchImpl(requestUrl(target, request.path, request.query), {
      method: request.method ?? 'GET',
      headers,
      body: request.body === undefined ? undefined : JSON.stringify(request.body),
      signal: request.signal,
    });
  } catch (cause) {
    if ((cause as Error).name === 'AbortError') throw cause;
    throw new ApiError(0, 'NETWORK', SERVICE_MESSAGES.NETWORK);
  }
  request.onResponse?.(response);
  const asksJson = /\bjson\b/i.test(headers.Accept ?? '');
  if (response.ok && asksJson && isPageResponse(response)) {
    throw wrongServiceError(response.status, baseUrlOf(target));
  }
  if (response.status === 404 && !(await hasServiceErrorBody(response))) {
    throw wrongServiceError(404, baseUrlOf(target));
  }
  if (!response.ok) throw await errorFromResponse(response);
  return response;
}

/** `serviceRequest` and the JSON body of its answer (undefined for an empty body). */
export async function requestJson<T>(target: ServiceTarget, request: ServiceRequest): Promise<T> {
  const response = await serviceRequest(target, request);
  if (response.status === 204) return undefined as T;
  const text = await response.text();
  if (!text) return undefined as T;
  try {
    return JSON.parse(text) as T;
  } catch {
    throw wrongServiceError(response.status, baseUrlOf(target));
  }
}
