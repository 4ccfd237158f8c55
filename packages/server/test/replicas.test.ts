import { savingsOverviewView } from '@tripsight/core/views';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { daysAgo } from './analytics-client.js';
import { createTestDatabase, TEST_DATABASE_URL, type TestDatabase } from './postgres.js';
import { startTestServer, type TestServer } from './server.js';
import { tokenFor } from './tokens.js';

/*
 * Two replicas of the service on one ClickHouse (chDB's data directory, shared) and, when the test
 * script started one, one PostgreSQL: they answer alike, and a dataset rebuilt by one is what the
 * other answers next, its cached views dropped.
 */
describe('replicas on one ClickHouse', () => {
  const shared = mkdtempSync(join(tmpdir(), 'tripsight-shared-chdb-'));
  const servers: TestServer[] = [];
  let database: TestDatabase | null = null;
  afterAll(async () => {
    for (const server of servers.reverse()) await server.close();
    await database?.drop();
    rmSync(shared, { recursive: true, force: true });
  });

  const call = async (server: TestServer) => {
    const params = new URLSearchParams({ startDate: daysAgo(200), endDate: daysAgo(1) });
    const res = await fetch(`${server.url}${savingsOverviewView.path}?${params}`, {
      headers: { authorization: `Bearer ${await tokenFor(server, 'manager')}` },
    });
    expect(res.status).toBe(200);
    return { cache: res.headers.get('x-cache'), data: ((await res.json()) as { data: unknown }).data };
  };

  it('answers alike, and a rebuild on one replica drops the other one’s cached views', async () => {
    database = TEST_DATABASE_URL ? await createTestDatabase() : null;
    const store = database ? { databaseUrl: database.url } : {};
    const first = await startTestServer({ analytics: { engine: 'chdb', path: shared }, ...store });
    servers.push(first);
    const before = await call(first);
    expect((await call(first)).cache).toBe('hit');

    // The second replica starts on another generated dataset (another seed) and loads it into the
    // shared ClickHouse: a rebuild.
    const second = await startTestServer({
      analytics: { engine: 'chdb', path: shared },
      datasetSeed: 7,
      ...store,
    });
    servers.push(second);
    const rebuilt = await call(second);
    expect(rebuilt.data).not.toEqual(before.data);

    // The first replica checks the dataset version at most once a second.
    await new Promise((resolve) => setTimeout(resolve, 1_100));
    const after = await call(first);
    expect(after.cache).toBe('miss');
    expect(after.data).toEqual(rebuilt.data);
    expect((await call(first)).data).toEqual((await call(second)).data);
  });
});
