import {
  dynamicFiltersView,
  HOTEL_SAVINGS_VIEWS,
  hotelCompanySavingsView,
  hotelTrackedSpendView,
} from '@tripsight/core/views';
import { hotelReservationsPerTmc } from '../src/dataset/hotel-reservations.js';
import { TMCS } from '../src/dataset/tmcs.js';
import { openAnalyticsBench, benchQuery, timeCalls } from './bench-app.js';
import type { BenchRunner } from './runner.js';
import { printTimings, time } from './stats.js';

/** Latency target of every hotel savings overview view (issue 15), on at least 2 million reservations. */
const HOTEL_P95_TARGET_MS = 30;

/** The hotel views and the parameters the pages send them: every view as the normal page asks, then HPA and PM-only. */
const HOTEL_CALLS: readonly [string, Record<string, string>][] = [
  ...HOTEL_SAVINGS_VIEWS.map((view): [string, Record<string, string>] => [view.path, {}]),
  [hotelCompanySavingsView.path, { isHPA: 'true' }],
  [hotelTrackedSpendView.path, { isHPA: 'true' }],
  [hotelCompanySavingsView.path, { isPMOnly: 'true' }],
];

/**
 * The Hotelsaver savings overview views on the analytics bench dataset (BENCH_PNRS PNRs, 5 million
 * by default, so 2.5 million hotel reservations; built once into BENCH_DATA_DIR and shared with the
 * other analytics benches), called in-process through Fastify with the view cache off, for one TMC
 * with a one-year range and two filter lists (GDS and 8 corporates), as the other benches call theirs.
 */
export const hotelBench: BenchRunner = {
  name: 'hotel views',
  async run() {
    const { app, bench, rowsPerTmc, anchor, close } = await openAnalyticsBench();
    const reservations = hotelReservationsPerTmc(rowsPerTmc);
    console.log(
      `${reservations * TMCS.length} hotel reservations (${reservations} per TMC), data up to ${anchor}`,
    );

    const base = await benchQuery(app, 'hotel', anchor);
    const timings = await timeCalls(
      app,
      HOTEL_CALLS,
      base,
      '/api/views/hotel/hotelsaver/savingsOverview',
      bench.runs,
    );
    const filters = `${dynamicFiltersView.path}?productName=hotel`;
    timings.push(
      await time(
        '/api/dynamicFilters productName=hotel',
        async () => void (await app.inject({ url: filters })),
        bench.runs,
      ),
    );
    printTimings(
      `Hotelsaver savings overview (northstar, 1 year, 2 GDS + 8 corporates; ${reservations * TMCS.length} reservations)`,
      timings,
      HOTEL_P95_TARGET_MS,
    );
    await close();
  },
};
