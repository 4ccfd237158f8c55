import { resolve } from 'node:path';
import { intFrom } from '../src/config-settings.js';

/** What `pnpm bench` reads from its environment, besides the service configuration. */
export interface BenchConfig {
  /** PNRs of the analytics bench dataset, spread over the TMCs (BENCH_PNRS, default 5,000,000). */
  pnrs: number;
  /** Measured calls per endpoint (BENCH_RUNS, default 100). */
  runs: number;
  /** Folder of the analytics bench dataset (BENCH_DATA_DIR, default {dataDir}/bench). */
  dataDir: string;
  /** Folder of the export bench dataset (BENCH_EXPORT_DATA_DIR, default {dataDir}/bench-export). */
  exportDataDir: string;
  /** PNRs per TMC of the export bench dataset (BENCH_EXPORT_PNRS, default 150,000). */
  exportPnrsPerTmc: number;
}

/** Reads the bench settings from `env`; dataset folders default below the service's `dataDir`. */
export function loadBenchConfig(dataDir: string, env: NodeJS.ProcessEnv = process.env): BenchConfig {
  return {
    pnrs: intFrom('BENCH_PNRS', env.BENCH_PNRS, 5_000_000, 1),
    runs: intFrom('BENCH_RUNS', env.BENCH_RUNS, 100, 1),
    dataDir: env.BENCH_DATA_DIR || resolve(dataDir, 'bench'),
    exportDataDir: env.BENCH_EXPORT_DATA_DIR || resolve(dataDir, 'bench-export'),
    exportPnrsPerTmc: intFrom('BENCH_EXPORT_PNRS', env.BENCH_EXPORT_PNRS, 150_000, 1),
  };
}
