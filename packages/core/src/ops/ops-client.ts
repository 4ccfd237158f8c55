import { ApiError } from '../api/api-error.js';
import { busTarget } from '../api/analytics-client.js';
import { SERVICE_MESSAGES } from '../api/error-messages.js';
import { serviceRequest, type QueryValue, type ServiceTarget } from '../api/request.js';
import type { Bus } from '../bus/bus.js';
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

/** The client warns when fewer than this many calls remain in the rate-limit window (docs/rules/operations.md#service-client). */
const RATE_LIMIT_WARNING_THRESHOLD = 10;

/** Where the client calls (calls fail with 'Authentication token is required' without a token). */
export interface OpsClientOptions extends ServiceTarget {
  /** Called when a response says fewer than 10 calls remain. */
  onRateLimitWarning?: (info: RateLimitInfo) => void;
}

type Query = Record<string, QueryValue>;

interface RequestOptions {
  query?: Query;
  body?: unknown;
  signal?: AbortSignal;
}

/**
 * Client of the audit and operations service (docs/rules/operations.md#service-client): bearer token, JSON, the error catalogue of
 * docs/rules/operations.md#service-errors as `ApiError` messages, and a warning when the rate limit runs low.
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
    return new OpsClient({ ...busTarget(bus), onRateLimitWarning });
  }

  /** GET /health (no token); fails with 'Health check failed'. */
  async health(): Promise<unknown> {
    let response: Response;
    try {
      response = await serviceRequest({ ...this.options, getToken: () => null }, { path: '/health' });
    } catch (cause) {
      throw new ApiError(
        cause instanceof ApiError ? cause.status : 0,
        'HEALTH_CHECK_FAILED',
        SERVICE_MESSAGES.HEALTH,
      );
    }
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

  private async request<T>(
    method: 'GET' | 'POST' | 'PATCH' | 'DELETE',
    path: string,
    options: RequestOptions = {},
  ): Promise<T> {
    const response = await serviceRequest(this.options, {
      method,
      path,
      requireToken: true,
      onResponse: (r) => this.readRateLimit(r.headers),
      ...options,
    });
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
