import { ApiError } from './api-error.js';

/**
 * The one error catalogue of every Tripsight service call (docs/rules/operations.md#service-errors, the 401
 * texts included), word for word: analytics views, exports and the operations service all answer with it.
 */
export const SERVICE_MESSAGES = {
  TOKEN_EXPIRED: 'Authentication token has expired. Please refresh your session.',
  INVALID_TOKEN: 'Invalid authentication token. Please log in again.',
  AUTH_CONFIG: 'Authentication configuration error. Please contact support.',
  AUTH_FAILED: 'Authentication failed. Please check your credentials.',
  MISSING_TMC: 'Missing TMC information in authentication token.',
  FORBIDDEN: 'Access denied. You do not have permission to access this resource.',
  NOT_FOUND: 'Resource not found or not accessible.',
  SERVER: 'Internal server error. Please try again later.',
  UNAVAILABLE: 'Service unavailable. Please try again later.',
  UNEXPECTED: 'An unexpected error occurred.',
  NETWORK: 'Network error. Please check your connection and try again.',
  HEALTH: 'Health check failed',
  NO_TOKEN: 'Authentication token is required',
} as const;

/** Seconds to wait after a 429 when the service does not say. */
const DEFAULT_RETRY_AFTER_SECONDS = 60;

/** The 429 message with the retry seconds. */
function rateLimitMessage(seconds: number = DEFAULT_RETRY_AFTER_SECONDS): string {
  return `Rate limit exceeded. Please try again in ${seconds} seconds.`;
}

/**
 * The catalogue message for an error response: `code` is the body's `error` field and
 * `serverMessage` its `message` (used only for statuses the catalogue does not name).
 */
export function serviceErrorMessage(
  status: number,
  code: string | undefined,
  serverMessage: string | undefined,
  retryAfterSeconds?: number | null,
): string {
  switch (status) {
    case 401:
      if (code === 'TOKEN_EXPIRED') return SERVICE_MESSAGES.TOKEN_EXPIRED;
      if (code === 'INVALID_TOKEN') return SERVICE_MESSAGES.INVALID_TOKEN;
      if (code === 'INVALID_AUDIENCE' || code === 'INVALID_ISSUER') return SERVICE_MESSAGES.AUTH_CONFIG;
      return SERVICE_MESSAGES.AUTH_FAILED;
    case 403:
      return code === 'MISSING_TMC' ? SERVICE_MESSAGES.MISSING_TMC : SERVICE_MESSAGES.FORBIDDEN;
    case 404:
      return SERVICE_MESSAGES.NOT_FOUND;
    case 429:
      return rateLimitMessage(retryAfterSeconds ?? DEFAULT_RETRY_AFTER_SECONDS);
    case 500:
      return SERVICE_MESSAGES.SERVER;
    case 503:
      return SERVICE_MESSAGES.UNAVAILABLE;
    default:
      return serverMessage && serverMessage.trim() !== '' ? serverMessage : SERVICE_MESSAGES.UNEXPECTED;
  }
}

/**
 * Seconds until a rate limit lifts, from `Retry-After` or `X-RateLimit-Reset` (either a number of
 * seconds or a Unix time in seconds); null when neither says.
 */
export function retryAfterSeconds(headers: Headers, nowMs: number = Date.now()): number | null {
  const retryAfter = Number(headers.get('Retry-After') ?? NaN);
  if (Number.isFinite(retryAfter) && retryAfter >= 0) return Math.ceil(retryAfter);
  const reset = Number(headers.get('X-RateLimit-Reset') ?? NaN);
  if (!Number.isFinite(reset) || reset < 0) return null;
  // A value past 1e9 is a Unix time (seconds), anything smaller a delay in seconds.
  if (reset > 1e9) return Math.max(1, Math.ceil(reset - nowMs / 1000));
  return Math.ceil(reset);
}

/** The `problems` of a 400 body (`[{ field, message }]`), keeping only well-formed entries; undefined without any. */
function problemsOf(value: unknown): { field: string; message: string }[] | undefined {
  if (!Array.isArray(value)) return undefined;
  const problems = value
    .filter(
      (entry): entry is { field: string; message: string } =>
        typeof entry === 'object' &&
        entry !== null &&
        typeof (entry as { field?: unknown }).field === 'string' &&
        typeof (entry as { message?: unknown }).message === 'string',
    )
    .map(({ field, message }) => ({ field, message }));
  return problems.length > 0 ? problems : undefined;
}

/**
 * Turns an error response into an ApiError carrying the catalogue message. The service answers
 * `{ error: code, message, field?, problems? }`; its analytics query API answers as Cube does,
 * `{ error: message, code, field? }`, and both read alike.
 */
export async function errorFromResponse(response: Response): Promise<ApiError> {
  let body: { error?: unknown; message?: unknown; field?: unknown; code?: unknown; problems?: unknown } = {};
  try {
    body = (await response.json()) as typeof body;
  } catch {
    // no JSON body: the catalogue message stands alone
  }
  const cubeShaped = typeof body.code === 'string';
  const code = cubeShaped
    ? (body.code as string)
    : typeof body.error === 'string'
      ? body.error
      : `HTTP_${response.status}`;
  const sentence = cubeShaped ? body.error : body.message;
  const serverMessage = typeof sentence === 'string' ? sentence : undefined;
  const message = serviceErrorMessage(
    response.status,
    code,
    serverMessage,
    retryAfterSeconds(response.headers),
  );
  return new ApiError(
    response.status,
    code,
    message,
    typeof body.field === 'string' ? body.field : undefined,
    response.headers.get('X-Request-Id') ?? undefined,
    problemsOf(body.problems),
  );
}
