import { dynamicCurrenciesView, dynamicFiltersView } from '@tripsight/core';
import { DuckDbWarehouse } from '../analytics/duckdb-warehouse.js';
import { registerAnalyticsViews } from '../analytics/module.js';
import { REBOOKING_VIEW_ROUTES } from '../analytics/rebooking-views.js';
import { SAVINGS_VIEW_ROUTES } from '../analytics/savings-views.js';
import { loadBenchConfig, loadConfig } from '../config.js';
import { ensureDataset, readDatasetMeta } from '../dataset/generate.js';
import { TMCS } from '../dataset/tmcs.js';
import { benchApp } from './bench-app.js';
import { printTimings, time, type Timing } from './stats.js';
import type { BenchRunner } from './runner.js';

/** Latency target of every savings-overview endpoint (issue 3). */
export const SAVINGS_P95_TARGET_MS = 30;

const SAVINGS_VIEWS = SAVINGS_VIEW_ROUTES.map(({ view }) => view);
const OTHER_VIEWS = [
  ...REBOOKING_VIEW_ROUTES.map(({ view }) => view),
  dynamicFiltersView,
  dynamicCurrenciesView,
];

/**
 * The analytics views on a 5-million-PNR dataset (BENCH_PNRS, spread over the TMCs), built once
 * into `{DATA_DIR}/bench` (BENCH_DATA_DIR) and reused. Every view is called in-process through
 * Fastify (routing, validation, query, JSON) for one TMC with a one-year range and two filter lists
 * (GDS and corporate); no currency is asked, so the branch-default resolution is included.
 */
export const analyticsBench: BenchRunner = {
  name: 'analytics views',
  async run() {
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
    // The view cache is off: the figures are the queries' own cost (the load bench measures the cache).
    const { app, ctx } = benchApp({
      ...config,
      dataDir: bench.dataDir,
      datasetRows: rowsPerTmc,
      viewCacheMb: 0,
    });
    registerAnalyticsViews(app, ctx, warehouse);
    await app.ready();

    const end = new Date(`${meta.anchor}T00:00:00Z`);
    const start = new Date(end.getTime() - 364 * 864e5);
    const combos = (await app.inject({ url: `${dynamicFiltersView.path}?productName=air` })).json() as {
      data: { corporate: string; gds: string }[];
    };
    const corporates = [...new Set(combos.data.map((r) => r.corporate))].slice(0, 8);
    const query = new URLSearchParams({ startDate: start.toISOString().slice(0, 10), endDate: meta.anchor });
    for (const gds of ['Sabre', 'Amadeus']) query.append('gds', gds);
    for (const corporate of corporates) query.append('corporate', corporate);
    const search = query.toString();
    console.log(`query: ${search}`);

    const timings: Timing[] = [];
    for (const view of [...SAVINGS_VIEWS, ...OTHER_VIEWS]) {
      // The page asks for the not-accepted figures where a view takes them; unknown parameters are
      // refused, and the filter list takes its product only.
      const url =
        view === dynamicFiltersView
          ? `${view.path}?productName=air`
          : `${view.path}?${search}${'withNotAccepted' in view.params ? '&withNotAccepted=true' : ''}`;
      const { path } = view;
      const probe = await app.inject({ url });
      if (probe.statusCode !== 200) throw new Error(`${path} answered ${probe.statusCode}: ${probe.body}`);
      timings.push(
        await time(
          path,
          async () => {
            await app.inject({ url });
          },
          bench.runs,
        ),
      );
    }
    printTimings(
      'Faresaver savings overview (northstar, 1 year, 2 GDS + 8 corporates)',
      timings.slice(0, SAVINGS_VIEWS.length),
      SAVINGS_P95_TARGET_MS,
    );
    printTimings('Rebooking success and filter lists (same query)', timings.slice(SAVINGS_VIEWS.length));
    await app.close();
    await warehouse.close();
  },
};
