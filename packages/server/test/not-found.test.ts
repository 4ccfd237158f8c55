import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { request } from 'node:http';
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

  it('sends a page asked for at another loopback name to the public address; data answers at any name', async () => {
    const { port } = new URL(server.url);
    // fetch sends its own Host header: a plain request says which name was asked for.
    const at = (host: string, path: string) =>
      new Promise<{ status: number; location?: string }>((resolve, reject) => {
        request(`${server.url}${path}`, { headers: { host } }, (res) => {
          res.resume();
          resolve({ status: res.statusCode ?? 0, location: res.headers.location });
        })
          .on('error', reject)
          .end();
      });
    for (const host of [`localhost:${port}`, `[::1]:${port}`]) {
      const page = await at(host, '/air/savings-overview?startDate=2026-01-01');
      expect(page.status, host).toBe(307);
      expect(page.location, host).toBe(`${server.url}/air/savings-overview?startDate=2026-01-01`);
      expect((await at(host, '/api/nope')).status, host).toBe(404);
      expect((await at(host, '/health')).status, host).toBe(200);
    }
    // Its own name, another port's name and a name outside the machine are served as they are.
    expect((await at(`127.0.0.1:${port}`, '/air/savings-overview')).status).toBe(200);
    expect((await at('localhost:1', '/air/savings-overview')).status).toBe(200);
    expect((await at(`tripsight.example:${port}`, '/air/savings-overview')).status).toBe(200);
  });
});
