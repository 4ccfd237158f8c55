import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

/** Size limits of the report (export) endpoints. */
export interface ReportLimits {
  /** Above this many rows the answer is the contact-support message (REPORT_MAX_ROWS, default 1,000,000). */
  maxRows: number;
  /** Above this many rows the file goes to the user's mailbox instead (REPORT_EMAIL_ROWS, default 250,000). */
  emailRows: number;
  /** Rows read from the warehouse per step while a file is written (REPORT_PAGE_ROWS, default 5,000). */
  pageRows: number;
}

/** Everything the service reads from its environment, with embedded defaults. */
export interface ServerConfig {
  /** TCP port (PORT, default 4300; 0 picks a free one). */
  port: number;
  /** Interface to listen on (HOST, default 127.0.0.1). */
  host: string;
  /** Public origin users reach the service at (PUBLIC_URL, default http://localhost:{port}). */
  publicUrl: string;
  /** Folder for the DuckDB file, PGlite data and the signing key (DATA_DIR, default ./.data). */
  dataDir: string;
  /** PostgreSQL connection string for operational data; PGlite in dataDir when empty (DATABASE_URL). */
  databaseUrl: string | null;
  /** External OpenID issuer; the embedded development provider when empty (OIDC_ISSUER). */
  oidcIssuer: string | null;
  /** Audience access tokens must carry (OIDC_AUDIENCE, default tripsight-api). */
  oidcAudience: string;
  /** Air PNRs per TMC in a freshly generated dataset (DATASET_ROWS, default 20000). */
  datasetRows: number;
  /** Seed of the dataset generator (DATASET_SEED, default 42). */
  datasetSeed: number;
  /** DuckDB worker threads of the analytics warehouse (WH_THREADS, default 2). */
  warehouseThreads: number;
  /** Size limits of the report endpoints (REPORT_MAX_ROWS, REPORT_EMAIL_ROWS, REPORT_PAGE_ROWS). */
  reportLimits: ReportLimits;
  /** Built portal to serve at / (PORTAL_DIR); none when the folder is missing. */
  portalDir: string | null;
  /** Built browser SDK to serve at /sdk/ (SDK_DIR). */
  sdkDir: string | null;
  /** Example host pages to serve at /examples/ (EXAMPLES_DIR). */
  examplesDir: string | null;
  /** Log one line per request (LOG_REQUESTS, default true). */
  logRequests: boolean;
}

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

const repoRoot = resolve(fileURLToPath(new URL('.', import.meta.url)), '../../..');

/** An integer setting at least `min`; blank means the fallback. Bad values stop the start with a sentence. */
function intFrom(name: string, value: string | undefined, fallback: number, min = 0): number {
  if (value === undefined || value === '') return fallback;
  const parsed = Number(value);
  if (!Number.isInteger(parsed) || parsed < min) {
    const kind = min > 0 ? 'a positive' : 'a non-negative';
    throw new Error(`${name} must be ${kind} integer, got "${value}"`);
  }
  return parsed;
}

/** Reads the configuration from `env`; `overrides` win (tests use them). */
export function loadConfig(
  env: NodeJS.ProcessEnv = process.env,
  overrides: Partial<ServerConfig> = {},
): ServerConfig {
  const port = overrides.port ?? intFrom('PORT', env.PORT, 4300);
  return {
    port,
    host: env.HOST || '127.0.0.1',
    publicUrl: (env.PUBLIC_URL || `http://localhost:${port}`).replace(/\/$/, ''),
    dataDir: resolve(env.DATA_DIR || resolve(repoRoot, '.data')),
    databaseUrl: env.DATABASE_URL || null,
    oidcIssuer: env.OIDC_ISSUER || null,
    oidcAudience: env.OIDC_AUDIENCE || 'tripsight-api',
    datasetRows: intFrom('DATASET_ROWS', env.DATASET_ROWS, 20000),
    datasetSeed: intFrom('DATASET_SEED', env.DATASET_SEED, 42),
    warehouseThreads: intFrom('WH_THREADS', env.WH_THREADS, 2, 1),
    reportLimits: {
      maxRows: intFrom('REPORT_MAX_ROWS', env.REPORT_MAX_ROWS, 1_000_000, 1),
      emailRows: intFrom('REPORT_EMAIL_ROWS', env.REPORT_EMAIL_ROWS, 250_000, 1),
      pageRows: intFrom('REPORT_PAGE_ROWS', env.REPORT_PAGE_ROWS, 5_000, 1),
    },
    portalDir: env.PORTAL_DIR ?? resolve(repoRoot, 'portal/dist'),
    sdkDir: env.SDK_DIR ?? resolve(repoRoot, 'packages/elements/dist/browser'),
    examplesDir: env.EXAMPLES_DIR ?? resolve(repoRoot, 'examples'),
    logRequests: env.LOG_REQUESTS !== 'false',
    ...overrides,
  };
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
