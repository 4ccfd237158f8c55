import { afterEach, describe, expect, it, vi } from 'vitest';
import { Bus } from '../bus/bus.js';
import { ApiError } from './api-error.js';
import { fetchView } from './analytics-client.js';
import { buildQuery } from './request.js';
import { defineView } from '../views/define-view.js';
import { param } from '../views/param.js';

const testView = defineView<{ acceptedSavings: number }>()({
  path: '/api/x',
  product: 'air',
  params: { a: param.integer(0, 9) },
});

describe('buildQuery', () => {
  it('sends each filter group as a list and leaves out empty parameters', () => {
    expect(
      buildQuery({ corporate: ['Acme', 'Globex'], gds: [], startDate: '2026-01-01', currency: null }),
    ).toBe('corporate=Acme&corporate=Globex&startDate=2026-01-01');
  });
});

describe('fetchView', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('sends the bearer token and returns data, annotation and currencyFields', async () => {
    const fetchMock = vi.fn(async () =>
      Response.json({ data: { acceptedSavings: 5 }, annotation: {}, currencyFields: ['acceptedSavings'] }),
    );
    vi.stubGlobal('fetch', fetchMock);
    const bus = new Bus({ apiBase: 'http://svc/' });
    bus.accessTokenProvider = async () => 'tok';
    const result = await fetchView(bus, testView, { filters: { corporate: ['A'] }, params: { a: 1 } });
    expect(result.data.acceptedSavings).toBe(5);
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('http://svc/api/x?corporate=A&a=1');
    expect((init.headers as Record<string, string>).Authorization).toBe('Bearer tok');
  });

  it('maps a 401 TOKEN_EXPIRED to the spec message', async () => {
    vi.stubGlobal('fetch', async () =>
      Response.json({ error: 'TOKEN_EXPIRED', message: 'jwt expired' }, { status: 401 }),
    );
    const error = await fetchView(new Bus(), testView).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).message).toBe(
      'Authentication token has expired. Please refresh your session.',
    );
  });

  it('reports a network failure as status 0', async () => {
    vi.stubGlobal('fetch', async () => {
      throw new TypeError('fetch failed');
    });
    const error = (await fetchView(new Bus(), testView).catch((e: unknown) => e)) as ApiError;
    expect(error.status).toBe(0);
  });
});
