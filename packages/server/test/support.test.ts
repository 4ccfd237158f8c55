import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config.js';
import { portalCsp } from '../src/security/headers.js';
import { call, type Json } from './ops-client.js';
import { OPS_STORES } from './postgres.js';
import { startTestServer, type TestServer } from './server.js';
import { tokenFor } from './tokens.js';

const message = { name: 'Alex Morgan', email: 'alex.morgan@northstar.example', message: 'The export fails' };

const report = (overrides: Record<string, unknown> = {}) => ({
  message: 'Internal server error. Please try again later.',
  source: '/api/views/air/rebookingSuccess',
  status: 500,
  code: 'INTERNAL',
  requestId: '6f1c2a7e-3b7d-4f0e-9a1b-2c3d4e5f6a7b',
  environment: 'staging',
  sessionId: '0a1b2c3d4e5f6a7b',
  page: 'RebookingSuccessInsights',
  userId: 'someone-else',
  occurredAt: new Date().toISOString(),
  ...overrides,
});

describe.each(OPS_STORES)('support chat and error reports on $name', (store) => {
  let server: TestServer;
  let manager: string;
  let second: string;
  let noexport: string;
  beforeAll(async () => {
    server = await store.start();
    manager = await tokenFor(server, 'manager');
    second = await tokenFor(server, 'second');
    noexport = await tokenFor(server, 'noexport');
  });
  afterAll(async () => server?.close());

  it('stores a chat message of any signed-in user and lists it to the TMC operators, newest first', async () => {
    const sent = await call(server, 'POST', '/api/support/messages', noexport, {
      message: message.message,
      page: 'Savingsoverview',
    });
    expect(sent.status).toBe(201);
    expect(sent.body).toMatchObject({
      id: expect.any(Number),
      name: 'Jamie Lee',
      email: 'jamie.lee@northstar.example',
      message: 'The export fails',
      page: 'Savingsoverview',
      created_at: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}Z$/),
    });
    const later = await call(server, 'POST', '/api/support/messages', manager, {
      ...message,
      message: 'Second',
    });
    expect(later.status).toBe(201);
    const list = await call(server, 'GET', '/api/support/messages', manager);
    expect(list.status).toBe(200);
    expect(list.body.messages.map((m: Json) => m.message).slice(0, 2)).toEqual([
      'Second',
      'The export fails',
    ]);
    expect(list.body.pagination).toEqual({ page: 1, total_pages: 1, total_count: 2 });
    // The user's id is the token's subject.
    expect(new Set(list.body.messages.map((m: Json) => m.user_id)).size).toBe(2);
  });

  it("sends every message under the signed-in user's name and e-mail, whatever the body says", async () => {
    const maya = await tokenFor(server, 'hotel');
    const posed = await call(server, 'POST', '/api/support/messages', maya, {
      name: 'Alex Morgan',
      email: 'ceo@northstar.example',
      message: 'Please approve my refund',
    });
    expect(posed.status).toBe(201);
    expect(posed.body).toMatchObject({ name: 'Maya Okafor', email: 'maya.okafor@northstar.example' });
    const list = await call(server, 'GET', '/api/support/messages', manager);
    const seen = list.body.messages.find((m: Json) => m.message === 'Please approve my refund');
    expect(seen).toMatchObject({ name: 'Maya Okafor', email: 'maya.okafor@northstar.example' });
    expect(JSON.stringify(list.body)).not.toContain('ceo@northstar.example');
  });

  it("keeps each TMC's messages and reports to itself", async () => {
    await call(server, 'POST', '/api/support/messages', second, { ...message, message: 'From Bluewave' });
    const theirs = await call(server, 'GET', '/api/support/messages', second);
    expect(theirs.body.messages.map((m: Json) => m.message)).toEqual(['From Bluewave']);
    const ours = await call(server, 'GET', '/api/support/messages', manager);
    expect(ours.body.messages.map((m: Json) => m.message)).not.toContain('From Bluewave');
    const reports = await call(server, 'GET', '/api/errorReports', second);
    expect(reports.body.reports.every((r: Json) => r.environment)).toBe(true);
  });

  it('lists only to operators (audit log or customer management) and only with a token', async () => {
    expect((await call(server, 'GET', '/api/support/messages', noexport)).status).toBe(403);
    expect((await call(server, 'GET', '/api/errorReports', noexport)).status).toBe(403);
    expect((await call(server, 'GET', '/api/support/messages', null)).status).toBe(401);
    expect((await call(server, 'POST', '/api/support/messages', null, message)).status).toBe(401);
    expect((await call(server, 'POST', '/api/errorReports', null, report())).status).toBe(401);
  });

  it('answers 400 naming the field for a bad chat message and stores nothing', async () => {
    const before = (await call(server, 'GET', '/api/support/messages', manager)).body.pagination.total_count;
    const cases: [Record<string, unknown>, string][] = [
      [{ ...message, email: 'not-an-address' }, 'email'],
      [{ ...message, message: '' }, 'message'],
      [{ ...message, message: '   ' }, 'message'],
      [{ ...message, message: 'x'.repeat(2001) }, 'message'],
      [{ ...message, name: '\u200b\u200b' }, 'name'],
      [{ ...message, message: 'a bell \u0007' }, 'message'],
      [{ name: message.name, email: message.email }, 'message'],
      [{ ...message, extra: 1 }, 'extra'],
    ];
    for (const [body, field] of cases) {
      const res = await call(server, 'POST', '/api/support/messages', manager, body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body.field, JSON.stringify(res.body)).toBe(field);
    }
    const after = (await call(server, 'GET', '/api/support/messages', manager)).body.pagination.total_count;
    expect(after).toBe(before);
  });

  it('stores an error report with the request id that failed and the token subject as user id', async () => {
    const failed = await call(
      server,
      'GET',
      '/api/views/air/faresaver/savingsOverview?startDate=2026-13-01',
      manager,
    );
    expect(failed.status).toBe(400);
    const requestId = failed.headers.get('x-request-id')!;
    expect(requestId).toBeTruthy();
    const sent = await call(server, 'POST', '/api/errorReports', manager, report({ requestId, status: 400 }));
    expect(sent.status).toBe(201);
    expect(sent.body).toEqual({ id: expect.any(Number), request_id: requestId });
    const found = await call(server, 'GET', `/api/errorReports?request_id=${requestId}`, manager);
    expect(found.body.reports).toHaveLength(1);
    const [stored] = found.body.reports;
    expect(stored).toMatchObject({
      request_id: requestId,
      status: 400,
      code: 'INTERNAL',
      environment: 'staging',
      source: '/api/views/air/rebookingSuccess',
      page: 'RebookingSuccessInsights',
      session_id: '0a1b2c3d4e5f6a7b',
    });
    expect(stored.user_id).not.toBe('someone-else');
    expect(Object.keys(stored)).not.toContain('email');
  });

  it('masks e-mail addresses and tokens in an error report whoever sends it', async () => {
    const requestId = 'req-masked-1';
    const message = 'failed for john.doe@corp.example token eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiIxIn0.abcdefghij';
    const sent = await call(
      server,
      'POST',
      '/api/errorReports',
      manager,
      report({ requestId, message, source: '/api/views/air/faresaver/savings?corporate=Hooli' }),
    );
    expect(sent.status).toBe(201);
    const [stored] = (await call(server, 'GET', `/api/errorReports?request_id=${requestId}`, manager)).body
      .reports;
    expect(stored.message).toBe('failed for [email] token [token]');
    expect(stored.source).toBe('/api/views/air/faresaver/savings');
  });

  it('answers 400 naming the field for a bad error report', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [report({ requestId: 'x; DROP TABLE' }), 'requestId'],
      [report({ environment: 'moon' }), 'environment'],
      [report({ occurredAt: 'yesterday' }), 'occurredAt'],
      [report({ occurredAt: '2020-01-01T00:00:00Z' }), 'occurredAt'],
      [report({ occurredAt: '2026-02-31T00:00:00Z' }), 'occurredAt'],
      [report({ status: 900 }), 'status'],
      [report({ message: '' }), 'message'],
      [report({ email: 'a@b.example' }), 'email'],
    ];
    for (const [body, field] of cases) {
      const res = await call(server, 'POST', '/api/errorReports', manager, body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body.field, JSON.stringify(res.body)).toBe(field);
    }
  });
});

describe('support routes: rate limit, stand-in script, portal settings and CSP', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({
      rateLimits: {
        operationsPerUser: 300,
        supportPerUser: 4,
        analyticsPerUser: 600,
        analyticsPerTmc: 6000,
        mailPerUser: 10,
      },
    });
  });
  afterAll(async () => server?.close());

  it('limits chat messages and error reports per user with 429 and Retry-After, apart from operations', async () => {
    const token = await tokenFor(server, 'manager');
    const statuses: number[] = [];
    for (let i = 0; i < 3; i += 1) {
      statuses.push((await call(server, 'POST', '/api/support/messages', token, message)).status);
    }
    statuses.push((await call(server, 'POST', '/api/errorReports', token, report())).status);
    const limited = await call(server, 'POST', '/api/errorReports', token, report());
    expect(statuses).toEqual([201, 201, 201, 201]);
    expect(limited.status).toBe(429);
    expect(limited.body.error).toBe('RATE_LIMITED');
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
    // The operations budget is the user's own: the support messages list still answers.
    expect((await call(server, 'GET', '/api/support/messages', token)).status).toBe(200);
  });

  it('serves the stand-in chat script and the portal settings', async () => {
    const script = await fetch(`${server.url}/support/widget.js`);
    expect(script.status).toBe(200);
    expect(script.headers.get('content-type')).toMatch(/^text\/javascript/);
    expect(await script.text()).toContain('window.TripsightSupportChat');
    const settings = await call(server, 'GET', '/api/portal/config', null);
    expect(settings.body).toEqual({
      supportWidgetUrl: '/support/widget.js',
      errorReportUrl: '/api/errorReports',
      environment: 'development',
    });
  });

  it("allows exactly the chat script's host in the portal's CSP, and none when the widget is off", () => {
    const config = loadConfig({
      SUPPORT_WIDGET_URL: 'https://chat.vendor.example/widget/v2.js?key=abc',
      ERROR_REPORT_URL: 'https://errors.vendor.example/api/reports',
      TRIPSIGHT_ENV: 'production',
    });
    const csp = portalCsp(config);
    expect(csp['script-src']).toEqual(["'self'", 'https://chat.vendor.example']);
    expect(csp['connect-src']).toEqual([
      "'self'",
      'https://chat.vendor.example',
      'https://errors.vendor.example',
    ]);
    expect(config.support.environment).toBe('production');
    const off = loadConfig({ SUPPORT_WIDGET_URL: 'off' });
    expect(off.support.widgetUrl).toBeNull();
    expect(portalCsp(off)['script-src']).toEqual(["'self'"]);
    expect(() => loadConfig({ SUPPORT_WIDGET_URL: 'javascript:alert(1)' })).toThrow(/SUPPORT_WIDGET_URL/);
    expect(() => loadConfig({ TRIPSIGHT_ENV: 'prod-eu' })).toThrow(/TRIPSIGHT_ENV/);
  });
});
