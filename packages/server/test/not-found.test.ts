import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './server.js';

describe('unknown paths with the portal served', () => {
  let server: TestServer;
  const root = mkdtempSync(join(tmpdir(), 'tripsight-portal-'));
  beforeAll(async () => {
    mkdirSync(join(root, 'portal'));
    writeFileSync(join(root, 'portal', 'index.html'), '<!doctype html><title>Tripsight</title>');
    server = await startTestServer({ portalDir: join(root, 'portal') });
  });
  afterAll(async () => {
    await server?.close();
    rmSync(root, { recursive: true, force: true });
  });

  it.each([
    '/api/nope',
    '/api/views/air/noSuchView?startDate=2026-01-01',
    '/api',
    '/api?startDate=2026-01-01',
    '/cubejs-api/v1/nope',
    '/cubejs-api',
    '/health/nope',
  ])('answers GET %s with the JSON 404 of the service, not the portal page', async (path) => {
    const res = await fetch(`${server.url}${path}`);
    expect(res.status).toBe(404);
    expect(res.headers.get('content-type')).toMatch(/^application\/json/);
    expect(await res.json()).toEqual({ error: 'NOT_FOUND', message: 'Resource not found' });
  });

  it('answers a POST to an unknown API path with the JSON 404 too', async () => {
    const res = await fetch(`${server.url}/cubejs-api/v2/load`, { method: 'POST', body: '{}' });
    expect(res.status).toBe(404);
    expect(await res.json()).toMatchObject({ error: 'NOT_FOUND' });
  });

  it('still serves the portal for its client routes, including ones that start like an API name', async () => {
    for (const path of ['/air/savings-overview', '/apis-overview', '/healthcare']) {
      const res = await fetch(`${server.url}${path}`);
      expect(res.status, path).toBe(200);
      expect(await res.text(), path).toContain('<title>Tripsight</title>');
    }
  });
});
