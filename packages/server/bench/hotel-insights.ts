import { HOTEL_INSIGHTS, HOTEL_INSIGHTS_VIEWS } from '@tripsight/core/views';
import { registerAnalyticsViews } from '../src/analytics/module.js';
import { loadConfig } from '../src/config.js';
import { readDatasetMeta } from '../src/dataset/generate.js';
import { hotelReservationsPerTmc } from '../src/dataset/hotel-reservations.js';
import { TMCS } from '../src/dataset/tmcs.js';
import { benchApp, benchQuery, openAnalyticsBench, timeCalls } from './bench-app.js';
import { openChdbBench } from './chdb-bench.js';
import type { BenchRunner } from './runner.js';
import { printTimings, type Timing } from './stats.js';

/** Latency target of every hotel supplier insights view (issue 26), on the 5-million-PNR dataset. */
export const HOTEL_INSIGHTS_P95_TARGET_MS = 30;

/** Runs per view on chDB: fewer than on DuckDB, as in the ClickHouse bench. */
const CHDB_MAX_RUNS = 40;

/**
 * The hotel supplier insights views on the analytics bench dataset (one stay per hotel reservation:
 * 2.5 million on the default 5 million PNRs), in-process with the view cache off, for one TMC with a
 * one-year range and two filter lists (GDS and 8 corporates) as the other view benches; the two
 * room-type views ask for the hotel with the most covered spend, then for every hotel. Then the same
 * calls on ClickHouse's engine in-process (chDB, loaded once into `{BENCH_DATA_DIR}/chdb`), each
 * view's p95 beside DuckDB's with their ratio.
 */
export const hotelInsightsBench: BenchRunner = {
  name: 'hotel supplier insights views',
  async run() {
    const { app, bench, rowsPerTmc, anchor, file, close } = await openAnalyticsBench();
    const stays = hotelReservationsPerTmc(rowsPerTmc) * TMCS.length;
    const base = await benchQuery(app, 'hotelInsights', anchor);
    const main = (
      await app.inject({ url: `${HOTEL_INSIGHTS}/availability/details/mainTable?${base}` })
    ).json() as {
      data: { hotelId: string }[];
    };
    const hotelId = main.data[0]?.hotelId ?? '0';
    const calls = HOTEL_INSIGHTS_VIEWS.flatMap((view): [string, Record<string, string>][] =>
      'hotelId' in view.params
        ? [
            [view.path, { hotelId }],
            [view.path, {}],
          ]
        : [[view.path, {}]],
    );
    const timings = await timeCalls(app, calls, base, HOTEL_INSIGHTS, bench.runs);
    const title = `Hotel supplier insights (northstar, 1 year, 2 GDS + 8 corporates; ${stays} stays)`;
    printTimings(`${title} on DuckDB`, timings, HOTEL_INSIGHTS_P95_TARGET_MS);
    await close();

    const config = loadConfig();
    const meta = await readDatasetMeta(file);
    if (!meta) return;
    const warehouse = await openChdbBench(bench.dataDir, file, meta);
    const chdb = benchApp({ ...config, dataDir: bench.dataDir, viewCacheMb: 0 });
    registerAnalyticsViews(chdb.app, chdb.ctx, warehouse);
    await chdb.app.ready();
    const runs = Math.min(bench.runs, CHDB_MAX_RUNS);
    const onChdb = await timeCalls(chdb.app, calls, base, HOTEL_INSIGHTS, runs);
    await chdb.app.close();
    await warehouse.close();
    printTimings(`${title} on chDB`, onChdb, HOTEL_INSIGHTS_P95_TARGET_MS);
    printRatios(timings, onChdb);
  },
};

/** Each view's p95 on DuckDB and chDB and their ratio (chDB over DuckDB). */
function printRatios(duckdb: readonly Timing[], chdb: readonly Timing[]): void {
  const width = Math.max(...duckdb.map((t) => t.name.length));
  console.log(`\n${'endpoint'.padEnd(width)}  DuckDB p95   chDB p95   chDB/DuckDB`);
  duckdb.forEach((timing, i) => {
    const other = chdb[i]?.p95Ms ?? Number.NaN;
    console.log(
      `${timing.name.padEnd(width)}  ${timing.p95Ms.toFixed(1).padStart(10)}  ${other.toFixed(1).padStart(9)}  ${(other / timing.p95Ms).toFixed(2).padStart(12)}`,
    );
  });
}
