/**
 * The one domain error of the service. The error handler turns it into
 * `{ error, message, field? }` with `status`.
 *
 * @example throw new HttpError(400, 'BAD_REQUEST', 'startDate must be YYYY-MM-DD', { field: 'startDate' });
 */
export class HttpError extends Error {
  readonly field: string | undefined;
  readonly headers: Record<string, string>;

  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    options: { field?: string; cause?: unknown; headers?: Record<string, string> } = {},
  ) {
    super(message, { cause: options.cause });
    this.field = options.field;
    this.headers = options.headers ?? {};
  }
}

/** A 400 naming the bad field and what is wrong with it. */
export function badRequest(field: string, problem: string): HttpError {
  return new HttpError(400, 'BAD_REQUEST', `${field}: ${problem}`, { field });
}
