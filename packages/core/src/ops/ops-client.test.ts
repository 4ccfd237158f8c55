import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../api/api-error.js';
import { Bus } from '../bus/bus.js';
import { OpsClient } from './ops-client.js';

type Call = [string, RequestInit];

function clientWith(response: () => Response | Promise<Response>, token: string | null = 'token-0123456789') {
  const calls: Call[] = [];
  const warnings: unknown[] = [];
  const client = new OpsClient({
    baseUrl: 'http://svc/',
    getToken: async () => token,
    onRateLimitWarning: (info) => warnings.push(info),
    fetch: (async (url: string, init: RequestInit) => {
      calls.push([url, init]);
      return response();
    }) as unknown as typeof fetch,
  });
  return { client, calls, warnings };
}

describe('OpsClient', () => {
  afterEach(() => vi.restoreAllMocks());

  it('refuses to call without a token', async () => {
    const { client, calls } = clientWith(() => Response.json({}), null);
    const error = await client.getIntents().catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).message).toBe('Authentication token is required');
    expect(calls).toHaveLength(0);
  });

  it('sends the bearer token and the query, leaving out empty values', async () => {
    const { client, calls } = clientWith(() =>
      Response.json({
        conversations: [],
        pagination: { current_page: 1, page_count: 0, total_count: 0, has_next: false },
      }),
    );
    await client.getConversations({
      status: 'FAILED',
      search: '',
      page: undefined,
      exclude_out_of_scope: true,
    });
    const [url, init] = calls[0]!;
    expect(url).toBe('http://svc/api/audit/conversations?status=FAILED&exclude_out_of_scope=true');
    expect((init.headers as Record<string, string>).Authorization).toBe('Bearer token-0123456789');
  });

  it('calls every path of the operations service with its method and body', async () => {
    const { client, calls } = clientWith(() => Response.json({}));
    await client.getConversation('c/1');
    await client.getConversationEvents('c1');
    await client.getCorporates();
    await client.getIntents();
    await client.retryConversation('c1');
    await client.getSbrCorporates({ page: 2, name: ' Acme ', status: 'live' });
    await client.getSbrCorporates({ page: 1 });
    await client.createCorporate('Acme', true);
    await client.goLive(7);
    await client.renameCorporate(7, 'Acme Ltd');
    await client.addIdentifier(7, 'a@acme.test');
    await client.removeIdentifier(7, 'a@acme.test');
    expect(calls.map(([url, init]) => `${init.method} ${url} ${init.body ?? ''}`.trim())).toEqual([
      'GET http://svc/api/audit/conversations/c%2F1',
      'GET http://svc/api/audit/conversations/c1/events',
      'GET http://svc/api/audit/corporates',
      'GET http://svc/api/audit/intents/',
      'POST http://svc/api/v1/audit/conversations/c1/retry',
      'GET http://svc/api/sbr/corporates?is_sbr=true&page=2&name=Acme&status=live',
      'GET http://svc/api/sbr/corporates?is_sbr=true',
      'POST http://svc/api/sbr/corporate/create/ {"corporate_name":"Acme","is_test":true}',
      'POST http://svc/api/sbr/corporate/7/go-live/',
      'PATCH http://svc/api/sbr/corporate/7/name/ {"corporate_name":"Acme Ltd"}',
      'POST http://svc/api/sbr/corporate/7/identifiers/ {"identifier":"a@acme.test"}',
      'DELETE http://svc/api/sbr/corporate/7/identifiers/ {"identifier":"a@acme.test"}',
    ]);
  });

  it('maps error responses to the catalogue', async () => {
    const { client } = clientWith(() =>
      Response.json({ error: 'TOKEN_EXPIRED', message: 'jwt expired' }, { status: 401 }),
    );
    const error = (await client.getCorporates().catch((e: unknown) => e)) as ApiError;
    expect(error).toMatchObject({ status: 401, code: 'TOKEN_EXPIRED' });
    expect(error.message).toBe('Authentication token has expired. Please refresh your session.');
  });

  it('reports a missing response as a network error', async () => {
    const { client } = clientWith(() => {
      throw new TypeError('fetch failed');
    });
    const error = (await client.getCorporates().catch((e: unknown) => e)) as ApiError;
    expect(error).toMatchObject({
      status: 0,
      message: 'Network error. Please check your connection and try again.',
    });
  });

  it('warns when fewer than 10 calls remain', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    let remaining = 10;
    const { client, warnings } = clientWith(() =>
      Response.json(
        { intents: [] },
        { headers: { 'X-RateLimit-Remaining': String(remaining), 'X-RateLimit-Reset': '30' } },
      ),
    );
    await client.getIntents();
    expect(warnings).toEqual([]);
    expect(warn).not.toHaveBeenCalled();
    remaining = 9;
    await client.getIntents();
    expect(warnings).toEqual([{ remaining: 9, reset: 30 }]);
    expect(warn).toHaveBeenCalledWith('Rate limit warning: 9 requests remaining');
    expect(client.lastRateLimit).toEqual({ remaining: 9, reset: 30 });
  });

  it('checks health without a token and fails with the catalogue text', async () => {
    const ok = clientWith(() => Response.json({ status: 'ok' }), null);
    expect(await ok.client.health()).toEqual({ status: 'ok' });
    expect(ok.calls[0]![0]).toBe('http://svc/health');
    const down = clientWith(() => new Response('', { status: 503 }), null);
    await expect(down.client.health()).rejects.toThrow('Health check failed');
    const gone = clientWith(() => {
      throw new TypeError('fetch failed');
    });
    await expect(gone.client.health()).rejects.toThrow('Health check failed');
  });

  it('reads the base URL and token from a bus on every call', async () => {
    const fetchMock = vi.fn(async () => Response.json({ intents: ['a'] }));
    vi.stubGlobal('fetch', fetchMock);
    const bus = new Bus({ apiBase: 'http://one' });
    bus.accessTokenProvider = async () => 'bus-token-123456';
    const client = OpsClient.forBus(bus);
    expect(await client.getIntents()).toEqual({ intents: ['a'] });
    bus.setState({ apiBase: 'http://two/' });
    await client.getIntents();
    expect(fetchMock.mock.calls.map((c) => (c as unknown as Call)[0])).toEqual([
      'http://one/api/audit/intents/',
      'http://two/api/audit/intents/',
    ]);
    vi.unstubAllGlobals();
  });
});
