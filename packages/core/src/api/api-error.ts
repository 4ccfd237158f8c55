/**
 * A failed call to a Tripsight service: HTTP status (0 when there was no response), the service's
 * error code (TOKEN_EXPIRED, BAD_REQUEST, …) and a message fit to show. Check with `instanceof`.
 * `requestId` is the service's `X-Request-Id` of the failed call, when it answered one. A 400 that
 * refuses several fields at once lists each in `problems` (`field` and `message` name the first).
 */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly field?: string,
    readonly requestId?: string,
    readonly problems?: { field: string; message: string }[],
  ) {
    super(message);
    this.name = 'ApiError';
  }
}
