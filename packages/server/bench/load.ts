import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import { SAVINGS_VIEW_ROUTES } from '../src/analytics/views/savings-views.js';
import { signInAsDemoUser } from '@tripsight/testing/sign-in';
import { loadConfig } from '../src/config.js';
import { TMCS } from '../src/dataset/tmcs.js';
import { cliEnv } from '../test/cli-service.js';
import type { BenchRunner } from './runner.js';

/** Throughput targets of issue 11 (autocannon, 10 connections, 2 cores). */
const REPEATED_TARGET_RPS = 5_000;
const DISTINCT_TARGET_RPS = 500;
const P99_TARGET_MS = 100;

/** autocannon's connections and seconds per scenario (BENCH_LOAD_SECONDS, default 5). */
const CONNECTIONS = 10;

interface LoadFigure {
  name: string;
  requestsPerSecond: number;
  p50Ms: number;
  p99Ms: number;
  non2xx: number;
  targetRps?: number;
}

const freePort = () =>
  new Promise<number>((done, fail) => {
    const probe = createServer();
    probe.once('error', fail);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => done(typeof address === 'object' && address ? address.port : 0));
    });
  });

/**
 * The service as users run it (`dist/cli.js`), in its own process so the load generator does not
 * share its event loop. Request budgets are off: the bench measures capacity, not the limiter.
 */
async function startService(port: number, dataDir: string, rows: number): Promise<ChildProcess> {
  const cli = fileURLToPath(new URL('../../dist/cli.js', import.meta.url));
  const child = spawn(process.execPath, [cli], {
    env: cliEnv(port, dataDir, {
      DATASET_ROWS: String(rows),
      RATE_LIMIT_ANALYTICS_USER: '0',
      RATE_LIMIT_ANALYTICS_TMC: '0',
    }),
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const deadline = Date.now() + 300_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the service exited with ${child.exitCode}`);
    const up = await fetch(`http://127.0.0.1:${port}/health`).then(
      (r) => r.ok,
      () => false,
    );
    if (up) return child;
    await new Promise((done) => setTimeout(done, 250));
  }
  child.kill('SIGKILL');
  throw new Error('the service did not start within 300 s');
}

async function measure(name: string, options: autocannon.Options, targetRps?: number): Promise<LoadFigure> {
  const result = await autocannon({ connections: CONNECTIONS, ...options });
  return {
    name,
    requestsPerSecond: Math.round(result.requests.average),
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    non2xx: result.non2xx + result.errors,
    ...(targetRps ? { targetRps } : {}),
  };
}

function printLoad(figures: readonly LoadFigure[]): void {
  const width = Math.max(...figures.map((f) => f.name.length));
  console.log(`\n${'scenario'.padEnd(width)}    req/s  p50 ms  p99 ms  non-2xx  targets`);
  for (const f of figures) {
    const flags = f.targetRps
      ? `>= ${f.targetRps}/s ${f.requestsPerSecond >= f.targetRps ? 'ok' : 'UNDER TARGET'}, p99 <= ${P99_TARGET_MS} ms ${f.p99Ms <= P99_TARGET_MS ? 'ok' : 'OVER TARGET'}`
      : '';
    console.log(
      `${f.name.padEnd(width)}  ${String(f.requestsPerSecond).padStart(7)}  ${f.p50Ms.toFixed(0).padStart(6)}  ${f.p99Ms.toFixed(0).padStart(6)}  ${String(f.non2xx).padStart(7)}  ${flags}`,
    );
  }
}

/**
 * Throughput of the service under load (issue 11, item 13): autocannon with 10 connections against
 * the real service on 127.0.0.1, signed in as northstar's manager, on a dataset of BENCH_LOAD_ROWS
 * PNRs per TMC (default 20,000, the service's default). Scenarios: /health; a dashboard repeating
 * the savings overview's views with one query (answered from the view cache); rotations over a
 * fixed set of distinct filter combinations (each computed once, then cached); and every request a
 * filter combination never asked before (nothing the cache can answer: the query cost itself).
 */
export const loadBench: BenchRunner = {
  name: 'load (autocannon)',
  async run() {
    const config = loadConfig();
    const seconds = Number(process.env.BENCH_LOAD_SECONDS || 5);
    const rows = Number(process.env.BENCH_LOAD_ROWS || 20_000);
    const dataDir = process.env.BENCH_LOAD_DATA_DIR || join(config.dataDir, 'bench-load');
    const port = await freePort();
    const url = `http://127.0.0.1:${port}`;
    const started = Date.now();
    const service = await startService(port, dataDir, rows);
    try {
      console.log(
        `service on ${url} (${rows} PNRs per TMC, ${TMCS.length} TMCs) ready in ${Date.now() - started} ms`,
      );
      const token = (await signInAsDemoUser(url, 'manager')).access_token;
      const headers = { authorization: `Bearer ${token}` };
      const filters = (await (
        await fetch(`${url}/api/dynamicFilters?productName=air`, { headers })
      ).json()) as { data: { corporate: string; gds: string }[] };
      const corporates = [...new Set(filters.data.map((row) => row.corporate))].sort();
      const gdsList = [...new Set(filters.data.map((row) => row.gds))].sort();
      const end = new Date(Date.now() - 864e5).toISOString().slice(0, 10);
      const start = new Date(Date.now() - 365 * 864e5).toISOString().slice(0, 10);
      const base = `startDate=${start}&endDate=${end}`;
      const overview = SAVINGS_VIEW_ROUTES.map(({ view }) => view.path);
      const dashboard = overview.map((path) => ({
        method: 'GET' as const,
        path: `${path}?${base}&gds=Sabre`,
      }));
      console.log(`dashboard: ${overview.length} savings overview views, ${base}&gds=Sabre`);

      // A filter combination per number: one or two corporates, one or two GDS, a start date.
      const combination = (n: number) => {
        const pick = (list: string[], i: number) => list[i % list.length] ?? '';
        const query = new URLSearchParams(base);
        query.set('startDate', new Date(Date.now() - (200 + (n % 160)) * 864e5).toISOString().slice(0, 10));
        query.append('corporate', pick(corporates, n));
        if (n % 3 === 0) query.append('corporate', pick(corporates, n + 7));
        query.append('gds', pick(gdsList, Math.floor(n / corporates.length)));
        if (n % 2 === 0) query.append('gds', pick(gdsList, n + 1));
        return `${overview[0]}?${query}`;
      };
      const rotation = (size: number) => {
        let i = 0;
        return (request: autocannon.Request) => ({ ...request, path: combination(i++ % size) });
      };
      let fresh = 10_000;
      const unique = (request: autocannon.Request) => ({ ...request, path: combination(fresh++) });

      const options = { url, headers, duration: seconds };
      const figures: LoadFigure[] = [];
      figures.push(await measure('/health', { ...options, url: `${url}/health` }));
      figures.push(
        await measure('dashboard, repeated', { ...options, requests: dashboard }, REPEATED_TARGET_RPS),
      );
      for (const size of [100, 500]) {
        figures.push(
          await measure(
            `${size} distinct combinations, rotated`,
            { ...options, requests: [{ method: 'GET', setupRequest: rotation(size) }] },
            DISTINCT_TARGET_RPS,
          ),
        );
      }
      figures.push(
        await measure('every request a new combination', {
          ...options,
          requests: [{ method: 'GET', setupRequest: unique }],
        }),
      );
      printLoad(figures);
      console.log(
        `(${CONNECTIONS} connections, ${seconds} s each; "new combination" is the uncached query cost, the cache cannot help it)`,
      );
    } finally {
      service.kill('SIGTERM');
      await new Promise((done) => service.once('exit', done));
    }
  },
};
