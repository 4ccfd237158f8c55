import { CUBE_API_PATH } from '@tripsight/core/cube';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { JSON_DEPTH_MAX } from '../src/security/json-depth.js';
import { REPORT_EXPORT_PATH } from '../src/reports/report-export.js';
import { startLogged } from './logged-server.js';
import { tolerateServerErrors } from './server-errors.js';
import type { TestServer } from './server.js';
import { tokenFor } from './tokens.js';

/** A value nested `depth` deep: `[[[…"x"…]]]`. */
const deep = (depth: number) => `${'['.repeat(depth)}"x"${']'.repeat(depth)}`;
const DEEP = deep(5000);

describe('deep JSON is refused before any handler, in the service error shape', () => {
  let service: Awaited<ReturnType<typeof startLogged>>;
  let token: string;
  beforeAll(async () => {
    service = await startLogged({}, (app) => {
      // A failure the error handler cannot read: its status is a getter that throws.
      app.get('/test/unreadable-failure', () => {
        const failure = new Error('unreadable');
        Object.defineProperty(failure, 'statusCode', {
          get() {
            throw new RangeError('Maximum call stack size exceeded');
          },
        });
        throw failure;
      });
    });
    // Signing in needs only the service's URL.
    token = await tokenFor(service as unknown as TestServer, 'hotel');
  });
  afterAll(async () => service?.close());

  const post = async (path: string, body: string, auth = token) => {
    const res = await fetch(`${service.url}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${auth}` },
      body,
    });
    return { status: res.status, id: res.headers.get('x-request-id'), body: await res.json() };
  };

  it(`answers 400 naming the body for a body nested deeper than ${JSON_DEPTH_MAX} levels`, async () => {
    const embed = await fetch(`${service.url}/api/getEmbedToken?reportId=HotelsaverSpendOverview`, {
      headers: { authorization: `Bearer ${token}` },
    });
    expect(embed.status).toBe(200);
    const { accessToken } = (await embed.json()) as { accessToken: string };
    const bodies: [string, string, string][] = [
      ['/api/support/messages', `{"message":${DEEP}}`, token],
      ['/api/errorReports', `{"report":${DEEP}}`, token],
      ['/api/reports-host/visual', `{"visualId":${DEEP}}`, accessToken],
      ['/api/reports-host/visual', `{"visualId":"x","filters":[${DEEP}]}`, accessToken],
    ];
    for (const [path, body, auth] of bodies) {
      const res = await post(path, body, auth);
      expect(res.status, path).toBe(400);
      expect(res.body, path).toMatchObject({ error: 'BAD_REQUEST', field: 'body' });
      expect(res.body.message).toContain(`${JSON_DEPTH_MAX}`);
      expect(res.id).toMatch(/^[0-9a-f-]{36}$/);
    }
    const cube = await post(`${CUBE_API_PATH}/load`, `{"query":{},"queryType":${DEEP}}`);
    expect(cube.status).toBe(400);
    expect(cube.body).toMatchObject({ code: 'BAD_REQUEST', field: 'body' });
    expect(cube.body.error).toContain('must not nest deeper');
    // Within the limit, the schema still answers for the field.
    const shallow = await post(
      `${CUBE_API_PATH}/load`,
      `{"query":{},"queryType":${deep(JSON_DEPTH_MAX - 2)}}`,
    );
    expect(shallow).toMatchObject({ status: 400, body: { field: 'queryType' } });
  });

  it('answers 400 for deep JSON in query parameters too', async () => {
    const get = (path: string) =>
      fetch(`${service.url}${path}`, { headers: { authorization: `Bearer ${token}` } });
    const cube = await get(`${CUBE_API_PATH}/load?query=${encodeURIComponent(`{"filters":${deep(200)}}`)}`);
    expect(cube.status).toBe(400);
    expect(await cube.json()).toMatchObject({ code: 'BAD_REQUEST', field: 'query' });
    const exported = await get(
      `${REPORT_EXPORT_PATH}?reportId=HotelsaverSpendOverview&filters=${encodeURIComponent(`{"gds":${deep(200)}}`)}`,
    );
    expect(exported.status).toBe(400);
    expect(await exported.json()).toMatchObject({ error: 'BAD_REQUEST', field: 'filters' });
  });

  it('answers a logged 500 in the service shape with the request id when the error handler itself fails', async () => {
    tolerateServerErrors();
    const res = await fetch(`${service.url}/test/unreadable-failure`);
    expect(res.status).toBe(500);
    const id = res.headers.get('x-request-id');
    expect(await res.json()).toEqual({
      error: 'INTERNAL',
      message: `Internal server error (request id ${id})`,
    });
    expect(service.lines.some((line) => line.reqId === id && line.msg === 'request failed')).toBe(true);
  });
});
