import type { FastifyRequest } from 'fastify';
import type { AppContext } from '../app-context.js';
import { HttpError, badRequest } from '../errors.js';

/** Authenticates the request and returns the TMC every query is scoped to (403 MISSING_TMC without one). */
export async function tenantOf(ctx: AppContext, request: FastifyRequest): Promise<string> {
  const principal = await ctx.authenticate(request);
  if (!principal.tmc) {
    throw new HttpError(403, 'MISSING_TMC', 'The access token carries no tmc claim');
  }
  return principal.tmc;
}

/** Query-string values as Fastify hands them over (a repeated key gives an array). */
export type QueryBag = Record<string, string | string[] | undefined>;

/** The single value of a query parameter; blank counts as absent. */
export function single(query: QueryBag, field: string): string | undefined {
  const value = query[field];
  if (Array.isArray(value)) {
    if (value.length > 1) throw badRequest(field, 'give it once');
    return value[0]?.trim() || undefined;
  }
  return value?.trim() || undefined;
}

/** A page number: positive integer, 1 when absent. */
export function pageParam(query: QueryBag, field = 'page'): number {
  const value = single(query, field);
  if (value === undefined) return 1;
  if (!/^\d{1,6}$/.test(value) || Number(value) < 1)
    throw badRequest(field, `must be a positive integer, got "${value}"`);
  return Number(value);
}

/** `true` / `false`, undefined when absent. */
export function booleanParam(query: QueryBag, field: string): boolean | undefined {
  const value = single(query, field)?.toLowerCase();
  if (value === undefined) return undefined;
  if (value === 'true' || value === '1') return true;
  if (value === 'false' || value === '0') return false;
  throw badRequest(field, `must be true or false, got "${value}"`);
}

const DATE_ONLY = /^\d{4}-\d{2}-\d{2}$/;
const DATE_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,6})?)?(Z|[+-]\d{2}:?\d{2})$/;

/**
 * A date bound: `YYYY-MM-DD` (a whole UTC day) or an ISO date-time with offset. Returns the instant the
 * bound starts at and, for a date, the start of the next day (so an end date includes its whole day).
 */
export function dateParam(
  query: QueryBag,
  field: string,
): { start: Date; dayAfter: Date | null } | undefined {
  const value = single(query, field);
  if (value === undefined) return undefined;
  if (DATE_ONLY.test(value)) {
    const start = new Date(`${value}T00:00:00Z`);
    if (!Number.isNaN(start.getTime()) && start.toISOString().startsWith(value)) {
      return { start, dayAfter: new Date(start.getTime() + 86_400_000) };
    }
  } else if (DATE_TIME.test(value)) {
    const start = new Date(value);
    if (!Number.isNaN(start.getTime())) return { start, dayAfter: null };
  }
  throw badRequest(field, `must be YYYY-MM-DD or an ISO date-time, got "${value}"`);
}

/** A numeric row id from the path. */
export function idParam(value: string, field = 'id'): number {
  if (!/^\d{1,9}$/.test(value) || Number(value) < 1)
    throw badRequest(field, `must be a positive integer, got "${value}"`);
  return Number(value);
}

/** Escapes `%`, `_` and `\` for a LIKE pattern. */
export function likePattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
}

/** The SQL expression formatting a timestamptz column as `YYYY-MM-DDTHH:mm:ssZ` (UTC). */
export function utc(column: string): string {
  return `to_char(${column} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"')`;
}

/** PostgreSQL unique_violation. */
export function isUniqueViolation(error: unknown): boolean {
  return typeof error === 'object' && error !== null && (error as { code?: unknown }).code === '23505';
}
