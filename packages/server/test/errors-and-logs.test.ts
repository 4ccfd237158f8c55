import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startLogged } from './logged-server.js';
import { tolerateServerErrors } from './server-errors.js';
import { freePort, type TestServer } from './server.js';
import { tokenFor } from './tokens.js';

const ONE_SHAPE = (body: Record<string, unknown>) =>
  Object.keys(body).every((key) => ['error', 'message', 'field'].includes(key)) &&
  typeof body.error === 'string' &&
  typeof body.message === 'string';

describe('server errors are logged with a request id; every error body has one shape', () => {
  let service: Awaited<ReturnType<typeof startLogged>>;
  const sdkDir = mkdtempSync(join(tmpdir(), 'tripsight-sdk-'));
  beforeAll(async () => {
    mkdirSync(join(sdkDir, 'shoelace'), { recursive: true });
    writeFileSync(join(sdkDir, 'tripsight.js'), 'export {};\n');
    service = await startLogged({ sdkDir }, (app) => {
      app.get('/api/test/failure', async () => {
        throw new Error('the warehouse fell over at /internal/route/42');
      });
    });
  });
  afterAll(async () => {
    await service?.close();
    rmSync(sdkDir, { recursive: true, force: true });
  });

  it('logs a 500 with its request id although LOG_REQUESTS is false, and says nothing internal', async () => {
    tolerateServerErrors();
    const res = await fetch(`${service.url}/api/test/failure`);
    expect(res.status).toBe(500);
    const id = res.headers.get('x-request-id');
    expect(id).toMatch(/^[0-9a-f-]{36}$/);
    const body = (await res.json()) as Record<string, unknown>;
    expect(body).toEqual({ error: 'INTERNAL', message: `Internal server error (request id ${id})` });
    expect(JSON.stringify(body)).not.toContain('internal/route');
    const logged = service.lines.find((line) => line.reqId === id && line.level === 50);
    expect(logged).toMatchObject({ statusCode: 500, method: 'GET', url: '/api/test/failure' });
    expect(JSON.stringify(logged)).toContain('the warehouse fell over');
    // Ordinary requests are not logged when LOG_REQUESTS is false.
    await fetch(`${service.url}/health`);
    expect(service.lines.every((line) => line.level === 50)).toBe(true);
  });

  it("answers Fastify's and the static files' own errors in the one shape", async () => {
    const authorization = `Bearer ${await tokenFor(service as unknown as TestServer, 'manager')}`;
    const cases: [string, RequestInit, number, string][] = [
      ['/sdk/..%2f..%2fpackage.json', {}, 403, 'FORBIDDEN'],
      ['/%', {}, 400, 'BAD_REQUEST'],
      ['/api/reports/air/noSuchReport?startDate=2025-01-01', {}, 404, 'NOT_FOUND'],
      ['/api/nowhere', {}, 404, 'NOT_FOUND'],
      [
        '/api/sbr/corporate/create/',
        { method: 'POST', headers: { 'content-type': 'application/xml', authorization }, body: '<x/>' },
        415,
        'UNSUPPORTED_MEDIA_TYPE',
      ],
      [
        '/api/sbr/corporate/create/',
        {
          method: 'POST',
          headers: { 'content-type': 'application/json', authorization },
          body: JSON.stringify({ corporate_name: 'x'.repeat(2_000_000) }),
        },
        413,
        'PAYLOAD_TOO_LARGE',
      ],
    ];
    for (const [path, init, status, code] of cases) {
      const res = await fetch(`${service.url}${path}`, init);
      const body = (await res.json()) as Record<string, unknown>;
      expect(res.status, path).toBe(status);
      expect(body.error, path).toBe(code);
      expect(ONE_SHAPE(body), `${path}: ${JSON.stringify(body)}`).toBe(true);
      // No error echoes the requested route back.
      expect(String(body.message), path).not.toContain(path.split('?')[0]!.slice(0, 12));
    }
  });

  it('answers the rate limit and validation errors in the one shape', async () => {
    const token = await tokenFor(service as unknown as TestServer, 'manager');
    const res = await fetch(`${service.url}/api/audit/conversations?page=0`, {
      headers: { authorization: `Bearer ${token}` },
    });
    const body = (await res.json()) as Record<string, unknown>;
    expect(res.status).toBe(400);
    expect(ONE_SHAPE(body)).toBe(true);
    expect(body.field).toBe('page');
  });

  it('logs a 503 (the identity provider cannot be reached) with its request id', async () => {
    tolerateServerErrors();
    const closedPort = await freePort();
    const other = await startLogged({ oidcIssuer: `http://127.0.0.1:${closedPort}/issuer` });
    try {
      const res = await fetch(`${other.url}/api/me`, { headers: { authorization: 'Bearer a.b.c' } });
      expect(res.status).toBe(503);
      const id = res.headers.get('x-request-id');
      expect(await res.json()).toEqual({
        error: 'ISSUER_UNAVAILABLE',
        message: `Cannot load the signing keys of http://127.0.0.1:${closedPort}/issuer`,
      });
      expect(
        other.lines.some((line) => line.reqId === id && line.level === 50 && line.statusCode === 503),
      ).toBe(true);
    } finally {
      await other.close();
    }
  });
});
