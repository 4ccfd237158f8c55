import {
  CUBE_API_PATH,
  type CubeCompactData,
  type CubeLoadResponse,
  type CubeQuery,
} from '@tripsight/core/cube';
import {
  carrierAvailabilityRows,
  carrierPnrSummaryQuery,
  targetFareMember,
  topNegotiatedQuery,
  type CarrierAvailabilityRow,
} from '@tripsight/core/supplier';
import { lowestNegoFarePnrRatioView, negotiatedFareAdoptionView } from '@tripsight/core/views';
import { openAnalyticsBench } from './bench-app.js';
import type { BenchRunner } from './runner.js';
import { printTimings, quantile, time, timeSort, type Timing } from './stats.js';

/** Targets of issue 14: the top-5 carrier and route queries, the 50,000-row PNR summary, rows on screen, a sort. */
const SUPPLIER_TOP_P95_TARGET_MS = 50;
const SUPPLIER_PNR_SUMMARY_P95_TARGET_MS = 300;
const SUPPLIER_ROWS_ON_SCREEN_TARGET_MS = 400;
const SUPPLIER_SORT_TARGET_MS = 50;

/**
 * The supplier-insights views and analytics queries on the analytics bench dataset (BENCH_PNRS
 * PNRs, 5 million by default, shared with the analytics bench), in-process through Fastify for one
 * TMC and a one-year range: the two negotiated fares views, the top-5 carrier and route queries, the
 * 50,000-row PNR summary query of carrier availability, the time until its rows can be drawn (query,
 * JSON and the page's row mapping) and a sort of the 50,000 rows by a column.
 */
export const supplierBench: BenchRunner = {
  name: 'supplier insights',
  async run() {
    const { app, bench, anchor, close } = await openAnalyticsBench();

    const end = anchor;
    const start = new Date(new Date(`${end}T00:00:00Z`).getTime() - 364 * 864e5).toISOString().slice(0, 10);
    const range: [string, string] = [start, end];
    const load = async (query: CubeQuery) => {
      const res = await app.inject({ method: 'POST', url: `${CUBE_API_PATH}/load`, payload: { query } });
      if (res.statusCode !== 200) throw new Error(`load answered ${res.statusCode}: ${res.body}`);
      return res;
    };

    const views: Timing[] = [];
    for (const path of [lowestNegoFarePnrRatioView.path, negotiatedFareAdoptionView.path]) {
      const url = `${path}?startDate=${start}&endDate=${end}`;
      views.push(
        await time(
          path.replace('/api/views/air/supplierInsights', ''),
          async () => void (await app.inject({ url })),
          bench.runs,
        ),
      );
    }
    printTimings('Negotiated fares views (northstar, 1 year)', views);

    const tops = [
      await time(
        'top 5 carriers',
        async () => void (await load(topNegotiatedQuery('airlines', range, 'USD'))),
        bench.runs,
      ),
      await time(
        'top 5 routes',
        async () => void (await load(topNegotiatedQuery('routes', range, 'USD'))),
        bench.runs,
      ),
    ];
    printTimings(
      'Negotiated fare top carriers and routes (analytics queries)',
      tops,
      SUPPLIER_TOP_P95_TARGET_MS,
    );

    // The page's query and row mapping (core), the target fare in USD.
    const summary = carrierPnrSummaryQuery(range, 'USD');
    const query = await time('PNR summary (50,000 rows)', async () => void (await load(summary)), 20, 2);
    let rows: CarrierAvailabilityRow[] = [];
    // Where the time goes: the service's answer, JSON.parse, the page's row mapping.
    const phases = { answer: [] as number[], parse: [] as number[], mapping: [] as number[] };
    const onScreenRuns = 20;
    const onScreen = await time(
      'rows on screen (query, JSON, row mapping)',
      async () => {
        const started = performance.now();
        const res = await load(summary);
        const answered = performance.now();
        const answer = res.json() as CubeLoadResponse<CubeCompactData>;
        const parsed = performance.now();
        rows = carrierAvailabilityRows(answer.data, targetFareMember('USD'));
        phases.answer.push(answered - started);
        phases.parse.push(parsed - answered);
        phases.mapping.push(performance.now() - parsed);
      },
      onScreenRuns,
      2,
    );
    const phase = (name: string, samples: number[]): Timing => {
      const measured = samples.slice(-onScreenRuns);
      return {
        name,
        runs: measured.length,
        medianMs: quantile(measured, 0.5),
        p95Ms: quantile(measured, 0.95),
      };
    };
    printTimings('Carrier availability PNR summary', [query], SUPPLIER_PNR_SUMMARY_P95_TARGET_MS);
    printTimings(`Rows on screen (${rows.length} rows)`, [onScreen], SUPPLIER_ROWS_ON_SCREEN_TARGET_MS);
    printTimings('Rows on screen, by phase', [
      phase('answer (query, JSON text)', phases.answer),
      phase('JSON.parse', phases.parse),
      phase('row mapping (core)', phases.mapping),
    ]);
    const sorts = [
      await timeSort(
        'sort by Days before departure',
        rows.map((r) => r.daysBeforeDeparture),
        'asc',
      ),
      await timeSort(
        'sort by Record locator',
        rows.map((r) => r.recordLocator),
        'desc',
      ),
    ];
    printTimings('PNR summary sort', sorts, SUPPLIER_SORT_TARGET_MS);
    await close();
  },
};
