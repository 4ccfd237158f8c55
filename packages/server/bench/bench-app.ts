import Fastify, { type FastifyInstance } from 'fastify';
import { TAB_CATALOGUE } from '@tripsight/core/catalogue';
import type { AppContext } from '../src/app-context.js';
import type { Principal } from '../src/security/principal.js';
import { DuckDbWarehouse } from '../src/analytics/warehouse/duckdb-warehouse.js';
import { registerAnalyticsViews } from '../src/analytics/module.js';
import { loadBenchConfig, loadConfig, type BenchConfig, type ServerConfig } from '../src/config.js';
import { ensureDataset, readDatasetMeta } from '../src/dataset/generate.js';
import { TMCS } from '../src/dataset/tmcs.js';
import { installErrorHandler } from '../src/error-handler.js';
import { validatorCompiler } from '../src/validation.js';
import { time, type Timing } from './stats.js';

/** The caller of every benchmarked request: northstar's, entitled to every tab, allowed to export. */
export const BENCH_PRINCIPAL: Principal = {
  subject: 'bench',
  tmc: 'northstar',
  customerId: null,
  entitledTabs: TAB_CATALOGUE.map((tab) => tab.tabName),
  allowExportReports: true,
  defaultClients: [],
  email: null,
  name: 'bench',
};

/**
 * A Fastify instance set up as the service sets up its own (validation, error handler) and the
 * context its modules register on, with every request signed in as BENCH_PRINCIPAL: the benches
 * measure routing, validation, queries and output, not token checks.
 */
export function benchApp(config: ServerConfig): { app: FastifyInstance; ctx: AppContext } {
  const app = Fastify();
  app.setValidatorCompiler(validatorCompiler);
  installErrorHandler(app);
  const ctx: AppContext = {
    config: { ...config, logRequests: false },
    authenticate: async () => BENCH_PRINCIPAL,
    onClose: () => {},
  };
  return { app, ctx };
}

/**
 * The query every view bench asks: one TMC's last year up to `anchor`, two GDSs and the first eight
 * corporates of the product's filter list (the dashboard of a travel manager with filters set).
 */
export async function benchQuery(
  app: FastifyInstance,
  productName: string,
  anchor: string,
): Promise<URLSearchParams> {
  const end = new Date(`${anchor}T00:00:00Z`);
  const start = new Date(end.getTime() - 364 * 864e5).toISOString().slice(0, 10);
  const combos = (await app.inject({ url: `/api/dynamicFilters?productName=${productName}` })).json() as {
    data: { corporate: string }[];
  };
  const corporates = [...new Set(combos.data.map((r) => r.corporate))].slice(0, 8);
  const base = new URLSearchParams({ startDate: start, endDate: anchor });
  for (const gds of ['Sabre', 'Amadeus']) base.append('gds', gds);
  for (const corporate of corporates) base.append('corporate', corporate);
  console.log(`query: ${base}`);
  return base;
}

/**
 * Times each call (a view path and its own parameters over `base`) `runs` times after a probe that
 * must answer 200; labels drop `prefix` from the path.
 */
export async function timeCalls(
  app: FastifyInstance,
  calls: readonly (readonly [string, Record<string, string>])[],
  base: URLSearchParams,
  prefix: string,
  runs: number,
): Promise<Timing[]> {
  const timings: Timing[] = [];
  for (const [path, params] of calls) {
    const query = new URLSearchParams(base);
    for (const [name, value] of Object.entries(params)) query.set(name, value);
    const url = `${path}?${query}`;
    const probe = await app.inject({ url });
    if (probe.statusCode !== 200) throw new Error(`${path} answered ${probe.statusCode}: ${probe.body}`);
    const label = `${path.replace(prefix, '')}${Object.keys(params).length ? ` ${new URLSearchParams(params)}` : ''}`;
    timings.push(await time(label, async () => void (await app.inject({ url })), runs));
  }
  return timings;
}

/** The analytics views on the bench dataset, ready to be called in-process; `close` ends both. */
export interface AnalyticsBench {
  /** The dataset's warehouse (for benches that read it beside the routes). */
  warehouse: DuckDbWarehouse;
  app: FastifyInstance;
  bench: BenchConfig;
  rowsPerTmc: number;
  /** The dataset's file and its last day of data. */
  file: string;
  anchor: string;
  close(): Promise<void>;
}

/**
 * Builds (once, into BENCH_DATA_DIR) or reuses the analytics bench dataset of BENCH_PNRS PNRs spread
 * over the TMCs, opens it and registers every analytics view on a bench app with the view cache off:
 * the figures are the queries' own cost (the load bench measures the cache).
 */
export async function openAnalyticsBench(): Promise<AnalyticsBench> {
  const config = loadConfig();
  const bench = loadBenchConfig(config.dataDir);
  const rowsPerTmc = Math.ceil(bench.pnrs / TMCS.length);
  const started = Date.now();
  const file = await ensureDataset(bench.dataDir, {
    rowsPerTmc,
    seed: config.datasetSeed,
    keepStale: true,
    log: (line) => console.log(line),
  });
  const meta = await readDatasetMeta(file);
  if (!meta) throw new Error(`no dataset in ${file}`);
  console.log(
    `dataset ${file}: ${rowsPerTmc * TMCS.length} PNRs (${rowsPerTmc} per TMC), data up to ${meta.anchor}, ready in ${Date.now() - started} ms`,
  );
  const warehouse = await DuckDbWarehouse.open(file, { threads: config.warehouseThreads });
  const { app, ctx } = benchApp({
    ...config,
    dataDir: bench.dataDir,
    datasetRows: rowsPerTmc,
    viewCacheMb: 0,
  });
  registerAnalyticsViews(app, ctx, warehouse);
  await app.ready();
  return {
    app,
    warehouse,
    bench,
    rowsPerTmc,
    file,
    anchor: meta.anchor,
    async close() {
      await app.close();
      await warehouse.close();
    },
  };
}
