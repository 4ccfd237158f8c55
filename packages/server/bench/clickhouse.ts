import { dynamicFiltersView } from '@tripsight/core/views';
import { join } from 'node:path';
import { registerAnalyticsViews } from '../src/analytics/module.js';
import { BOOKING_TO_DEPARTURE_VIEW_ROUTES } from '../src/analytics/views/booking-to-departure-views.js';
import { REBOOKING_ANALYSIS_VIEW_ROUTES } from '../src/analytics/views/rebooking-analysis-views.js';
import { REBOOKING_VIEW_ROUTES } from '../src/analytics/views/rebooking-views.js';
import { SAVINGS_VIEW_ROUTES } from '../src/analytics/views/savings-views.js';
import { DuckDbWarehouse } from '../src/analytics/warehouse/duckdb-warehouse.js';
import type { Warehouse } from '../src/analytics/warehouse/warehouse.js';
import { loadBenchConfig, loadConfig } from '../src/config.js';
import { DATASET_FILE, readDatasetMeta } from '../src/dataset/generate.js';
import { benchApp, benchQuery } from './bench-app.js';
import { openChdbBench } from './chdb-bench.js';
import type { BenchRunner } from './runner.js';
import { time, type Timing } from './stats.js';

/** The views compared: the air dashboards' (savings, rebooking, analysis, spend breakdown, filter list). */
const VIEWS = [
  ...SAVINGS_VIEW_ROUTES,
  ...REBOOKING_VIEW_ROUTES,
  ...REBOOKING_ANALYSIS_VIEW_ROUTES,
  ...BOOKING_TO_DEPARTURE_VIEW_ROUTES,
].map(({ view }) => view);

/** Runs per view and engine: fewer than the other benches', two engines over forty views. */
const MAX_RUNS = 20;

/**
 * The analytics views on ClickHouse's engine in-process (chDB) beside DuckDB, on the bench dataset
 * the analytics bench builds (BENCH_DATA_DIR): the time to load it into chDB (once; kept in
 * `{BENCH_DATA_DIR}/chdb`), then each view's median and p95 on both engines for the same query.
 * Skipped when the bench dataset has not been built.
 */
export const clickhouseBench: BenchRunner = {
  name: 'analytics on ClickHouse (chDB) beside DuckDB',
  async run() {
    const config = loadConfig();
    const bench = loadBenchConfig(config.dataDir);
    const file = join(bench.dataDir, DATASET_FILE);
    const meta = await readDatasetMeta(file);
    if (!meta) {
      console.log(`skipped: no bench dataset at ${file} (the analytics bench builds it)`);
      return;
    }
    const chdb = await openChdbBench(bench.dataDir, file, meta);
    const warehouses: [string, Warehouse][] = [
      ['DuckDB', await DuckDbWarehouse.open(file, { threads: config.warehouseThreads })],
      ['chDB', chdb],
    ];
    const runs = Math.min(bench.runs, MAX_RUNS);
    const results: Timing[][] = [];
    for (const [, warehouse] of warehouses) {
      const { app, ctx } = benchApp({ ...config, dataDir: bench.dataDir, viewCacheMb: 0 });
      registerAnalyticsViews(app, ctx, warehouse);
      await app.ready();
      const search = (await benchQuery(app, 'air', meta.anchor)).toString();
      const timings: Timing[] = [];
      for (const view of [dynamicFiltersView, ...VIEWS]) {
        const url = view === dynamicFiltersView ? `${view.path}?productName=air` : `${view.path}?${search}`;
        const probe = await app.inject({ url });
        if (probe.statusCode !== 200)
          throw new Error(`${view.path} answered ${probe.statusCode}: ${probe.body}`);
        timings.push(await time(view.path, async () => void (await app.inject({ url })), runs, 2));
      }
      results.push(timings);
      await app.close();
      await warehouse.close();
    }
    const [duck = [], click = []] = results;
    const width = Math.max(...duck.map((t) => t.name.length));
    console.log(`\n${runs} runs per view; p95 in ms`);
    console.log(`${'endpoint'.padEnd(width)}  DuckDB p95   chDB p95`);
    duck.forEach((timing, i) => {
      console.log(
        `${timing.name.padEnd(width)}  ${timing.p95Ms.toFixed(1).padStart(10)}  ${(click[i]?.p95Ms ?? NaN).toFixed(1).padStart(9)}`,
      );
    });
  },
};
