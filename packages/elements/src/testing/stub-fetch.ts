import { vi } from 'vitest';
import type { CubeQuery } from '@tripsight/core/cube';
import { SAMPLE_DATA_KEY_HEADER } from '@tripsight/core/policy';

/**
 * Stubs `fetch` with the analytics query API: every request answers `answer(query)` for the query in
 * its body. Returns the queries in the order they were asked.
 */
export function stubCubeFetch(answer: (query: CubeQuery) => unknown): CubeQuery[] {
  const queries: CubeQuery[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (_url: string, init?: RequestInit) => {
      const { query } = JSON.parse(String(init?.body)) as { query: CubeQuery };
      queries.push(query);
      return Response.json(answer(query));
    }),
  );
  return queries;
}

/** A call to the sample-data API: its URL and the sample-data key header it carried (or null). */
export interface SampleDataCall {
  url: string;
  key: string | null;
}

/**
 * Stubs `fetch` with the sample-data API answering `sample` to every request. Returns the calls, with
 * the sample-data key each one sent.
 */
export function stubSampleDataFetch(sample: unknown): SampleDataCall[] {
  const calls: SampleDataCall[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      calls.push({ url, key: (init?.headers as Record<string, string>)[SAMPLE_DATA_KEY_HEADER] ?? null });
      return Response.json({ data: sample, annotation: { currency: 'USD' }, currencyFields: [] });
    }),
  );
  return calls;
}
