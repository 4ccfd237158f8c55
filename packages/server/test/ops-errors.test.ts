import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, opsEndpoints } from './ops-client.js';
import { startTestServer, type TestServer } from './server.js';
import {
  expiredTokenFor,
  signIn,
  tokenFor,
  tokenSignedByStranger,
  tokenWithAudience,
  tokenWithIssuer,
  tokenWithoutTmc,
} from './tokens.js';

describe('audit and SBR authentication, tenancy and rate limits', () => {
  let server: TestServer;
  let list: [string, string, unknown?][];
  beforeAll(async () => {
    server = await startTestServer({
      rateLimits: {
        operationsPerUser: 300,
        supportPerUser: 60,
        analyticsPerUser: 600,
        analyticsPerTmc: 6000,
        mailPerUser: 10,
      },
    });
    const manager = await tokenFor(server, 'manager');
    const conversation = (await call(server, 'GET', '/api/audit/conversations', manager)).body
      .conversations[0];
    const corporate = (await call(server, 'GET', '/api/sbr/corporates?is_sbr=true&status=testing', manager))
      .body.corporates[0];
    list = opsEndpoints(conversation.conversation_id, corporate.id);
  });
  afterAll(async () => server?.close());

  it('answers /health without a token', async () => {
    const res = await call(server, 'GET', '/health');
    expect(res).toMatchObject({ status: 200, body: { status: 'ok' } });
  });

  it('answers 401 with the token error code on every endpoint', async () => {
    const tokens: [string | null, string][] = [
      [null, 'MISSING_TOKEN'],
      [await expiredTokenFor(server), 'TOKEN_EXPIRED'],
      [await tokenWithAudience(server, 'someone-else'), 'INVALID_AUDIENCE'],
      [await tokenWithIssuer(server, 'https://issuer.example/oidc'), 'INVALID_ISSUER'],
      [await tokenSignedByStranger(server), 'INVALID_TOKEN'],
      ['not.a.jwt', 'INVALID_TOKEN'],
    ];
    for (const [token, code] of tokens) {
      for (const [method, path, body] of list) {
        const res = await call(server, method, path, token, body);
        expect(res.status, `${code} ${method} ${path}`).toBe(401);
        expect(res.body).toMatchObject({ error: code, message: expect.any(String) });
      }
    }
  });

  it('answers 403 MISSING_TMC on every endpoint for a token without the tmc claim', async () => {
    const token = await tokenWithoutTmc(server);
    for (const [method, path, body] of list) {
      const res = await call(server, method, path, token, body);
      expect(res.status, `${method} ${path}`).toBe(403);
      expect(res.body).toEqual({ error: 'MISSING_TMC', message: 'The access token carries no tmc claim' });
    }
    // Nothing was written by the refused calls.
    const manager = await tokenFor(server, 'manager');
    const { body } = await call(server, 'GET', '/api/sbr/corporates?name=Never', manager);
    expect(body.corporates).toEqual([]);
  });

  it('sends X-RateLimit-Remaining and X-RateLimit-Reset, and 429 past 300 a minute per user', async () => {
    // Budgets are per verified user: a second token of the same user, or the header spelt
    // differently, spends the same budget; another user has a budget of their own.
    const token = (await signIn(server, 'second')).access_token;
    const sameUser = (await signIn(server, 'second')).access_token;
    const first = await call(server, 'GET', '/api/audit/intents/', token);
    expect(first.headers.get('x-ratelimit-remaining')).toBe('299');
    const reset = Number(first.headers.get('x-ratelimit-reset'));
    expect(reset).toBeGreaterThan(0);
    expect(reset).toBeLessThanOrEqual(60);
    for (let batch = 0; batch < 299; batch += 23) {
      const size = Math.min(23, 299 - batch);
      const results = await Promise.all(
        Array.from({ length: size }, () => call(server, 'GET', '/api/audit/intents/', token)),
      );
      for (const res of results) expect(res.status).toBe(200);
    }
    const limited = await call(server, 'GET', '/api/audit/intents/', token);
    expect(limited.status).toBe(429);
    expect(limited.body).toEqual({ error: 'RATE_LIMITED', message: expect.stringContaining('retry in') });
    const retryAfter = Number(limited.headers.get('retry-after'));
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(60);
    expect(limited.headers.get('x-ratelimit-remaining')).toBe('0');
    const write = await call(server, 'POST', '/api/sbr/corporate/create/', token, {
      corporate_name: 'Limited Co',
    });
    expect(write.status).toBe(429);
    expect((await call(server, 'GET', '/api/audit/intents/', sameUser)).status).toBe(429);
    for (const authorization of [`bearer ${token}`, `Bearer   ${token}  `, `BEARER ${sameUser}`]) {
      const res = await fetch(`${server.url}/api/audit/intents/`, { headers: { authorization } });
      expect(res.status, authorization.slice(0, 12)).toBe(429);
    }
    const manager = await tokenFor(server, 'manager');
    const fresh = await call(server, 'GET', '/api/audit/intents/', manager);
    expect(fresh.status).toBe(200);
    expect(Number(fresh.headers.get('x-ratelimit-remaining'))).toBeGreaterThan(250);
    expect((await call(server, 'GET', '/api/sbr/corporates?name=Limited', manager)).body.corporates).toEqual(
      [],
    );
  });
});
