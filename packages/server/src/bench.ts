import { analyticsBench } from './bench/analytics.js';
import { exportBench } from './bench/export.js';
import { hotelBench } from './bench/hotel.js';
import { policyBench } from './bench/policy.js';
import { supplierBench } from './bench/supplier.js';
import { loadBench } from './bench/load.js';
import type { BenchRunner } from './bench/runner.js';

/**
 * The benchmarks of `pnpm bench`, run in order; each prints its own figures. Add a benchmark by
 * importing its runner (e.g. `./bench/export.js`) and listing it here.
 */
const BENCH_RUNNERS: BenchRunner[] = [
  analyticsBench,
  policyBench,
  supplierBench,
  hotelBench,
  exportBench,
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
