import {
  allProcessedDealsView,
  dynamicCurrenciesView,
  dynamicFiltersView,
  savingsOverviewView,
} from '@tripsight/core/views';
import { errorFromResponse, SERVICE_MESSAGES } from '@tripsight/core/api';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { daysAgo, getView } from './analytics-client.js';
import { call, opsEndpoints } from './ops-client.js';
import { createTestDatabase, TEST_DATABASE_URL } from './postgres.js';
import { startTestServer, type TestServer } from './server.js';
import { tokenFor, tokenWithTabs } from './tokens.js';

const range = { startDate: daysAgo(60), endDate: daysAgo(1) };

describe('entitlements are enforced per endpoint', () => {
  let server: TestServer;
  let corporateId: number;
  let conversationId: string;
  beforeAll(async () => {
    server = await startTestServer();
    const manager = await tokenFor(server, 'manager');
    corporateId = (await call(server, 'GET', '/api/sbr/corporates?is_sbr=true&status=testing', manager)).body
      .corporates[0].id;
    conversationId = (await call(server, 'GET', '/api/audit/conversations', manager)).body.conversations[0]
      .conversation_id;
  });
  afterAll(async () => server?.close());

  it('refuses the audit and SBR endpoints to a user without the Agentsee tabs, and writes nothing', async () => {
    const jamie = await tokenFor(server, 'noexport');
    for (const [method, path, body] of opsEndpoints(conversationId, corporateId)) {
      const res = await call(server, method, path, jamie, body);
      expect(res.status, `${method} ${path}`).toBe(403);
      expect(res.body.error).toBe('FORBIDDEN');
      expect(res.body.message).toMatch(/^Access denied/);
    }
    // The audit log's tab opens the audit endpoints only; customer management the SBR ones.
    const auditOnly = await tokenWithTabs(server, ['AgentseeAuditLog'], 'demo-audit-only');
    expect((await call(server, 'GET', '/api/audit/intents/', auditOnly)).status).toBe(200);
    expect((await call(server, 'GET', '/api/sbr/corporates', auditOnly)).status).toBe(403);
    const sbrOnly = await tokenWithTabs(server, ['SBRCustomerManagement'], 'demo-sbr-only');
    expect((await call(server, 'GET', '/api/sbr/corporates', sbrOnly)).status).toBe(200);
    expect((await call(server, 'GET', '/api/audit/conversations', sbrOnly)).status).toBe(403);

    const manager = await tokenFor(server, 'manager');
    const { body } = await call(server, 'GET', '/api/sbr/corporates?name=Never', manager);
    expect(body.corporates).toEqual([]);
    const corporate = (await call(server, 'GET', `/api/sbr/corporates?page=1&is_sbr=true`, manager)).body;
    expect(JSON.stringify(corporate)).not.toContain('never@added.example');
  });

  it('shows the catalogue\'s "Access denied" message on the client for such a 403', async () => {
    const jamie = await tokenFor(server, 'noexport');
    const res = await fetch(`${server.url}/api/audit/intents/`, {
      headers: { authorization: `Bearer ${jamie}` },
    });
    const error = await errorFromResponse(res);
    expect(error.status).toBe(403);
    expect(error.message).toBe(SERVICE_MESSAGES.FORBIDDEN);
    expect(error.message).toBe('Access denied. You do not have permission to access this resource.');
  });

  it('opens the analytics views and exports of a product only to users entitled to one of its pages', async () => {
    const agentseeOnly = await tokenWithTabs(
      server,
      ['AgentseeAuditLog', 'SBRCustomerManagement'],
      'demo-ops',
    );
    for (const view of [savingsOverviewView, allProcessedDealsView]) {
      const res = await getView(server, view.path, range, agentseeOnly);
      expect(res.status, view.path).toBe(403);
      expect(res.body.error).toBe('FORBIDDEN');
    }
    const report = await fetch(
      `${server.url}/api/reports/air/trackedPnrsReport?startDate=${range.startDate}&endDate=${range.endDate}&format=csv`,
      { headers: { authorization: `Bearer ${agentseeOnly}` } },
    );
    expect(report.status).toBe(403);
    // The filter bar shows on Spend Breakdown, which every user has: its lists stay open.
    expect(
      (await getView(server, dynamicFiltersView.path, { productName: 'air' }, agentseeOnly)).status,
    ).toBe(200);
    expect((await getView(server, dynamicCurrenciesView.path, range, agentseeOnly)).status).toBe(200);
    // One air page is enough for the air views.
    const onePage = await tokenWithTabs(server, ['CabinClassCompliance'], 'demo-one-page');
    expect((await getView(server, savingsOverviewView.path, range, onePage)).status).toBe(200);
  });
});

describe('rate limits keyed on the verified user and TMC', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({
      rateLimits: {
        operationsPerUser: 300,
        supportPerUser: 60,
        analyticsPerUser: 20,
        analyticsPerTmc: 30,
        mailPerUser: 10,
      },
    });
  });
  afterAll(async () => server?.close());

  it('gives analytics views and reports a budget per user and one per TMC', async () => {
    const manager = await tokenFor(server, 'manager');
    const view = (token: string) => getView(server, savingsOverviewView.path, range, token);
    const first = await fetch(`${server.url}${savingsOverviewView.path}`, {
      headers: { authorization: `Bearer ${manager}` },
    });
    expect(first.headers.get('x-ratelimit-limit')).toBe('20');
    expect(first.headers.get('x-ratelimit-remaining')).toBe('19');
    for (let i = 1; i < 20; i += 1) expect((await view(manager)).status).toBe(200);
    const limited = await view(manager);
    expect(limited.status).toBe(429);
    expect(limited.body.error).toBe('RATE_LIMITED');
    // Another spelling of the header, or a new token of the same user, is the same user.
    const again = await fetch(`${server.url}${savingsOverviewView.path}`, {
      headers: { authorization: `bearer   ${manager} ` },
    });
    expect(again.status).toBe(429);
    expect(Number(again.headers.get('retry-after'))).toBeGreaterThan(0);
    const report = await fetch(
      `${server.url}/api/reports/air/trackedPnrsReport?startDate=${range.startDate}&endDate=${range.endDate}&format=csv`,
      { headers: { authorization: `Bearer ${manager}` } },
    );
    expect(report.status).toBe(429);

    // A colleague at the same TMC has a budget of their own, until the TMC's (30) runs out.
    const jamie = await tokenFor(server, 'noexport');
    let served = 0;
    for (let i = 0; i < 15; i += 1) if ((await view(jamie)).status === 200) served += 1;
    expect(served).toBe(10);
    // Another TMC is not affected.
    const priya = await tokenFor(server, 'second');
    expect((await view(priya)).status).toBe(200);
  });
});

describe.runIf(TEST_DATABASE_URL)('a rate-limit store several replicas share', () => {
  it('counts one user once across two services on the same PostgreSQL', async () => {
    const database = await createTestDatabase();
    const limits = {
      operationsPerUser: 10,
      supportPerUser: 60,
      analyticsPerUser: 100,
      analyticsPerTmc: 100,
      mailPerUser: 10,
    };
    const a = await startTestServer({ databaseUrl: database.url, rateLimits: limits });
    const b = await startTestServer({ databaseUrl: database.url, rateLimits: limits });
    try {
      const tokenA = await tokenFor(a, 'manager');
      const tokenB = await tokenFor(b, 'manager');
      const statuses: number[] = [];
      for (let i = 0; i < 10; i += 1) {
        const [server, token] = i % 2 === 0 ? [a, tokenA] : [b, tokenB];
        statuses.push((await call(server, 'GET', '/api/audit/intents/', token)).status);
      }
      expect(statuses).toEqual(Array(10).fill(200));
      const overA = await call(a, 'GET', '/api/audit/intents/', tokenA);
      const overB = await call(b, 'GET', '/api/audit/intents/', tokenB);
      expect([overA.status, overB.status]).toEqual([429, 429]);
      expect(overB.headers.get('x-ratelimit-remaining')).toBe('0');
    } finally {
      await a.close();
      await b.close();
      await database.drop();
    }
  });
});
