import {
  advancedPurchaseSimulationView,
  advancedPurchaseTopRoutesView,
  advancedPurchaseView,
  cabinComplianceDistributionView,
  cabinComplianceGaugeView,
  cabinComplianceTableView,
  cabinComplianceYtdView,
  decodeColumns,
  type CabinComplianceRow,
  type CabinComplianceTable,
} from '@tripsight/core/views';
import { openAnalyticsBench, benchQuery, timeCalls } from './bench-app.js';
import type { BenchRunner } from './runner.js';
import { printFigures, printTimings, time, timeSort } from './stats.js';

/** Latency target of every policy-insights endpoint (issue 13). */
const POLICY_P95_TARGET_MS = 30;
/** The PNR summary at its limit of 50,000 rows: request to rows on screen, and a column sort (issue 13). */
const POLICY_ROWS_ON_SCREEN_TARGET_MS = 400;
const POLICY_SORT_TARGET_MS = 50;

/** The policy views and the parameters the pages send them. */
const POLICY_CALLS: readonly [string, Record<string, string>][] = [
  [advancedPurchaseView.path, {}],
  [advancedPurchaseTopRoutesView.path, {}],
  [advancedPurchaseSimulationView.path, {}],
  [advancedPurchaseSimulationView.path, { policyRule: '21', days: '30', breakdownBy: 'haulType' }],
  [cabinComplianceYtdView.path, {}],
  [cabinComplianceGaugeView.path, {}],
  [cabinComplianceDistributionView.path, { breakdownBy: 'pointOfSale' }],
];

/**
 * The policy-insights views on the analytics bench dataset (BENCH_PNRS PNRs, 5 million by default,
 * built once into BENCH_DATA_DIR and shared with the analytics bench), called in-process through
 * Fastify for one TMC with a one-year range and two filter lists, as the analytics bench calls the
 * savings views. Then the PNR summary (detailedTable, 50,000 rows at most) against its own targets:
 * request to rows on screen (answer, JSON.parse, core's decodeColumns) at its worst, the whole TMC
 * for a year, and a column sort of those rows; with the size of its answer.
 */
export const policyBench: BenchRunner = {
  name: 'policy views',
  async run() {
    const { app, bench, anchor, close } = await openAnalyticsBench();

    const base = await benchQuery(app, 'air', anchor);
    const start = base.get('startDate') ?? anchor;
    const timings = await timeCalls(app, POLICY_CALLS, base, '/api/views/air/policyInsights', bench.runs);
    printTimings('Policy insights (northstar, 1 year, 2 GDS + 8 corporates)', timings, POLICY_P95_TARGET_MS);

    const filtered = `${cabinComplianceTableView.path}?${base.toString()}`;
    const whole = `${cabinComplianceTableView.path}?startDate=${start}&endDate=${anchor}`;
    const table = async (url: string) =>
      ((await app.inject({ url })).json() as { data: CabinComplianceTable }).data;
    const answer = await app.inject({ url: whole });
    const rows = (answer.json() as { data: { length: number; totalRows: number } }).data;
    let decoded: CabinComplianceRow[] = [];
    const summary = [
      await time(
        'detailedTable (2 GDS + 8 corporates)',
        async () => void (await app.inject({ url: filtered })),
        bench.runs,
      ),
      await time(
        'detailedTable (whole TMC, 1 year)',
        async () => void (await app.inject({ url: whole })),
        20,
        2,
      ),
    ];
    printTimings('PNR summary (detailedTable) service time', summary);
    const onScreen = await time(
      'rows on screen (request, JSON, decoded rows)',
      async () => {
        decoded = decodeColumns(await table(whole));
      },
      20,
      2,
    );
    printTimings(
      `PNR summary rows on screen (${decoded.length} rows)`,
      [onScreen],
      POLICY_ROWS_ON_SCREEN_TARGET_MS,
    );
    const sorts = [
      await timeSort(
        'sort by Price',
        decoded.map((row) => row.price),
        'desc',
      ),
      await timeSort(
        'sort by Origin',
        decoded.map((row) => row.originAirport),
        'asc',
      ),
    ];
    printTimings('PNR summary sort', sorts, POLICY_SORT_TARGET_MS);
    printFigures('PNR summary at its limit', [
      {
        name: 'rows sent (of rows in scope)',
        value: rows.length,
        unit: 'rows',
        note: `of ${rows.totalRows}`,
      },
      { name: 'answer size', value: Math.round(answer.body.length / 1024), unit: 'KB' },
    ]);
    await close();
  },
};
