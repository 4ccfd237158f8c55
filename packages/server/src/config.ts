import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

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
  /** Built portal to serve at / (PORTAL_DIR); none when the folder is missing. */
  portalDir: string | null;
  /** Built browser SDK to serve at /sdk/ (SDK_DIR). */
  sdkDir: string | null;
  /** Example host pages to serve at /examples/ (EXAMPLES_DIR). */
  examplesDir: string | null;
  /** Log one line per request (LOG_REQUESTS, default true). */
  logRequests: boolean;
}

const repoRoot = resolve(fileURLToPath(new URL('.', import.meta.url)), '../../..');

function intFrom(name: string, value: string | undefined, fallback: number): number {
  if (value === undefined || value === '') return fallback;
  const parsed = Number(value);
  if (!Number.isInteger(parsed) || parsed < 0) {
    throw new Error(`${name} must be a non-negative integer, got "${value}"`);
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
    portalDir: env.PORTAL_DIR ?? resolve(repoRoot, 'portal/dist'),
    sdkDir: env.SDK_DIR ?? resolve(repoRoot, 'packages/elements/dist/browser'),
    examplesDir: env.EXAMPLES_DIR ?? resolve(repoRoot, 'examples'),
    logRequests: env.LOG_REQUESTS !== 'false',
    ...overrides,
  };
}
