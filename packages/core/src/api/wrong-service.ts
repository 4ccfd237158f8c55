import { ApiError } from './api-error.js';

/** The `ApiError` code of an answer that did not come from a Tripsight data service. */
export const WRONG_SERVICE = 'WRONG_SERVICE';

/**
 * What a host is told when its calls reach something other than the data service (usually a web
 * page served for any path, or another server's 404): where the calls went, and what to fix.
 * @example wrongServiceMessage('https://intranet.example/tripsight')
 * // 'The Tripsight data service did not answer at https://intranet.example/tripsight: check the api-base attribute.'
 */
export function wrongServiceMessage(base: string): string {
  const where = base || globalThis.location?.origin || 'this page’s origin';
  return `The Tripsight data service did not answer at ${where}: check the api-base attribute.`;
}

/** The error for an answer from something that is not the data service at `base`. */
export function wrongServiceError(status: number, base: string): ApiError {
  return new ApiError(status, WRONG_SERVICE, wrongServiceMessage(base));
}

/** True when a response says it is a web page (what a portal or a CDN answers for any path). */
export function isPageResponse(response: Response): boolean {
  return /^text\/html\b/i.test(response.headers.get('content-type') ?? '');
}

/**
 * True when an error response carries the service's error shape (`{ error, message }`): a 404 without
 * it was answered by some other server, so the path, not the resource, is wrong.
 */
export async function hasServiceErrorBody(response: Response): Promise<boolean> {
  try {
    const body: unknown = await response.clone().json();
    return typeof (body as { error?: unknown } | null)?.error === 'string';
  } catch {
    return false;
  }
}
