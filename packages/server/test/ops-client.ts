import type { TestServer } from './server.js';

/**
 * A JSON body read loosely: the operations tests assert its shape field by field, which says more
 * than a type would.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- see above
export type Json = any;

/** A response read once: status, parsed JSON body and headers. */
export interface JsonResponse<T = Json> {
  status: number;
  body: T;
  headers: Headers;
}

/** Calls the service with an optional bearer token and JSON body. */
export async function call<T = Json>(
  server: { url: string } | TestServer,
  method: string,
  path: string,
  token?: string | null,
  body?: unknown,
): Promise<JsonResponse<T>> {
  const headers: Record<string, string> = {};
  if (token) headers.authorization = `Bearer ${token}`;
  if (body !== undefined) headers['content-type'] = 'application/json';
  const response = await fetch(`${server.url}${path}`, {
    method,
    headers,
    ...(body !== undefined ? { body: JSON.stringify(body) } : {}),
  });
  const text = await response.text();
  return { status: response.status, body: text ? JSON.parse(text) : null, headers: response.headers };
}

/**
 * Every audit and SBR endpoint (docs/rules/operations.md#service-client) as [method, path, body?], the writes naming what no seed has
 * ("Never …", never@added.example) so a test can check that none of them took effect.
 */
export function opsEndpoints(conversationId: string, corporateId: number): [string, string, unknown?][] {
  return [
    ['GET', '/api/audit/conversations'],
    ['GET', `/api/audit/conversations/${conversationId}`],
    ['GET', `/api/audit/conversations/${conversationId}/events`],
    ['GET', '/api/audit/corporates'],
    ['GET', '/api/audit/intents/'],
    ['POST', `/api/v1/audit/conversations/${conversationId}/retry`],
    ['GET', '/api/sbr/corporates?is_sbr=true'],
    ['POST', '/api/sbr/corporate/create/', { corporate_name: 'Never Created', is_test: true }],
    ['POST', `/api/sbr/corporate/${corporateId}/go-live/`],
    ['PATCH', `/api/sbr/corporate/${corporateId}/name/`, { corporate_name: 'Never Renamed' }],
    ['POST', `/api/sbr/corporate/${corporateId}/identifiers/`, { identifier: 'never@added.example' }],
    ['DELETE', `/api/sbr/corporate/${corporateId}/identifiers/`, { identifier: 'never@added.example' }],
  ];
}

/** YYYY-MM-DD of `days` days before now (UTC). */
export function daysAgo(days: number): string {
  return new Date(Date.now() - days * 86_400_000).toISOString().slice(0, 10);
}

/** Every page of a conversation query, following has_next. */
export async function allConversations(
  server: { url: string },
  token: string,
  query: string,
): Promise<Json[]> {
  const items: Json[] = [];
  for (let page = 1; page < 100; page++) {
    const { status, body } = await call(
      server,
      'GET',
      `/api/audit/conversations?${query}&page=${page}`,
      token,
    );
    if (status !== 200) throw new Error(`page ${page}: ${status} ${JSON.stringify(body)}`);
    items.push(...body.conversations);
    if (!body.pagination.has_next) return items;
  }
  throw new Error('more than 100 pages');
}
