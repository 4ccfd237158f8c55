import { ApiError } from '../api/api-error.js';
import type { Bus } from '../bus/bus.js';
import { OPS_MESSAGES, opsErrorFromResponse } from './ops-errors.js';
import type {
  AuditCorporate,
  ConversationDetail,
  ConversationEvent,
  ConversationPage,
  RateLimitInfo,
  SbrCorporate,
  SbrCorporatePage,
  SbrCorporateQuery,
} from './ops-types.js';

/** The client warns when fewer than this many calls remain in the rate-limit window (spec §9). */
export const RATE_LIMIT_WARNING_THRESHOLD = 10;
/** Declared retry policy of the service client (spec §9). */
export const OPS_RETRY_ATTEMPTS = 3;
export const OPS_RETRY_DELAY_MS = 1000;

export interface OpsClientOptions {
  /** Base URL of the service ('' = same origin); a function is read on every call. */
  baseUrl: string | (() => string);
  /** Supplies the bearer token; calls fail with 'Authentication token is required' without one. */
  getToken: () => Promise<string | null> | string | null;
  /** Called when a response says fewer than 10 calls remain. */
  onRateLimitWarning?: (info: RateLimitInfo) => void;
  /** The fetch to use (defaults to the global one). */
  fetch?: typeof fetch;
}

type Query = Record<string, string | number | boolean | null | undefined>;

interface RequestOptions {
  query?: Query;
  body?: unknown;
  signal?: AbortSignal;
}

/**
 * Client of the audit and operations service (spec §7.6): bearer token, JSON, the error catalogue of
 * spec §8 as `ApiError` messages, and a warning when the rate limit runs low.
 *
 * @example
 * const ops = OpsClient.forBus(bus);
 * const { conversations, pagination } = await ops.getConversations(buildConversationQuery(filters));
 */
export class OpsClient {
  /** Rate-limit headers of the most recent response, if it carried them. */
  lastRateLimit: RateLimitInfo | null = null;

  constructor(private readonly options: OpsClientOptions) {}

  /** A client that reads the base URL and the token from a bus. */
  static forBus(bus: Bus, onRateLimitWarning?: (info: RateLimitInfo) => void): OpsClient {
    return new OpsClient({
      baseUrl: () => bus.getState().apiBase,
      getToken: () => bus.getAccessToken(),
      onRateLimitWarning,
    });
  }

  /** GET /health (no token); fails with 'Health check failed'. */
  async health(): Promise<unknown> {
    let response: Response;
    try {
      response = await this.fetchImpl()(this.url('/health'), { headers: { Accept: 'application/json' } });
    } catch {
      throw new ApiError(0, 'HEALTH_CHECK_FAILED', OPS_MESSAGES.HEALTH);
    }
    if (!response.ok) throw new ApiError(response.status, 'HEALTH_CHECK_FAILED', OPS_MESSAGES.HEALTH);
    return response.json().catch(() => ({}));
  }

  /** GET /api/audit/conversations with the parameters of `buildConversationQuery`. */
  getConversations(query: Query = {}, signal?: AbortSignal): Promise<ConversationPage> {
    return this.request('GET', '/api/audit/conversations', { query, signal });
  }

  /** GET /api/audit/conversations/{id}: one conversation with its detail fields. */
  getConversation(id: string, signal?: AbortSignal): Promise<ConversationDetail> {
    return this.request('GET', `/api/audit/conversations/${encodeURIComponent(id)}`, { signal });
  }

  /** GET /api/audit/conversations/{id}/events (structured-booking conversations). */
  getConversationEvents(id: string, signal?: AbortSignal): Promise<{ events: ConversationEvent[] }> {
    return this.request('GET', `/api/audit/conversations/${encodeURIComponent(id)}/events`, { signal });
  }

  /** GET /api/audit/corporates. */
  getCorporates(signal?: AbortSignal): Promise<{ corporates: AuditCorporate[] }> {
    return this.request('GET', '/api/audit/corporates', { signal });
  }

  /** GET /api/audit/intents/. */
  getIntents(signal?: AbortSignal): Promise<{ intents: string[] }> {
    return this.request('GET', '/api/audit/intents/', { signal });
  }

  /** POST /api/v1/audit/conversations/{id}/retry. */
  retryConversation(id: string): Promise<unknown> {
    return this.request('POST', `/api/v1/audit/conversations/${encodeURIComponent(id)}/retry`);
  }

  /** GET /api/sbr/corporates?is_sbr=true with page, name and status. */
  getSbrCorporates(query: SbrCorporateQuery = {}, signal?: AbortSignal): Promise<SbrCorporatePage> {
    return this.request('GET', '/api/sbr/corporates', {
      query: {
        is_sbr: true,
        page: query.page && query.page > 1 ? query.page : undefined,
        name: query.name?.trim() || undefined,
        status: query.status || undefined,
      },
      signal,
    });
  }

  /** POST /api/sbr/corporate/create/ with corporate_name and is_test. */
  createCorporate(corporateName: string, isTest = true): Promise<SbrCorporate> {
    return this.request('POST', '/api/sbr/corporate/create/', {
      body: { corporate_name: corporateName, is_test: isTest },
    });
  }

  /** POST /api/sbr/corporate/{id}/go-live/. */
  goLive(id: string | number): Promise<unknown> {
    return this.request('POST', `/api/sbr/corporate/${encodeURIComponent(String(id))}/go-live/`);
  }

  /** PATCH /api/sbr/corporate/{id}/name/ with corporate_name. */
  renameCorporate(id: string | number, corporateName: string): Promise<unknown> {
    return this.request('PATCH', `/api/sbr/corporate/${encodeURIComponent(String(id))}/name/`, {
      body: { corporate_name: corporateName },
    });
  }

  /** POST /api/sbr/corporate/{id}/identifiers/ with identifier. */
  addIdentifier(id: string | number, identifier: string): Promise<unknown> {
    return this.request('POST', `/api/sbr/corporate/${encodeURIComponent(String(id))}/identifiers/`, {
      body: { identifier },
    });
  }

  /** DELETE /api/sbr/corporate/{id}/identifiers/ with identifier. */
  removeIdentifier(id: string | number, identifier: string): Promise<unknown> {
    return this.request('DELETE', `/api/sbr/corporate/${encodeURIComponent(String(id))}/identifiers/`, {
      body: { identifier },
    });
  }

  private fetchImpl(): typeof fetch {
    return this.options.fetch ?? globalThis.fetch.bind(globalThis);
  }

  private url(path: string, query: Query = {}): string {
    const base = typeof this.options.baseUrl === 'function' ? this.options.baseUrl() : this.options.baseUrl;
    const search = new URLSearchParams();
    for (const [key, value] of Object.entries(query)) {
      if (value === null || value === undefined || value === '') continue;
      search.append(key, String(value));
    }
    const text = search.toString();
    return `${base.replace(/\/$/, '')}${path}${text ? `?${text}` : ''}`;
  }

  private async request<T>(method: string, path: string, options: RequestOptions = {}): Promise<T> {
    const token = await this.options.getToken();
    if (!token) throw new ApiError(401, 'NO_TOKEN', OPS_MESSAGES.NO_TOKEN);
    const headers: Record<string, string> = { Accept: 'application/json', Authorization: `Bearer ${token}` };
    if (options.body !== undefined) headers['Content-Type'] = 'application/json';
    let response: Response;
    try {
      response = await this.fetchImpl()(this.url(path, options.query), {
        method,
        headers,
        body: options.body === undefined ? undefined : JSON.stringify(options.body),
        signal: options.signal,
      });
    } catch (cause) {
      if ((cause as Error).name === 'AbortError') throw cause;
      throw new ApiError(0, 'NETWORK', OPS_MESSAGES.NETWORK);
    }
    this.readRateLimit(response.headers);
    if (!response.ok) throw await opsErrorFromResponse(response);
    if (response.status === 204) return undefined as T;
    const text = await response.text();
    return (text ? JSON.parse(text) : undefined) as T;
  }

  private readRateLimit(headers: Headers): void {
    const remainingText = headers.get('X-RateLimit-Remaining');
    if (remainingText === null || remainingText.trim() === '') return;
    const remaining = Number(remainingText);
    if (!Number.isFinite(remaining)) return;
    const resetText = headers.get('X-RateLimit-Reset');
    const reset = resetText !== null && Number.isFinite(Number(resetText)) ? Number(resetText) : null;
    this.lastRateLimit = { remaining, reset };
    if (remaining < RATE_LIMIT_WARNING_THRESHOLD) {
      console.warn(`Rate limit warning: ${remaining} requests remaining`);
      this.options.onRateLimitWarning?.(this.lastRateLimit);
    }
  }
}
