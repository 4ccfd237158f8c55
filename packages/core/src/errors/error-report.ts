import type { BusEventMap } from '../bus/bus.js';
import type { ErrorEnvironment } from './error-sampling.js';

/** What an element or a data call announces as `tripsight-error`. */
export type ErrorDetail = BusEventMap['tripsight-error'];

/**
 * One report sent to the error-reporting service. It names the failure and where it happened, and
 * no personal data beyond the user's id: no names, e-mail addresses, tokens or query strings.
 */
export interface ErrorReport {
  /** The failure's message, with e-mail addresses, tokens and long numbers masked. */
  message: string;
  /** Where it happened: a view path, a cube path or an element tag (no query string). */
  source: string;
  /** HTTP status of a failed call (0: no answer). */
  status: number | null;
  /** The service's error code (TOKEN_EXPIRED, BAD_REQUEST, …). */
  code: string | null;
  /** The service's `X-Request-Id` of the failed call. */
  requestId: string | null;
  environment: ErrorEnvironment;
  /** A random id of the browser session (not derived from the user). */
  sessionId: string;
  /** The internal page name of the active tab. */
  page: string | null;
  /** The user's opaque id, when the host supplies one. */
  userId: string | null;
  /** ISO 8601 time of the failure. */
  occurredAt: string;
}

/** Longest message and source a report carries. */
export const MAX_REPORT_MESSAGE = 500;
const MAX_REPORT_SOURCE = 200;

const EMAIL = /[A-Za-z0-9.!#$%&'*+/=?^_`{|}~-]+@[A-Za-z0-9-]+(?:\.[A-Za-z0-9-]+)+/g;
const BEARER = /\bBearer\s+[A-Za-z0-9._~+/=-]+/gi;
const JWT = /\b[A-Za-z0-9_-]{8,}\.[A-Za-z0-9_-]{8,}\.[A-Za-z0-9_-]{8,}\b/g;
const LONG_NUMBER = /\d[\d -]{7,}\d/g;
const REQUEST_ID = /^[A-Za-z0-9._:-]{1,128}$/;

/**
 * A message with the personal data it may carry masked: e-mail addresses, bearer tokens and JWTs,
 * and runs of 9 or more digits (card or phone numbers); cut to 500 characters.
 *
 * @example scrubErrorMessage('No client for ana@acme.example') // 'No client for [email]'
 */
export function scrubErrorMessage(message: string): string {
  const masked = message
    .replace(BEARER, 'Bearer [token]')
    .replace(JWT, '[token]')
    .replace(EMAIL, '[email]')
    .replace(LONG_NUMBER, '[number]')
    .trim();
  return masked.length > MAX_REPORT_MESSAGE ? `${masked.slice(0, MAX_REPORT_MESSAGE - 1)}…` : masked;
}

/** The source without its query string or fragment, cut to 200 characters. */
function cleanSource(source: string): string {
  const path = source.split(/[?#]/)[0]!.trim();
  return (path || 'unknown').slice(0, MAX_REPORT_SOURCE);
}

/** What a report says besides the failure: the session, the environment, the page and the user's id. */
export interface ErrorReportContext {
  environment: ErrorEnvironment;
  sessionId: string;
  page?: string | null;
  userId?: string | null;
  now?: Date;
}

/**
 * The report of one `tripsight-error`: its message scrubbed of personal data, its source without a
 * query string, its status, code and request id when it was a data call, and the context.
 *
 * @example shapeErrorReport({ message: 'Internal server error.', source: '/api/views/air/rebookingSuccess', status: 500 }, context)
 */
export function shapeErrorReport(detail: ErrorDetail, context: ErrorReportContext): ErrorReport {
  const requestId = detail.requestId && REQUEST_ID.test(detail.requestId) ? detail.requestId : null;
  return {
    message: scrubErrorMessage(String(detail.message ?? '')) || 'Unknown error',
    source: cleanSource(String(detail.source ?? '')),
    status: typeof detail.status === 'number' && Number.isInteger(detail.status) ? detail.status : null,
    code: typeof detail.code === 'string' && detail.code !== '' ? detail.code.slice(0, 64) : null,
    requestId,
    environment: context.environment,
    sessionId: context.sessionId,
    page: context.page ?? null,
    userId: context.userId ?? null,
    occurredAt: (context.now ?? new Date()).toISOString(),
  };
}

/**
 * The `tripsight-error` detail of a failure: its message, and for an `ApiError` (or anything
 * shaped like one) its status, code and request id.
 *
 * @example emit(host, 'tripsight-error', errorDetail(query.error, view.path));
 */
export function errorDetail(error: unknown, source: string): ErrorDetail {
  const detail: ErrorDetail = {
    message: error instanceof Error ? error.message : String(error),
    source,
  };
  if (error && typeof error === 'object') {
    const { status, code, requestId } = error as { status?: unknown; code?: unknown; requestId?: unknown };
    if (typeof status === 'number') detail.status = status;
    if (typeof code === 'string') detail.code = code;
    if (typeof requestId === 'string') detail.requestId = requestId;
  }
  return detail;
}
