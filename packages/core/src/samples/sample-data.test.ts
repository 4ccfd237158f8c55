import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../api/api-error.js';
import { Bus } from '../bus/bus.js';
import {
  configureSampleData,
  fetchSampleData,
  SAMPLE_DATA_KEY_HEADER,
  sampleDataSettings,
} from './sample-data.js';

describe('sample-data client', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('GETs the module with chosenModule, pocType, source_url and the API key header', async () => {
    const fetchMock = vi.fn(async () =>
      Response.json({ data: { ytdTrend: [] }, annotation: {}, currencyFields: [] }),
    );
    vi.stubGlobal('fetch', fetchMock);
    const bus = new Bus({ apiBase: 'http://svc' });
    configureSampleData(bus, { key: 'k-1', sourceUrl: 'https://files.example/acme.csv' });
    const answer = await fetchSampleData(bus, { chosenModule: 'compliance', pocType: 'poc' });
    expect(answer.data).toEqual({ ytdTrend: [] });
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe(
      'http://svc/api/sampleData?chosenModule=compliance&pocType=poc&source_url=https%3A%2F%2Ffiles.example%2Facme.csv',
    );
    expect((init.headers as Record<string, string>)[SAMPLE_DATA_KEY_HEADER]).toBe('k-1');
  });

  it("lets a call's own key and source win over the dashboard's", async () => {
    const fetchMock = vi.fn(async () => Response.json({ data: {}, annotation: {}, currencyFields: [] }));
    vi.stubGlobal('fetch', fetchMock);
    const bus = new Bus();
    expect(sampleDataSettings(bus)).toEqual({ key: null, sourceUrl: null });
    configureSampleData(bus, { key: 'dashboard' });
    await fetchSampleData(bus, {
      chosenModule: 'advancedPurchase',
      pocType: 'demo',
      key: 'own',
      sourceUrl: 'sample://x',
    });
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe(
      '/api/sampleData?chosenModule=advancedPurchase&pocType=demo&source_url=sample%3A%2F%2Fx',
    );
    expect((init.headers as Record<string, string>)[SAMPLE_DATA_KEY_HEADER]).toBe('own');
  });

  it('fails with a 401 ApiError without a valid key', async () => {
    vi.stubGlobal('fetch', async () =>
      Response.json(
        { error: 'INVALID_API_KEY', message: 'A valid X-API-Key header is required' },
        { status: 401 },
      ),
    );
    const error = await fetchSampleData(new Bus(), { chosenModule: 'compliance', pocType: 'demo' }).catch(
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).status).toBe(401);
    expect((error as ApiError).code).toBe('INVALID_API_KEY');
  });
});
