import { spawn } from 'node:child_process';
import { join } from 'node:path';
import Fastify from 'fastify';
import type { AppContext, Principal } from '../app-context.js';
import { DuckDbWarehouse } from '../analytics/duckdb-warehouse.js';
import { loadConfig } from '../config.js';
import { ensureDataset } from '../dataset/generate.js';
import { installErrorHandler } from '../error-handler.js';
import { registerReports } from '../reports/module.js';
import type { BenchRunner } from './runner.js';

/** Targets of the 50,000-row .xlsx export (issue 5). */
export const EXPORT_ROWS = 50_000;
export const EXPORT_TIME_TARGET_MS = 3_000;
export const EXPORT_MEMORY_TARGET_MB = 250;

/** Set in the child process that plays the service. */
const CHILD_ENV = 'TRIPSIGHT_EXPORT_BENCH_FILE';

interface ChildResult {
  rows: number;
  startDate: string;
  endDate: string;
  bytes: number;
  ms: number;
  baselineRssMb: number;
  peakRssMb: number;
  status: number;
}

const mb = (bytes: number) => Math.round((bytes / 1024 / 1024) * 10) / 10;

/**
 * The service side, in its own process so its memory is measured alone: opens the dataset, serves
 * the report endpoints on 127.0.0.1, downloads one tracked-PNRs .xlsx of about 50,000 rows through
 * HTTP (discarding the bytes as they arrive) while sampling the process RSS every 5 ms.
 */
async function serveAndExport(file: string): Promise<ChildResult> {
  const warehouse = await DuckDbWarehouse.open(file);
  const principal: Principal = {
    subject: 'bench',
    tmc: 'northstar',
    customerId: null,
    entitledTabs: [],
    allowExportReports: true,
    defaultClients: [],
    email: null,
    name: 'bench',
  };
  const config = loadConfig();
  const ctx: AppContext = {
    config: { ...config, logRequests: false },
    authenticate: async () => principal,
    onClose: () => {},
  };
  const app = Fastify({ ajv: { customOptions: { coerceTypes: 'array' } } });
  installErrorHandler(app);
  await registerReports(app, ctx, { warehouse });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : 0;

  // The newest days whose tracked PNRs add up to 50,000 rows.
  const days = await warehouse.all<{ day: string; n: number }>(
    `SELECT strftime(result_date, '%Y-%m-%d') AS day, count(*)::INTEGER AS n FROM air_pnrs
     WHERE tmc_id = 'northstar' AND is_tracked GROUP BY result_date ORDER BY result_date DESC`,
  );
  let rows = 0;
  let startDate = days[0]?.day ?? '';
  for (const { day, n } of days) {
    rows += n;
    startDate = day;
    if (rows >= EXPORT_ROWS) break;
  }
  if (rows < EXPORT_ROWS) throw new Error(`the bench dataset has only ${rows} tracked PNRs for northstar`);
  const endDate = days[0]!.day;

  global.gc?.();
  const baseline = process.memoryUsage().rss;
  let peak = baseline;
  const sampler = setInterval(() => {
    peak = Math.max(peak, process.memoryUsage().rss);
  }, 5);
  const started = performance.now();
  const res = await fetch(
    `http://127.0.0.1:${port}/api/reports/air/trackedPnrsReport?startDate=${startDate}&endDate=${endDate}&format=xlsx&currency=EUR`,
  );
  let bytes = 0;
  for await (const chunk of res.body as unknown as AsyncIterable<Uint8Array>) {
    bytes += chunk.byteLength;
    peak = Math.max(peak, process.memoryUsage().rss);
  }
  const ms = performance.now() - started;
  clearInterval(sampler);
  await app.close();
  await warehouse.close();
  return {
    rows,
    startDate,
    endDate,
    bytes,
    ms,
    baselineRssMb: mb(baseline),
    peakRssMb: mb(peak),
    status: res.status,
  };
}

if (process.env[CHILD_ENV]) {
  serveAndExport(process.env[CHILD_ENV])
    .then((result) => process.stdout.write(`EXPORT_BENCH_RESULT ${JSON.stringify(result)}\n`))
    .catch((error: unknown) => {
      console.error(error);
      process.exit(1);
    });
}

/**
 * `pnpm bench` entry: a 50,000-row .xlsx export (tracked PNRs of one TMC, streamed with exceljs's
 * WorkbookWriter). The dataset is built once into `{DATA_DIR}/bench-export` (BENCH_EXPORT_DATA_DIR;
 * BENCH_EXPORT_PNRS PNRs per TMC, default 150,000). Prints the time and the service's peak RSS.
 */
export const exportBench: BenchRunner = {
  name: 'report export',
  async run() {
    const config = loadConfig();
    const dataDir = process.env.BENCH_EXPORT_DATA_DIR || join(config.dataDir, 'bench-export');
    const rowsPerTmc = Number(process.env.BENCH_EXPORT_PNRS || 150_000);
    const file = await ensureDataset(dataDir, {
      rowsPerTmc,
      seed: config.datasetSeed,
      keepStale: true,
      log: (l) => console.log(l),
    });
    // The child runs this same bench bundle; an argument that names no benchmark keeps its own runners idle.
    const child = spawn(process.execPath, ['--expose-gc', process.argv[1]!, '--child-of-export-bench'], {
      env: { ...process.env, [CHILD_ENV]: file },
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    const code = await new Promise<number | null>((resolve) => child.on('close', resolve));
    const line = output.split('\n').find((l) => l.startsWith('EXPORT_BENCH_RESULT '));
    if (code !== 0 || !line) throw new Error(`export bench child failed (exit ${code}): ${output}`);
    const r = JSON.parse(line.slice('EXPORT_BENCH_RESULT '.length)) as ChildResult;
    if (r.status !== 200) throw new Error(`export answered ${r.status}`);
    const flag = (ok: boolean) => (ok ? 'ok' : 'OVER TARGET');
    console.log(
      `\n.xlsx export: tracked PNRs of northstar ${r.startDate} to ${r.endDate}, ${r.rows} rows, ${mb(r.bytes)} MB`,
    );
    console.log(
      `  time        ${Math.round(r.ms)} ms (target <= ${EXPORT_TIME_TARGET_MS} ms) ${flag(r.ms <= EXPORT_TIME_TARGET_MS)}`,
    );
    console.log(
      `  service RSS ${r.peakRssMb} MB peak, ${r.baselineRssMb} MB before the request (target <= ${EXPORT_MEMORY_TARGET_MB} MB) ${flag(r.peakRssMb <= EXPORT_MEMORY_TARGET_MB)}`,
    );
  },
};
