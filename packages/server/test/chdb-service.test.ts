import { signInAsDemoUser } from '@tripsight/testing/sign-in';
import {
  dynamicFiltersView,
  rebookingSuccessView,
  savingsOverviewView,
  trackedSpendView,
} from '@tripsight/core/views';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PORTAL_CLIENT_ID } from '../src/auth/dev-provider.js';
import { daysAgo } from './analytics-client.js';
import { ensureCliBuilt, killed, runService, type CliService } from './cli-service.js';
import { freePort } from './server.js';

/*
 * The service as an operator starts it with ANALYTICS_ENGINE=chdb: the command line, the real
 * sign-in, and the calls the portal's savings overview makes, answered from ClickHouse's engine.
 */
describe('the service on ClickHouse in-process (ANALYTICS_ENGINE=chdb)', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'tripsight-chdb-'));
  let service: CliService;
  let url: string;

  beforeAll(async () => {
    ensureCliBuilt();
    const port = await freePort();
    url = `http://127.0.0.1:${port}`;
    service = await runService(port, dataDir, '', { ANALYTICS_ENGINE: 'chdb' });
    expect(service.exitCode, service.log()).toBeNull();
  }, 180_000);
  afterAll(async () => {
    if (service) await killed(service.child);
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('signs the manager in and answers the savings overview page from chDB', async () => {
    const { access_token: token } = await signInAsDemoUser(url, 'manager', { clientId: PORTAL_CLIENT_ID });
    const get = async (path: string, params: Record<string, string>) => {
      const res = await fetch(`${url}${path}?${new URLSearchParams(params)}`, {
        headers: { authorization: `Bearer ${token}` },
      });
      return { status: res.status, body: (await res.json()) as { data: unknown } };
    };
    const range = { startDate: daysAgo(90), endDate: daysAgo(1) };
    const filters = await get(dynamicFiltersView.path, { productName: 'Faresaver' });
    expect(filters.status).toBe(200);
    expect((filters.body.data as unknown[]).length).toBeGreaterThan(0);
    const overview = await get(savingsOverviewView.path, range);
    expect(overview.status).toBe(200);
    expect(overview.body.data).toMatchObject({ trackedPnrs: expect.any(Number) });
    expect((overview.body.data as { trackedPnrs: number }).trackedPnrs).toBeGreaterThan(0);
    for (const view of [trackedSpendView, rebookingSuccessView]) {
      expect((await get(view.path, { ...range, currency: 'EUR' })).status).toBe(200);
    }
    // The tables live in chDB's data directory inside DATA_DIR.
    expect(service.log()).not.toMatch(/error/i);
  });

  it('refuses to start with an unknown engine, naming the setting', async () => {
    const port = await freePort();
    const dir = mkdtempSync(join(tmpdir(), 'tripsight-engine-'));
    const bad = await runService(port, dir, '', { ANALYTICS_ENGINE: 'oracle' });
    rmSync(dir, { recursive: true, force: true });
    expect(bad.exitCode).not.toBe(0);
    expect(bad.exitCode).not.toBeNull();
    expect(bad.log()).toContain('ANALYTICS_ENGINE must be duckdb, clickhouse or chdb, got "oracle"');
  });
});
