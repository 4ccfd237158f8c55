import { alertsBench } from './alerts.js';
import { analyticsBench } from './analytics.js';
import { clickhouseBench } from './clickhouse.js';
import { emissionsBench } from './emissions.js';
import { exportBench } from './export.js';
import { hotelBench } from './hotel.js';
import { hotelInsightsBench } from './hotel-insights.js';
import { policyBench } from './policy.js';
import { questionBench } from './question.js';
import { supplierBench } from './supplier.js';
import { loadBench } from './load.js';
import type { BenchRunner } from './runner.js';

/**
 * The benchmarks of `pnpm bench`, run in order; each prints its own figures. Add a benchmark by
 * importing its runner (e.g. `./export.js`) and listing it here.
 */
const BENCH_RUNNERS: BenchRunner[] = [
  analyticsBench,
  clickhouseBench,
  policyBench,
  supplierBench,
  hotelBench,
  hotelInsightsBench,
  emissionsBench,
  questionBench,
  exportBench,
  alertsBench,
  loadBench,
];

/** `pnpm bench` for the service: prints the latency figures the issues ask for. */
async function main(): Promise<void> {
  const only = process.argv.slice(2);
  for (const runner of BENCH_RUNNERS) {
    if (only.length > 0 && !only.some((name) => runner.name.includes(name))) continue;
    console.log(`\n== ${runner.name}`);
    await runner.run();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? (error.stack ?? error.message) : error);
  process.exit(1);
});
