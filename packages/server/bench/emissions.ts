import {
  airEmissionsAlternativesView,
  airEmissionsByCarrierView,
  airEmissionsByClientView,
  airEmissionsByRouteView,
  airEmissionsOverviewView,
  hotelEmissionsOverviewView,
} from '@tripsight/core/views';
import { benchQuery, openAnalyticsBench, timeCalls } from './bench-app.js';
import type { BenchRunner } from './runner.js';
import { printTimings } from './stats.js';

/** Latency target of every emissions view, on the 5-million-PNR dataset. */
const EMISSIONS_P95_TARGET_MS = 30;

/**
 * The emissions views on the analytics bench dataset (BENCH_PNRS PNRs, 5 million by default), in-process
 * with the view cache off, for one TMC with a one-year range and two filter lists (GDS and 8
 * corporates) as the other view benches, under each method.
 */
export const emissionsBench: BenchRunner = {
  name: 'emissions views',
  async run() {
    const { app, bench, anchor, close } = await openAnalyticsBench();
    const air = await benchQuery(app, 'air', anchor);
    const hotel = await benchQuery(app, 'hotel', anchor);
    const airCalls = (method: string): [string, Record<string, string>][] => [
      [airEmissionsOverviewView.path, { method }],
      [airEmissionsByRouteView.path, { method }],
      [airEmissionsByCarrierView.path, { method }],
      [airEmissionsByClientView.path, { method }],
      [airEmissionsAlternativesView.path, { method }],
      [airEmissionsAlternativesView.path, { method, breakdown: 'client' }],
    ];
    for (const method of ['desnz-2024-rf', 'ademe-2018']) {
      const timings = await timeCalls(app, airCalls(method), air, '/api/views/air/emissions', bench.runs);
      printTimings(
        `Air emissions, ${method} (northstar, 1 year, 2 GDS + 8 corporates)`,
        timings,
        EMISSIONS_P95_TARGET_MS,
      );
    }
    const hotelTimings = await timeCalls(
      app,
      [[hotelEmissionsOverviewView.path, {}]],
      hotel,
      '/api/views/hotel/emissions',
      bench.runs,
    );
    printTimings(
      'Hotel emissions (northstar, 1 year, 2 GDS + 8 corporates)',
      hotelTimings,
      EMISSIONS_P95_TARGET_MS,
    );
    await close();
  },
};
