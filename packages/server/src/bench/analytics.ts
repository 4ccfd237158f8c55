import Fastify from 'fastify';
import { join } from 'node:path';
import type { AppContext, Principal } from '../app-context.js';
import { DuckDbWarehouse } from '../analytics/duckdb-warehouse.js';
import { registerAnalyticsViews } from '../analytics/module.js';
import { loadConfig } from '../config.js';
import { ensureDataset, readDatasetMeta } from '../dataset/generate.js';
import { TMCS } from '../dataset/tmcs.js';
import { installErrorHandler } from '../error-handler.js';
import { printTimings, time, type Timing } from './stats.js';
import type { BenchRunner } from './runner.js';

/** Latency target of every savings-overview endpoint (issue 3). */
export const SAVINGS_P95_TARGET_MS = 30;

const SAVINGS_PATHS = [
  'savingsOverview',
  'allTimeSavings',
  'trackedSpend',
  'trackedByCountry',
  'savingsByCountry',
  'savingsByMonth',
  'savings',
  'feedback',
].map((view) => `/api/views/air/faresaver/${view}`);
const OTHER_PATHS = [
  '/api/views/air/rebookingSuccess',
  '/api/views/air/rebookingSuccess/RebookingRatio',
  '/api/views/air/rebookingSuccess/RebookingTable',
  '/api/views/air/rebookingSuccess/allProcessedDeals',
  '/api/dynamicFilters',
  '/api/dynamicCurrencies',
];

function positiveInt(name: string, fallback: number): number {
  const raw = process.env[name];
  const value = raw ? Number(raw) : fallback;
  if (!Number.isInteger(value) || value < 1)
    throw new Error(`${name} must be a positive integer, got "${raw}"`);
  return value;
}

/**
 * The analytics views on a 5-million-PNR dataset (BENCH_PNRS, spread over the TMCs), built once
 * into `{DATA_DIR}/bench` (BENCH_DATA_DIR) and reused. Every view is called in-process through
 * Fastify (routing, validation, query, JSON) for one TMC with a one-year range and two filter lists
 * (GDS and corporate); no currency is asked, so the branch-default resolution is included.
 */
export const analyticsBench: BenchRunner = {
  name: 'analytics views',
  async run() {
    const pnrs = positiveInt('BENCH_PNRS', 5_000_000);
    const runs = positiveInt('BENCH_RUNS', 100);
    const config = loadConfig();
    const dataDir = process.env.BENCH_DATA_DIR || join(config.dataDir, 'bench');
    const rowsPerTmc = Math.ceil(pnrs / TMCS.length);
    const started = Date.now();
    const file = await ensureDataset(dataDir, {
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
    const ctx: AppContext = {
      config: { ...config, dataDir, datasetRows: rowsPerTmc, logRequests: false },
      authenticate: async () => principal,
      onClose: () => {},
    };
    const app = Fastify({ ajv: { customOptions: { coerceTypes: 'array' } } });
    installErrorHandler(app);
    registerAnalyticsViews(app, ctx, warehouse);
    await app.ready();

    const end = new Date(`${meta.anchor}T00:00:00Z`);
    const start = new Date(end.getTime() - 364 * 864e5);
    const combos = (await app.inject({ url: '/api/dynamicFilters?productName=air' })).json() as {
      data: { corporate: string; gds: string }[];
    };
    const corporates = [...new Set(combos.data.map((r) => r.corporate))].slice(0, 8);
    const search = new URLSearchParams({
      startDate: start.toISOString().slice(0, 10),
      endDate: meta.anchor,
      withNotAccepted: 'true',
    });
    for (const gds of ['Sabre', 'Amadeus']) search.append('gds', gds);
    for (const corporate of corporates) search.append('corporate', corporate);
    console.log(`query: ${search.toString()}`);

    const timings: Timing[] = [];
    for (const path of [...SAVINGS_PATHS, ...OTHER_PATHS]) {
      const url = `${path}?${search.toString()}`;
      const probe = await app.inject({ url });
      if (probe.statusCode !== 200) throw new Error(`${path} answered ${probe.statusCode}: ${probe.body}`);
      timings.push(
        await time(
          path,
          async () => {
            await app.inject({ url });
          },
          runs,
        ),
      );
    }
    printTimings(
      'Faresaver savings overview (northstar, 1 year, 2 GDS + 8 corporates)',
      timings.slice(0, SAVINGS_PATHS.length),
      SAVINGS_P95_TARGET_MS,
    );
    printTimings('Rebooking success and filter lists (same query)', timings.slice(SAVINGS_PATHS.length));
    await app.close();
    await warehouse.close();
  },
};
