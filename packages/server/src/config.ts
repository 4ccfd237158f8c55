import { DEVELOPMENT_SAMPLE_DATA_KEY } from '@tripsight/core/policy';
import { existsSync } from 'node:fs';
import { analyticsEngineFrom, type AnalyticsEngineConfig } from './analytics/warehouse/engine-config.js';
import { powerBiFrom } from './reports-host/powerbi-config.js';
import { alertSettingsFrom, type AlertSettings } from './alerts/alert-settings.js';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  intFrom,
  trustProxyFrom,
  corsOriginsFrom,
  frameAncestorsFrom,
  embedSecretFrom,
  urlSetting,
  environmentFrom,
} from './config-settings.js';

/** Size limits of the report (export) endpoints. */
interface ReportLimits {
  /** Above this many rows the answer is the contact-support message (REPORT_MAX_ROWS, default 1,000,000). */
  maxRows: number;
  /** Above this many rows the file goes to the user's mailbox instead (REPORT_EMAIL_ROWS, default 250,000). */
  emailRows: number;
  /** Rows read from the warehouse per step while a file is written (REPORT_PAGE_ROWS, default 5,000). */
  pageRows: number;
}

/**
 * Requests per minute a caller may make (0: no limit). Budgets are keyed on the verified subject and
 * TMC of the access token, never on the raw `Authorization` header.
 */
export interface RateLimits {
  /** Audit and SBR endpoints, per user (RATE_LIMIT_OPS, default 300). */
  operationsPerUser: number;
  /** Support chat messages and error reports, per user (RATE_LIMIT_SUPPORT, default 60). */
  supportPerUser: number;
  /** Analytics views and reports, per user (RATE_LIMIT_ANALYTICS_USER, default 600). */
  analyticsPerUser: number;
  /** Analytics views and reports, all users of one TMC together (RATE_LIMIT_ANALYTICS_TMC, default 6000). */
  analyticsPerTmc: number;
  /** Exports delivered by e-mail, per user (RATE_LIMIT_MAIL, default 10), besides the analytics budget. */
  mailPerUser: number;
}

/**
 * The embed tokens of the reference report service (the report host `GET /api/getEmbedToken` hands
 * out for every report a Power BI workspace does not serve).
 */
interface EmbedTokenConfig {
  /**
   * HMAC key the tokens are signed with (EMBED_TOKEN_SECRET, at least 32 characters). Empty: a random
   * key per start, so tokens die with the process; set one shared key when several replicas serve.
   */
  secret: string | null;
  /** Lifetime of a token in seconds (EMBED_TOKEN_TTL, default 3600, at least 10). */
  ttlSeconds: number;
}

/**
 * A Power BI workspace as report host for the reports it maps (POWERBI_*). The service signs in as
 * the app registration (client-credentials grant) and hands the browser only view embed tokens.
 */
export interface PowerBiConfig {
  /** Directory (tenant) id or domain of the app registration (POWERBI_TENANT_ID). */
  tenantId: string;
  /** Application (client) id of the app registration, a GUID (POWERBI_CLIENT_ID). */
  clientId: string;
  /** Client secret of the app registration (POWERBI_CLIENT_SECRET); never leaves the service. */
  clientSecret: string;
  /** The workspace (group) id holding the reports, a GUID (POWERBI_WORKSPACE_ID). */
  workspaceId: string;
  /** Power BI report id (GUID) by catalogue report name (POWERBI_REPORTS, a JSON object). */
  reports: Record<string, string>;
  /** The identity platform's sign-in origin (POWERBI_AUTHORITY_URL, default https://login.microsoftonline.com). */
  authorityUrl: string;
  /** The Power BI REST API origin (POWERBI_API_URL, default https://api.powerbi.com). */
  apiUrl: string;
}

/** The support chat script and the error reporting the portal is given (GET /api/portal/config). */
export interface SupportConfig {
  /**
   * The chat widget script the portal's "Direct support" button opens (SUPPORT_WIDGET_URL; default
   * the service's stand-in `/support/widget.js`; `off` leaves the widget out). The portal's CSP
   * allows exactly its origin.
   */
  widgetUrl: string | null;
  /** Where the portal sends error reports (ERROR_REPORT_URL; default /api/errorReports; `off`: none). */
  errorReportUrl: string | null;
  /** The environment errors are sampled for (TRIPSIGHT_ENV: production 20 %, staging and development all sessions). */
  environment: 'production' | 'staging' | 'development';
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
  /** SMTP server mail goes to (SMTP_URL, e.g. smtp://user:pass@mail:587); none: .eml files in {dataDir}/outbox. */
  smtpUrl: string | null;
  /** The From address of alert, digest and export mail (MAIL_FROM). */
  mailFrom: string;
  /** The alert scheduler and webhooks (ALERTS_POLL_MS, ALERTS_LEASE_SECONDS, ALERTS_WEBHOOK_*, …). */
  alerts: AlertSettings;
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
  /** The analytics engine (ANALYTICS_ENGINE: duckdb, clickhouse, chdb) and its settings (CHDB_PATH, CLICKHOUSE_*). */
  analytics: AnalyticsEngineConfig;
  /** Size limits of the report endpoints (REPORT_MAX_ROWS, REPORT_EMAIL_ROWS, REPORT_PAGE_ROWS). */
  reportLimits: ReportLimits;
  /** Built portal to serve at / (PORTAL_DIR); none when the folder is missing. */
  portalDir: string | null;
  /** Built browser SDK to serve at /sdk/ (SDK_DIR). */
  sdkDir: string | null;
  /** Example host pages to serve at /examples/ (EXAMPLES_DIR). */
  examplesDir: string | null;
  /** The docs site (a page per element, the core API reference) to serve at /docs/ (DOCS_DIR). */
  docsDir: string | null;
  /**
   * Key the sample-data API of the POC and demo modes asks for in X-API-Key (SAMPLE_DATA_KEY; by
   * default the development key the reference portal sends, so set your own outside development).
   */
  sampleDataKey: string;
  /** Log one line per request (LOG_REQUESTS, default true); errors (5xx) are logged either way. */
  logRequests: boolean;
  /**
   * Whether X-Forwarded-For/-Proto/-Host are believed (TRUST_PROXY): false (default), true, the
   * number of proxy hops, or a comma-separated list of proxy addresses/CIDRs.
   */
  trustProxy: boolean | number | string;
  /** Origins allowed to call the API from a browser (CORS_ORIGINS, comma-separated; default the PUBLIC_URL origin). */
  corsOrigins: string[];
  /** Who may frame the portal: CSP `frame-ancestors` sources (FRAME_ANCESTORS, space-separated; default 'self'). */
  frameAncestors: string[];
  /**
   * Serve the passwordless development sign-in on a HOST that is not loopback (DEV_SIGN_IN=true).
   * Without it, such a start is refused unless OIDC_ISSUER names a real identity provider.
   */
  devSignInOnAnyHost: boolean;
  /** Request budgets (RATE_LIMIT_OPS, RATE_LIMIT_SUPPORT, RATE_LIMIT_ANALYTICS_USER, RATE_LIMIT_ANALYTICS_TMC, RATE_LIMIT_MAIL). */
  rateLimits: RateLimits;
  /** Memory per TMC for cached view results, in MB (VIEW_CACHE_MB, default 32; 0 turns caching off). */
  viewCacheMb: number;
  /** Embed tokens of the reference report service (EMBED_TOKEN_SECRET, EMBED_TOKEN_TTL). */
  embedTokens: EmbedTokenConfig;
  /** The Power BI workspace serving the reports it maps; none when POWERBI_* are unset. */
  powerBi: PowerBiConfig | null;
  /** Support chat script, error-report endpoint and environment (SUPPORT_WIDGET_URL, ERROR_REPORT_URL, TRIPSIGHT_ENV). */
  support: SupportConfig;
}

/**
 * The workspace root: the nearest folder above this module holding pnpm-workspace.yaml (the sources,
 * the service's build and the bench's build sit at different depths), else three folders up.
 */
function workspaceRoot(): string {
  const here = fileURLToPath(new URL('.', import.meta.url));
  for (let dir = here; dirname(dir) !== dir; dir = dirname(dir)) {
    if (existsSync(join(dir, 'pnpm-workspace.yaml'))) return dir;
  }
  return resolve(here, '../../..');
}

const repoRoot = workspaceRoot();

/** Reads the configuration from `env`; `overrides` win (tests use them). */
export function loadConfig(
  env: NodeJS.ProcessEnv = process.env,
  overrides: Partial<ServerConfig> = {},
): ServerConfig {
  const port = overrides.port ?? intFrom('PORT', env.PORT, 4300);
  const publicUrl = (overrides.publicUrl ?? (env.PUBLIC_URL || `http://localhost:${port}`)).replace(
    /\/$/,
    '',
  );
  return {
    port,
    host: env.HOST || '127.0.0.1',
    publicUrl,
    dataDir: resolve(env.DATA_DIR || resolve(repoRoot, '.data')),
    databaseUrl: env.DATABASE_URL || null,
    smtpUrl: env.SMTP_URL || null,
    mailFrom: env.MAIL_FROM || 'Tripsight <alerts@tripsight.invalid>',
    alerts: alertSettingsFrom(env),
    oidcIssuer: env.OIDC_ISSUER || null,
    oidcAudience: env.OIDC_AUDIENCE || 'tripsight-api',
    datasetRows: intFrom('DATASET_ROWS', env.DATASET_ROWS, 20000),
    datasetSeed: intFrom('DATASET_SEED', env.DATASET_SEED, 42),
    warehouseThreads: intFrom('WH_THREADS', env.WH_THREADS, 2, 1),
    analytics: analyticsEngineFrom(env),
    reportLimits: {
      maxRows: intFrom('REPORT_MAX_ROWS', env.REPORT_MAX_ROWS, 1_000_000, 1),
      emailRows: intFrom('REPORT_EMAIL_ROWS', env.REPORT_EMAIL_ROWS, 250_000, 1),
      pageRows: intFrom('REPORT_PAGE_ROWS', env.REPORT_PAGE_ROWS, 5_000, 1),
    },
    portalDir: env.PORTAL_DIR ?? resolve(repoRoot, 'portal/dist'),
    sdkDir: env.SDK_DIR ?? resolve(repoRoot, 'packages/elements/dist/browser'),
    examplesDir: env.EXAMPLES_DIR ?? resolve(repoRoot, 'examples'),
    docsDir: env.DOCS_DIR ?? resolve(repoRoot, 'packages/docs/dist'),
    sampleDataKey: env.SAMPLE_DATA_KEY || DEVELOPMENT_SAMPLE_DATA_KEY,
    logRequests: env.LOG_REQUESTS !== 'false',
    trustProxy: trustProxyFrom(env.TRUST_PROXY),
    corsOrigins: overrides.corsOrigins ?? corsOriginsFrom(env.CORS_ORIGINS, publicUrl),
    frameAncestors: frameAncestorsFrom(env.FRAME_ANCESTORS),
    devSignInOnAnyHost: env.DEV_SIGN_IN === 'true',
    rateLimits: {
      operationsPerUser: intFrom('RATE_LIMIT_OPS', env.RATE_LIMIT_OPS, 300),
      supportPerUser: intFrom('RATE_LIMIT_SUPPORT', env.RATE_LIMIT_SUPPORT, 60),
      analyticsPerUser: intFrom('RATE_LIMIT_ANALYTICS_USER', env.RATE_LIMIT_ANALYTICS_USER, 600),
      analyticsPerTmc: intFrom('RATE_LIMIT_ANALYTICS_TMC', env.RATE_LIMIT_ANALYTICS_TMC, 6000),
      mailPerUser: intFrom('RATE_LIMIT_MAIL', env.RATE_LIMIT_MAIL, 10),
    },
    viewCacheMb: intFrom('VIEW_CACHE_MB', env.VIEW_CACHE_MB, 32),
    embedTokens: {
      secret: embedSecretFrom(env.EMBED_TOKEN_SECRET),
      ttlSeconds: intFrom('EMBED_TOKEN_TTL', env.EMBED_TOKEN_TTL, 3600, 10),
    },
    powerBi: powerBiFrom(env),
    support: {
      widgetUrl: urlSetting('SUPPORT_WIDGET_URL', env.SUPPORT_WIDGET_URL, '/support/widget.js'),
      errorReportUrl: urlSetting('ERROR_REPORT_URL', env.ERROR_REPORT_URL, '/api/errorReports'),
      environment: environmentFrom(env.TRIPSIGHT_ENV),
    },
    ...overrides,
  };
}
