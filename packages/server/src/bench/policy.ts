import {
  advancedPurchaseSimulationView,
  advancedPurchaseTopRoutesView,
  advancedPurchaseView,
  cabinComplianceDistributionView,
  cabinComplianceGaugeView,
  cabinComplianceTableView,
  cabinComplianceYtdView,
} from '@tripsight/core';
import { openAnalyticsBench, benchQuery, timeCalls } from './bench-app.js';
import type { BenchRunner } from './runner.js';
import { printFigures, printTimings, time } from './stats.js';

/** Latency target of every policy-insights endpoint (issue 13). */
export const POLICY_P95_TARGET_MS = 30;

/** The policy views and the parameters the pages send them. */
const POLICY_CALLS: readonly [string, Record<string, string>][] = [
  [advancedPurchaseView.path, {}],
  [advancedPurchaseTopRoutesView.path, {}],
  [advancedPurchaseSimulationView.path, {}],
  [advancedPurchaseSimulationView.path, { policyRule: '21', days: '30', breakdownBy: 'haulType' }],
  [cabinComplianceYtdView.path, {}],
  [cabinComplianceGaugeView.path, {}],
  [cabinComplianceDistributionView.path, { breakdownBy: 'pointOfSale' }],
  [cabinComplianceTableView.path, {}],
];

/**
 * The policy-insights views on the analytics bench dataset (BENCH_PNRS PNRs, 5 million by default,
 * built once into BENCH_DATA_DIR and shared with the analytics bench), called in-process through
 * Fastify for one TMC with a one-year range and two filter lists, as the analytics bench calls the
 * savings views. Then the PNR summary at its worst: the whole TMC for a year, 50,000 rows, with the
 * size of its answer.
 */
export const policyBench: BenchRunner = {
  name: 'policy views',
  async run() {
    const { app, bench, anchor, close } = await openAnalyticsBench();

    const base = await benchQuery(app, 'air', anchor);
    const start = base.get('startDate') ?? anchor;
    const timings = await timeCalls(app, POLICY_CALLS, base, '/api/views/air/policyInsights', bench.runs);
    printTimings('Policy insights (northstar, 1 year, 2 GDS + 8 corporates)', timings, POLICY_P95_TARGET_MS);

    const whole = `${cabinComplianceTableView.path}?startDate=${start}&endDate=${anchor}`;
    const answer = await app.inject({ url: whole });
    const rows = (answer.json() as { data: { length: number; totalRows: number } }).data;
    const worst = await time(
      'detailedTable (whole TMC, 1 year)',
      async () => void (await app.inject({ url: whole })),
      20,
      2,
    );
    printFigures('PNR summary at its limit', [
      {
        name: 'rows sent (of rows in scope)',
        value: rows.length,
        unit: 'rows',
        note: `of ${rows.totalRows}`,
      },
      { name: 'answer size', value: Math.round(answer.body.length / 1024), unit: 'KB' },
      { name: 'service time median', value: Number(worst.medianMs.toFixed(1)), unit: 'ms' },
      { name: 'service time p95', value: Number(worst.p95Ms.toFixed(1)), unit: 'ms' },
    ]);
    await close();
  },
};
