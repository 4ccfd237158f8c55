import { request } from 'node:http';
import { Readable } from 'node:stream';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { savingsByMonthView, savingsOverviewView } from '@tripsight/core/views';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COMPRESSION_THRESHOLD_BYTES } from '../src/web/compression.js';
import { daysAgo } from './analytics-client.js';
import { startLogged } from './logged-server.js';
import { startTestServer, type TestServer } from './server.js';
import { tokenFor } from './tokens.js';

interface RawAnswer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  /** The bytes as they came over the wire (not decoded). */
  wire: Buffer;
  /** How many chunks the body arrived in. */
  chunks: number;
}

/** GETs `path` with `acceptEncoding` and keeps the body as sent (fetch would decode it). */
function getRaw(server: TestServer, path: string, acceptEncoding: string, token: string): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    const headers: Record<string, string> = { authorization: `Bearer ${token}` };
    if (acceptEncoding) headers['accept-encoding'] = acceptEncoding;
    const req = request(`${server.url}${path}`, { headers }, (res) => {
      const parts: Buffer[] = [];
      res.on('data', (chunk: Buffer) => parts.push(chunk));
      res.on('end', () =>
        resolve({
          status: res.statusCode ?? 0,
          headers: res.headers,
          wire: Buffer.concat(parts),
          chunks: parts.length,
        }),
      );
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end();
  });
}

const decode = (answer: RawAnswer): string => {
  const encoding = answer.headers['content-encoding'];
  if (encoding === 'br') return brotliDecompressSync(answer.wire).toString('utf8');
  if (encoding === 'gzip') return gunzipSync(answer.wire).toString('utf8');
  return answer.wire.toString('utf8');
};

describe('compressed answers', () => {
  let server: TestServer;
  let token: string;
  const range = new URLSearchParams({ startDate: daysAgo(400), endDate: daysAgo(1) }).toString();
  const months = `${savingsByMonthView.path}?${range}`;

  beforeAll(async () => {
    server = await startTestServer();
    token = await tokenFor(server, 'manager');
  });
  afterAll(async () => {
    await server?.close();
  });

  it('sends JSON with brotli when the client accepts it, gzip when only that, as is when neither', async () => {
    const plain = await getRaw(server, months, '', token);
    expect(plain.status).toBe(200);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.wire.length).toBeGreaterThan(COMPRESSION_THRESHOLD_BYTES);
    const expected = JSON.parse(plain.wire.toString('utf8')) as unknown;

    const br = await getRaw(server, months, 'gzip, deflate, br', token);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    expect(br.wire.length).toBeLessThan(plain.wire.length / 2);
    expect(JSON.parse(decode(br))).toEqual(expected);

    const gzip = await getRaw(server, months, 'gzip', token);
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(decode(gzip))).toEqual(expected);

    const identity = await getRaw(server, months, 'identity', token);
    expect(identity.headers['content-encoding']).toBeUndefined();
    expect(JSON.parse(decode(identity))).toEqual(expected);
  });

  it('leaves answers under the threshold as they are', async () => {
    const small = await getRaw(server, '/health', 'br, gzip', token);
    expect(small.wire.length).toBeLessThan(COMPRESSION_THRESHOLD_BYTES);
    expect(small.headers['content-encoding']).toBeUndefined();
    expect(JSON.parse(decode(small))).toEqual({ status: 'ok' });
    const overview = await getRaw(server, `${savingsOverviewView.path}?${range}`, 'br', token);
    expect(overview.status).toBe(200);
    if (overview.headers['content-encoding'] === undefined) {
      expect(overview.wire.length).toBeLessThan(COMPRESSION_THRESHOLD_BYTES);
    }
  });

  it('streams a compressed export: chunked, no length, the whole file once decoded', async () => {
    const query = new URLSearchParams({ startDate: daysAgo(400), endDate: daysAgo(1), format: 'csv' });
    const path = `/api/reports/air/savingsDetailsReport?${query.toString()}`;
    const plain = await getRaw(server, path, '', token);
    expect(plain.status).toBe(200);
    const csv = await getRaw(server, path, 'br', token);
    expect(csv.status).toBe(200);
    expect(csv.headers['content-type']).toContain('text/csv');
    expect(csv.headers['content-encoding']).toBe('br');
    expect(csv.headers['transfer-encoding']).toBe('chunked');
    expect(csv.headers['content-length']).toBeUndefined();
    expect(csv.wire.length).toBeLessThan(plain.wire.length);
    // The generation time differs between the two calls; everything below the header block is equal.
    const table = (text: string) => text.split('\r\n\r\n')[1];
    expect(table(decode(csv))).toBe(table(plain.wire.toString('utf8')));
  });
});

describe('a client that goes away mid-answer', () => {
  let service: Awaited<ReturnType<typeof startLogged>>;
  /** Resolves when the slow answer below has been cut off by its client. */
  let cutOff: Promise<void>;

  beforeAll(async () => {
    // Request lines on (info), so the line for the client leaving is written.
    service = await startLogged({ logRequests: true }, (app) => {
      // A streamed answer (as an export is) that keeps sending until its client leaves.
      app.get('/api/test/slow-stream', (_request, reply) => {
        let timer: NodeJS.Timeout | undefined;
        const rows = new Readable({
          read() {
            timer = setTimeout(() => this.push(`${'row,'.repeat(2000)}\n`), 5);
          },
        });
        cutOff = new Promise((resolve) => rows.once('close', () => resolve()));
        rows.once('close', () => clearTimeout(timer));
        return reply.header('Content-Type', 'text/csv').send(rows);
      });
    });
  });
  afterAll(async () => {
    await service?.close();
  });

  for (const acceptEncoding of ['br', 'gzip', '']) {
    it(`is logged as the client leaving, not as a server error (${acceptEncoding || 'identity'})`, async () => {
      const before = service.lines.length;
      await new Promise<void>((resolve, reject) => {
        const headers: Record<string, string> = acceptEncoding ? { 'accept-encoding': acceptEncoding } : {};
        const req = request(`${service.url}/api/test/slow-stream`, { headers }, (res) => {
          expect(res.statusCode).toBe(200);
          // The first bytes arrived: the answer is under way; the client leaves.
          res.once('data', () => {
            req.destroy();
            resolve();
          });
        });
        req.on('error', (error) => (req.destroyed ? undefined : reject(error)));
        req.end();
      });
      await cutOff;
      // The service notices the closed socket; give its log a moment to be written.
      await expect
        .poll(() => service.lines.slice(before).some((line) => line.msg === 'client went away mid-answer'))
        .toBe(true);
      const lines = service.lines.slice(before);
      const left = lines.find((line) => line.msg === 'client went away mid-answer');
      expect(left).toMatchObject({ level: 30, url: '/api/test/slow-stream' });
      expect(lines.filter((line) => Number(line.level) >= 40)).toEqual([]);
      expect(
        lines.filter((line) => line.statusCode === 500 || /premature close/i.test(JSON.stringify(line))),
      ).toEqual([]);
    });
  }
});
