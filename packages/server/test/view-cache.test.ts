import { savingsOverviewView } from '@tripsight/core/views';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ViewCache } from '../src/analytics/warehouse/view-cache.js';
import { daysAgo } from './analytics-client.js';
import { startTestServer, type TestServer } from './server.js';
import { tokenFor } from './tokens.js';

const OVERVIEW = savingsOverviewView.path;

describe('view results cached per TMC and normalised query', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(async () => server?.close());

  const get = async (token: string, query: string) => {
    const res = await fetch(`${server.url}${OVERVIEW}?${query}`, {
      headers: { authorization: `Bearer ${token}` },
    });
    return { status: res.status, cache: res.headers.get('x-cache'), body: await res.text() };
  };

  it('answers a repeated query from the cache with the same body', async () => {
    const token = await tokenFor(server, 'manager');
    const query = `startDate=${daysAgo(90)}&endDate=${daysAgo(1)}&gds=Sabre&gds=Amadeus`;
    const first = await get(token, query);
    expect(first).toMatchObject({ status: 200, cache: 'miss' });
    const second = await get(token, query);
    expect(second).toMatchObject({ status: 200, cache: 'hit' });
    expect(second.body).toBe(first.body);
    // The same filters in another order, repeated, or with the parameters reordered: the same entry.
    const reordered = await get(
      token,
      `gds=Amadeus&endDate=${daysAgo(1)}&gds=Sabre&gds=Sabre&startDate=${daysAgo(90)}`,
    );
    expect(reordered).toMatchObject({ cache: 'hit', body: first.body });
    // Another filter, another fee mode: other entries.
    expect((await get(token, `${query}&feeMode=net`)).cache).toBe('miss');
    expect((await get(token, `${query}&gds=Galileo`)).cache).toBe('miss');
  });

  it('never serves one TMC the cached figures of another', async () => {
    const northstar = await tokenFor(server, 'manager');
    const bluewave = await tokenFor(server, 'second');
    const query = `startDate=${daysAgo(200)}&endDate=${daysAgo(2)}`;
    const ours = await get(northstar, query);
    expect((await get(northstar, query)).cache).toBe('hit');
    const theirs = await get(bluewave, query);
    expect(theirs.cache).toBe('miss');
    expect(theirs.body).not.toBe(ours.body);
    expect((await get(bluewave, query)).body).toBe(theirs.body);
  });

  it('is not fooled by parameters the view does not declare', async () => {
    const token = await tokenFor(server, 'manager');
    expect((await get(token, `startDate=${daysAgo(10)}&Corporate=Initech`)).status).toBe(400);
  });
});

describe('ViewCache', () => {
  it('forgets every result when the dataset is rebuilt, and runs concurrent misses once', async () => {
    const cache = new ViewCache(1024 * 1024, 'dataset-1');
    let runs = 0;
    const compute = async () => {
      runs += 1;
      await new Promise((done) => setTimeout(done, 20));
      return `{"run":${runs}}`;
    };
    const together = await Promise.all(
      Array.from({ length: 10 }, () => cache.get('northstar', 'k', compute)),
    );
    expect(runs).toBe(1);
    expect(new Set(together.map((answer) => answer.body)).size).toBe(1);
    expect((await cache.get('northstar', 'k', compute)).outcome).toBe('hit');
    cache.reset('dataset-2');
    expect(cache.version).toBe('dataset-2');
    const after = await cache.get('northstar', 'k', compute);
    expect(after).toEqual({ body: '{"run":2}', outcome: 'miss' });
  });

  it('keeps each TMC within its own memory bound', async () => {
    const cache = new ViewCache(10_000, 'v');
    const big = async () => 'x'.repeat(1_000);
    await cache.get('bluewave', 'theirs', big);
    for (let i = 0; i < 50; i += 1) await cache.get('northstar', `k${i}`, big);
    // northstar's flood evicted only its own entries.
    expect((await cache.get('bluewave', 'theirs', big)).outcome).toBe('hit');
    expect((await cache.get('northstar', 'k0', big)).outcome).toBe('miss');
  });
});
