import { HOTEL_INSIGHTS, HOTEL_INSIGHTS_VIEWS } from '@tripsight/core/views';
import { hotelReservationsPerTmc } from '../src/dataset/hotel-reservations.js';
import { TMCS } from '../src/dataset/tmcs.js';
import { benchQuery, openAnalyticsBench, timeCalls } from './bench-app.js';
import type { BenchRunner } from './runner.js';
import { printTimings } from './stats.js';

/** Latency target of every hotel supplier insights view (issue 26), on the 5-million-PNR dataset. */
export const HOTEL_INSIGHTS_P95_TARGET_MS = 30;

/**
 * The hotel supplier insights views on the analytics bench dataset (one stay per hotel reservation:
 * 2.5 million on the default 5 million PNRs), in-process with the view cache off, for one TMC with a
 * one-year range and two filter lists (GDS and 8 corporates) as the other view benches; the two
 * room-type views ask for the hotel with the most covered spend.
 */
export const hotelInsightsBench: BenchRunner = {
  name: 'hotel supplier insights views',
  async run() {
    const { app, bench, rowsPerTmc, anchor, close } = await openAnalyticsBench();
    const stays = hotelReservationsPerTmc(rowsPerTmc) * TMCS.length;
    const base = await benchQuery(app, 'hotelInsights', anchor);
    const main = (
      await app.inject({ url: `${HOTEL_INSIGHTS}/availability/details/mainTable?${base}` })
    ).json() as {
      data: { hotelId: string }[];
    };
    const hotelId = main.data[0]?.hotelId ?? '0';
    const calls = HOTEL_INSIGHTS_VIEWS.map((view): [string, Record<string, string>] => [
      view.path,
      'hotelId' in view.params ? { hotelId } : {},
    ]);
    const timings = await timeCalls(app, calls, base, HOTEL_INSIGHTS, bench.runs);
    printTimings(
      `Hotel supplier insights (northstar, 1 year, 2 GDS + 8 corporates; ${stays} stays)`,
      timings,
      HOTEL_INSIGHTS_P95_TARGET_MS,
    );
    await close();
  },
};
