// The development sign-in of the data service, driven as a browser would drive it, for tests, benches
// and scripts that need a real access token (the service's own tests, the portal's end-to-end layer,
// the benches, the framework hosts). Plain JavaScript, so the .mjs scripts load it without a build.
import { createHash, randomBytes } from 'node:crypto';

/** The client the service's development provider registers for the portal (`PORTAL_CLIENT_ID`). */
const DEFAULT_CLIENT_ID = 'tripsight-portal';

/** The cookies one browser would keep for the service (names only; the tests use one host). */
export class CookieJar {
  /** @type {Map<string, string>} */
  #cookies = new Map();

  /** @param {Response} response */
  store(response) {
    for (const line of response.headers.getSetCookie()) {
      const [pair = '', ...attributes] = line.split(';');
      const eq = pair.indexOf('=');
      const name = pair.slice(0, eq).trim();
      const value = pair.slice(eq + 1).trim();
      const expired = attributes.some((attr) => {
        const [key = '', val = ''] = attr.split('=');
        const k = key.trim().toLowerCase();
        return (k === 'expires' && Date.parse(val) <= Date.now()) || (k === 'max-age' && Number(val) <= 0);
      });
      if (expired || value === '') this.#cookies.delete(name);
      else this.#cookies.set(name, value);
    }
  }

  header() {
    return [...this.#cookies].map(([name, value]) => `${name}=${value}`).join('; ');
  }
}

/** @param {Buffer} bytes */
const base64url = (bytes) => bytes.toString('base64url');

/**
 * Fetches like a browser tab with `jar` for cookies, never following redirects.
 * @param {CookieJar} jar
 * @param {string} url
 * @param {RequestInit} [init]
 */
export async function browse(jar, url, init = {}) {
  const response = await fetch(url, {
    ...init,
    redirect: 'manual',
    headers: { .../** @type {Record<string, string>} */ (init.headers), cookie: jar.header() },
  });
  jar.store(response);
  return response;
}

/**
 * @param {Response} response
 * @param {string} base
 */
function location(response, base) {
  const target = response.headers.get('location');
  if (response.status < 300 || response.status >= 400 || !target) {
    throw new Error(`expected a redirect from ${base}, got ${response.status}`);
  }
  return new URL(target, base).href;
}

/**
 * Signs demo `user` (e.g. 'manager') in at the service's development provider exactly as a browser
 * would: authorization request with PKCE S256, the sign-in page's form for that user, the redirect
 * back with a code, and the code exchange at the token endpoint.
 * @param {string} serviceUrl
 * @param {string} user
 * @param {import('./sign-in.js').SignInOptions} [options]
 * @returns {Promise<import('./sign-in.js').SignInResult>}
 */
export async function signInAsDemoUser(serviceUrl, user, options = {}) {
  const issuer = `${serviceUrl}/oidc`;
  const clientId = options.clientId ?? DEFAULT_CLIENT_ID;
  const redirectUri = options.redirectUri ?? `${serviceUrl}/callback`;
  const verifier = base64url(randomBytes(32));
  const challenge = base64url(createHash('sha256').update(verifier).digest());
  const state = base64url(randomBytes(12));
  const jar = options.jar ?? new CookieJar();

  const authorize = new URL(`${issuer}/auth`);
  authorize.search = new URLSearchParams({
    client_id: clientId,
    redirect_uri: redirectUri,
    response_type: 'code',
    scope: options.scope ?? 'openid profile email offline_access',
    code_challenge: challenge,
    code_challenge_method: 'S256',
    state,
    nonce: base64url(randomBytes(12)),
  }).toString();

  let url = location(await browse(jar, authorize.href), authorize.href);
  const page = await browse(jar, url);
  const html = await page.text();
  if (page.status !== 200) throw new Error(`sign-in page answered ${page.status}: ${html}`);
  const form = [...html.matchAll(/<form method="post" action="([^"]+)">([\s\S]*?)<\/form>/g)].find((match) =>
    match[2]?.includes(`name="user" value="${user}"`),
  );
  if (!form?.[1]) throw new Error(`the sign-in page offers no button for ${user}`);
  const action = new URL(form[1].replace(/&amp;/g, '&'), url).href;
  url = location(
    await browse(jar, action, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ user }).toString(),
    }),
    action,
  );
  // Follow the provider's redirects until it sends the browser back to the application.
  for (let hops = 0; !url.startsWith(redirectUri) && hops < 5; hops += 1) {
    url = location(await browse(jar, url), url);
  }
  const callback = new URL(url);
  if (callback.searchParams.get('state') !== state) throw new Error(`state mismatch in ${url}`);
  const code = callback.searchParams.get('code');
  if (!code) throw new Error(`no code in ${url}`);

  const tokenResponse = await fetch(`${issuer}/token`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({
      grant_type: 'authorization_code',
      code,
      redirect_uri: redirectUri,
      client_id: clientId,
      code_verifier: verifier,
    }).toString(),
  });
  const body = await tokenResponse.json();
  if (!tokenResponse.ok || !body.access_token) {
    throw new Error(`token endpoint answered ${tokenResponse.status}: ${JSON.stringify(body)}`);
  }
  return body;
}
