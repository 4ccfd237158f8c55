import { readdirSync } from 'node:fs';
import fc from 'fast-check';
import { CUBE_API_PATH } from '@tripsight/core/cube';
import { describe, expect, it } from 'vitest';
import { DEV_ISSUER_PATH } from '../src/auth/module.js';
import { outboxDir } from '../src/mail/mail-transport.js';
import { routesOf, type RouteEntry } from '../src/web/route-catalogue.js';
import { daysAgo } from './analytics-client.js';
import { badRequests, type FuzzRequest } from './fuzz/route-requests.js';
import { signedInServer } from './signed-in.js';

/** The seed of every run: a failure replays exactly. */
const SEED = 35_2026;
/** Requests per route and method. */
const RUNS_PER_ROUTE = 8;
/** At most this long per route and method (fast-check stops early, never fails on it). */
const ROUTE_TIME_MS = 700;

const WRITE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** Values each route accepts, by parameter name, so one broken part reaches deep into the route. */
function goodValues(url: string, method: string): Record<string, unknown> {
  const cubeQuery = { measures: ['FaresaverItinerariesView.countPnrs'], limit: 5 };
  return {
    startDate: daysAgo(60),
    endDate: daysAgo(1),
    start_date: daysAgo(60),
    end_date: daysAgo(1),
    reportId: 'SpendOverview',
    cubeName: 'FaresaverItinerariesView',
    visualId: 'savings-total',
    message: 'The export fails',
    source: 'fuzz',
    environment: 'test',
    sessionId: 'fuzz-session',
    occurredAt: new Date().toISOString(),
    corporate_name: 'Fuzz Corporate',
    identifier: 'fuzz@northstar.example',
    id: '1',
    query: url.startsWith(CUBE_API_PATH)
      ? method === 'GET'
        ? JSON.stringify(cubeQuery)
        : cubeQuery
      : 'spend by month',
  };
}

/** The routes a client calls with data: every method of every route but the sign-in provider's and static files. */
function fuzzedRoutes(routes: readonly RouteEntry[]): [RouteEntry, string][] {
  return routes.flatMap((route) => {
    if (route.url.includes('*') || route.url.startsWith(DEV_ISSUER_PATH)) return [];
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    return methods
      .filter((m) => m !== 'HEAD' && m !== 'OPTIONS')
      .map((m): [RouteEntry, string] => [route, m]);
  });
}

describe('fuzz: bad input derived from every route schema', () => {
  const app = signedInServer();
  const send = async (request: FuzzRequest, token: string) => {
    const res = await fetch(`${app.server.url}${request.url}`, {
      method: request.method,
      headers: {
        authorization: `Bearer ${token}`,
        ...(request.body !== undefined ? { 'content-type': 'application/json' } : {}),
      },
      ...(request.body !== undefined ? { body: request.body } : {}),
    });
    const text = await res.text();
    return { status: res.status, text, type: res.headers.get('content-type') ?? '' };
  };
  /** What the stores hold, as their listings say, and the mail outbox's messages. */
  const storeState = async () => {
    const read = async (path: string) =>
      (await send({ method: 'GET', url: path, note: '' }, app.manager)).text;
    let outbox: number;
    try {
      outbox = readdirSync(outboxDir(app.server.config.dataDir)).length;
    } catch {
      outbox = 0; // no outbox yet
    }
    return [
      await read('/api/support/messages'),
      await read('/api/errorReports'),
      await read('/api/sbr/corporates'),
      await read('/api/audit/conversations'),
      String(outbox),
    ].join('\n');
  };

  it('never answers 5xx; refusals carry the error shape (400s name the field) and write nothing', async () => {
    const routes = fuzzedRoutes(routesOf(app.server.app));
    expect(routes.length).toBeGreaterThan(60);
    let cases = 0;
    const started = performance.now();
    for (const [route, method] of routes) {
      const write = WRITE_METHODS.has(method);
      await fc.assert(
        fc.asyncProperty(badRequests(route, method, goodValues(route.url, method)), async (request) => {
          cases++;
          const before = write ? await storeState() : '';
          const res = await send(request, app.manager);
          const label = `${request.method} ${request.url.slice(0, 200)} (${request.note}) → ${res.status} ${res.text.slice(0, 300)}`;
          expect(res.status, label).toBeLessThan(500);
          if (request.mustRefuse) expect(res.status, label).toBeGreaterThanOrEqual(400);
          if (res.status < 400) return;
          if (!res.type.startsWith('application/json')) return; // the sign-in pages answer HTML
          const body = JSON.parse(res.text) as Record<string, unknown>;
          expect(typeof body.error, label).toBe('string');
          // Headers too large are answered before any route (by the HTTP server), in the service's shape.
          const cube = request.url.startsWith(CUBE_API_PATH) && res.status !== 431;
          expect(typeof (cube ? body.code : body.message), label).toBe('string');
          if (res.status === 400) expect(typeof body.field, label).toBe('string');
          if (write) expect(await storeState(), label).toBe(before);
        }),
        { seed: SEED, numRuns: RUNS_PER_ROUTE, interruptAfterTimeLimit: ROUTE_TIME_MS, endOnFailure: true },
      );
    }
    const seconds = (performance.now() - started) / 1000;
    console.log(`fuzz: ${cases} requests over ${routes.length} route methods in ${seconds.toFixed(1)} s`);
    expect(cases).toBeGreaterThan(routes.length * 5);
  });
});
