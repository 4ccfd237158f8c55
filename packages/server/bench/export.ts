import { spawn } from 'node:child_process';
import { DuckDbWarehouse } from '../src/analytics/warehouse/duckdb-warehouse.js';
import { loadConfig } from '../src/config.js';
import { loadBenchConfig } from './bench-config.js';
import { ensureDataset } from '../src/dataset/generate.js';
import { AIR_REPORTS_PREFIX, registerReports } from '../src/reports/module.js';
import { trackedPnrsReport } from '../src/reports/air-reports.js';
import { benchApp } from './bench-app.js';
import type { BenchRunner } from './runner.js';
import { printFigures } from './stats.js';

/** Rows of the benchmarked .xlsx export (issue 5). */
const EXPORT_ROWS = 50_000;
/** Time target of that export, from request to last byte (issue 5). */
const EXPORT_TIME_TARGET_MS = 3_000;
/** Peak memory target of the service while it writes that export (issue 5). */
const EXPORT_MEMORY_TARGET_MB = 250;

/** The argument that makes the bench bundle play the service (followed by the dataset file). */
const CHILD_FLAG = '--export-bench-child';
/** The line the child reports its figures on. */
const RESULT_PREFIX = 'EXPORT_BENCH_RESULT ';

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
  const config = loadConfig();
  const warehouse = await DuckDbWarehouse.open(file, { threads: config.warehouseThreads });
  const { app, ctx } = benchApp(config);
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
  const query = new URLSearchParams({ startDate, endDate, format: 'xlsx', currency: 'EUR' });
  const res = await fetch(`http://127.0.0.1:${port}${AIR_REPORTS_PREFIX}/${trackedPnrsReport.name}?${query}`);
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

const childAt = process.argv.indexOf(CHILD_FLAG);
const childFile = childAt >= 0 ? process.argv[childAt + 1] : undefined;
if (childFile) {
  serveAndExport(childFile)
    .then((result) => process.stdout.write(`${RESULT_PREFIX}${JSON.stringify(result)}\n`))
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
    const bench = loadBenchConfig(config.dataDir);
    const file = await ensureDataset(bench.exportDataDir, {
      rowsPerTmc: bench.exportPnrsPerTmc,
      seed: config.datasetSeed,
      keepStale: true,
      log: (l) => console.log(l),
    });
    // The child runs this same bench bundle; its arguments name no benchmark, so its runners stay idle.
    const child = spawn(process.execPath, ['--expose-gc', process.argv[1]!, CHILD_FLAG, file], {
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    const code = await new Promise<number | null>((resolve) => child.on('close', resolve));
    const line = output.split('\n').find((l) => l.startsWith(RESULT_PREFIX));
    if (code !== 0 || !line) throw new Error(`export bench child failed (exit ${code}): ${output}`);
    const r = JSON.parse(line.slice(RESULT_PREFIX.length)) as ChildResult;
    if (r.status !== 200) throw new Error(`export answered ${r.status}`);
    printFigures(
      `.xlsx export: tracked PNRs of northstar ${r.startDate} to ${r.endDate}, ${r.rows} rows, ${mb(r.bytes)} MB`,
      [
        { name: 'time', value: Math.round(r.ms), unit: 'ms', target: EXPORT_TIME_TARGET_MS },
        {
          name: 'service RSS',
          value: r.peakRssMb,
          unit: 'MB',
          note: `peak, ${r.baselineRssMb} MB before the request`,
          target: EXPORT_MEMORY_TARGET_MB,
        },
      ],
    );
  },
};
