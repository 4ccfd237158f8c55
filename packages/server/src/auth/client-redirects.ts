/**
 * Which return addresses the development provider accepts for the public client `tripsight-portal`:
 * the registered ones, plus, for local development, any loopback origin's `/callback`,
 * `/silent-renew.html`, `/examples/plain-html/`, the docs' element pages (sign-in) and `/` (after sign-out).
 */
const LOOPBACK_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]']);
const DEV_REDIRECT_PATHS = new Set(['/callback', '/silent-renew.html', '/examples/plain-html/']);
const DEV_POST_LOGOUT_PATHS = new Set(['/', '/examples/plain-html/']);
/** The docs' element pages sign their live examples in and complete that sign-in themselves. */
const DEV_REDIRECT_FOLDERS = ['/docs/elements/'];

function loopbackPath(value: string): string | null {
  const url = URL.parse(value);
  if (!url || url.protocol !== 'http:' || !LOOPBACK_HOSTS.has(url.hostname)) return null;
  if (url.search || url.hash || url.username || url.password) return null;
  return url.pathname;
}

/** True when `value` is a loopback development address the portal may sign in through. */
export function isDevRedirectUri(value: string): boolean {
  const path = loopbackPath(value);
  if (path === null) return false;
  return DEV_REDIRECT_PATHS.has(path) || DEV_REDIRECT_FOLDERS.some((folder) => path.startsWith(folder));
}

/** True when `value` is a loopback development address to land on after sign-out. */
export function isDevPostLogoutUri(value: string): boolean {
  const path = loopbackPath(value);
  return path !== null && DEV_POST_LOGOUT_PATHS.has(path);
}

/** The addresses registered for the portal client at `publicUrl`. */
export function registeredRedirects(publicUrl: string): {
  redirectUris: string[];
  postLogoutRedirectUris: string[];
} {
  return {
    redirectUris: [...DEV_REDIRECT_PATHS].map((path) => `${publicUrl}${path}`),
    postLogoutRedirectUris: [...DEV_POST_LOGOUT_PATHS].map((path) => `${publicUrl}${path}`),
  };
}
