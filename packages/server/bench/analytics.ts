import { dynamicCurrenciesView, dynamicFiltersView } from '@tripsight/core/views';
import { BOOKING_TO_DEPARTURE_VIEW_ROUTES } from '../src/analytics/views/booking-to-departure-views.js';
import { REBOOKING_ANALYSIS_VIEW_ROUTES } from '../src/analytics/views/rebooking-analysis-views.js';
import { REBOOKING_VIEW_ROUTES } from '../src/analytics/views/rebooking-views.js';
import { SAVINGS_VIEW_ROUTES } from '../src/analytics/views/savings-views.js';
import { benchQuery, openAnalyticsBench } from './bench-app.js';
import { printTimings, time, type Timing } from './stats.js';
import type { BenchRunner } from './runner.js';

/** Latency target of every savings-overview endpoint (issue 3). */
const SAVINGS_P95_TARGET_MS = 30;

const SAVINGS_VIEWS = SAVINGS_VIEW_ROUTES.map(({ view }) => view);
const OTHER_VIEWS = [
  ...REBOOKING_VIEW_ROUTES.map(({ view }) => view),
  dynamicFiltersView,
  dynamicCurrenciesView,
];
/** Rebooking analysis and spend breakdown (issue 24). */
const ANALYSIS_VIEWS = [...REBOOKING_ANALYSIS_VIEW_ROUTES, ...BOOKING_TO_DEPARTURE_VIEW_ROUTES].map(
  ({ view }) => view,
);

/**
 * The analytics views on a 5-million-PNR dataset (BENCH_PNRS, spread over the TMCs), built once
 * into `{DATA_DIR}/bench` (BENCH_DATA_DIR) and reused. Every view is called in-process through
 * Fastify (routing, validation, query, JSON) for one TMC with a one-year range and two filter lists
 * (GDS and corporate); no currency is asked, so the branch-default resolution is included.
 */
export const analyticsBench: BenchRunner = {
  name: 'analytics views',
  async run() {
    const { app, bench, anchor, close } = await openAnalyticsBench();

    const search = (await benchQuery(app, 'air', anchor)).toString();

    const timings: Timing[] = [];
    for (const view of [...SAVINGS_VIEWS, ...OTHER_VIEWS, ...ANALYSIS_VIEWS]) {
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
    const others = SAVINGS_VIEWS.length + OTHER_VIEWS.length;
    printTimings(
      'Rebooking success and filter lists (same query)',
      timings.slice(SAVINGS_VIEWS.length, others),
    );
    printTimings('Rebooking analysis and spend breakdown (same query)', timings.slice(others));
    await close();
  },
};
