import { createHash } from 'node:crypto';
import pg from 'pg';
import {
  RateLimiterMemory,
  RateLimiterPostgres,
  RateLimiterRes,
  type RateLimiterAbstract,
} from 'rate-limiter-flexible';
import type { RateLimits } from '../config.js';
import { HttpError } from '../errors.js';
import type { TenantCaller } from './principal.js';

/** Every budget is per minute, a fixed window from the first request (as the spec's reset header counts). */
export const BUDGET_WINDOW_SECONDS = 60;

/**
 * Which budget an endpoint spends: the operations endpoints, analytics views and reports, or the
 * support writes (chat messages and error reports), which must not eat a user's operations budget,
 * or the exports delivered by e-mail (on top of the analytics budget: a mail costs far more).
 */
export type BudgetKind = 'operations' | 'analytics' | 'support' | 'mail';

/** The rate-limit headers the spec's client reads, for the budget a caller is closest to exhausting. */
export type BudgetHeaders = Record<
  'X-RateLimit-Limit' | 'X-RateLimit-Remaining' | 'X-RateLimit-Reset',
  string
> &
  Record<string, string>;

/** One named budget: a limiter and the key it counts a caller under. */
interface Budget {
  limit: number;
  limiter: RateLimiterAbstract;
  key(caller: TenantCaller): string;
}

/** Spends a caller's budgets; answers the headers to send, or throws 429 RATE_LIMITED. */
export interface RequestBudgets {
  spend(kind: BudgetKind, caller: TenantCaller): Promise<BudgetHeaders | null>;
  close(): Promise<void>;
}

/**
 * A fixed-length key for a budget (a store's key column is bounded, and holds no NUL): the hash of
 * the parts, length-prefixed so no two different lists of parts meet.
 */
const budgetKey = (...parts: string[]) =>
  createHash('sha256')
    .update(parts.map((part) => `${part.length}:${part}`).join(''))
    .digest('base64url');

// The subject alone could collide across TMCs of one identity provider: key on TMC and subject.
const perUser = (caller: TenantCaller) => budgetKey(caller.tmc, caller.principal.subject);
const perTmc = (caller: TenantCaller) => budgetKey(caller.tmc);

function headersOf(limit: number, res: RateLimiterRes): BudgetHeaders {
  return {
    'X-RateLimit-Limit': String(limit),
    'X-RateLimit-Remaining': String(Math.max(0, res.remainingPoints)),
    'X-RateLimit-Reset': String(Math.max(1, Math.ceil(res.msBeforeNext / 1000))),
  };
}

function rateLimited(limit: number, res: RateLimiterRes): HttpError {
  const headers = headersOf(limit, res);
  const seconds = headers['X-RateLimit-Reset'];
  return new HttpError(
    429,
    'RATE_LIMITED',
    `Rate limit of ${limit} requests per minute exceeded; retry in ${seconds} seconds`,
    { headers: { ...headers, 'Retry-After': seconds } },
  );
}

/** A limiter factory: memory in this process, or a table several replicas share. */
type LimiterFactory = (name: string, points: number) => Promise<RateLimiterAbstract>;

const memoryLimiter: LimiterFactory = async (name, points) =>
  new RateLimiterMemory({ keyPrefix: name, points, duration: BUDGET_WINDOW_SECONDS });

/**
 * Limiters counting in PostgreSQL (`rate_limits` table), so every replica of the service spends the
 * same budgets; an in-memory insurance limiter takes over while the database cannot be reached.
 */
function postgresLimiters(pool: pg.Pool): LimiterFactory {
  let table: Promise<void> | null = null;
  return async (name, points) => {
    const options = {
      storeClient: pool,
      storeType: 'pool',
      tableName: 'rate_limits',
      keyPrefix: name,
      points,
      duration: BUDGET_WINDOW_SECONDS,
      clearExpiredByTimeout: true,
      insuranceLimiter: new RateLimiterMemory({ keyPrefix: name, points, duration: BUDGET_WINDOW_SECONDS }),
    };
    // The first limiter creates the table; the others wait for it rather than race CREATE TABLE.
    if (!table) {
      let limiter: RateLimiterPostgres | undefined;
      table = new Promise<void>((done, fail) => {
        limiter = new RateLimiterPostgres(options, (error?: unknown) => (error ? fail(error) : done()));
      });
      await table;
      return limiter!;
    }
    await table;
    return new RateLimiterPostgres({ ...options, tableCreated: true });
  };
}

/**
 * The request budgets of the service (config.rateLimits): operations and support writes per user; analytics views and
 * reports per user and per TMC, so one user cannot starve the colleagues of a TMC and one TMC cannot
 * starve the others. Keys are the verified TMC and subject of the access token. With `databaseUrl`,
 * the counts live in PostgreSQL, shared by every replica on that database; otherwise in memory (one
 * process per data folder).
 */
export async function createRequestBudgets(
  limits: RateLimits,
  databaseUrl: string | null,
): Promise<RequestBudgets> {
  const pool = databaseUrl ? new pg.Pool({ connectionString: databaseUrl, max: 4 }) : null;
  const make = pool ? postgresLimiters(pool) : memoryLimiter;
  const budget = async (name: string, limit: number, key: Budget['key']): Promise<Budget | null> =>
    limit > 0 ? { limit, limiter: await make(name, limit), key } : null;
  const kinds: Record<BudgetKind, Budget[]> = {
    operations: [await budget('ops-user', limits.operationsPerUser, perUser)].filter((b) => b !== null),
    support: [await budget('support-user', limits.supportPerUser, perUser)].filter((b) => b !== null),
    mail: [await budget('mail-user', limits.mailPerUser, perUser)].filter((b) => b !== null),
    analytics: [
      await budget('analytics-user', limits.analyticsPerUser, perUser),
      await budget('analytics-tmc', limits.analyticsPerTmc, perTmc),
    ].filter((b) => b !== null),
  };

  return {
    async spend(kind, caller) {
      let headers: BudgetHeaders | null = null;
      for (const { limit, limiter, key } of kinds[kind]) {
        let res: RateLimiterRes;
        try {
          res = await limiter.consume(key(caller));
        } catch (rejection) {
          if (rejection instanceof RateLimiterRes) throw rateLimited(limit, rejection);
          throw rejection;
        }
        // The first budget (the caller's own) sets the headers.
        headers ??= headersOf(limit, res);
      }
      return headers;
    },
    async close() {
      await pool?.end();
    },
  };
}
