/**
 * First path segments the service answers itself: the data APIs (analytics, operations, reports,
 * the Cube-style query API), sign-in, health and the static SDK and example folders. An unknown path
 * under one of them is a wrong URL, answered with a JSON 404, never with the portal's index.html: a
 * host whose `api-base` is wrong must get an error it can read, not a page that parses as bad JSON.
 */
const SERVICE_PATH_PREFIXES = ['api', 'cubejs-api', 'oidc', 'health', 'sdk', 'examples'] as const;

const SERVICE_PATH = new RegExp(`^/(${SERVICE_PATH_PREFIXES.join('|')})(/|\\?|#|$)`);

/**
 * True when `url` (path and query) belongs to the service rather than to the portal's client routes.
 * @example isServicePath('/api/nope?x=1') // true
 * @example isServicePath('/air/savings') // false
 */
export function isServicePath(url: string): boolean {
  return SERVICE_PATH.test(url);
}
