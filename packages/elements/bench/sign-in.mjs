// Gets an access token from the service's embedded development provider the way a browser does:
// authorization request with PKCE S256, the sign-in page's form for one demo user, the code exchange.
import { createHash, randomBytes } from 'node:crypto';

const CLIENT_ID = 'tripsight-portal';

class CookieJar {
  cookies = new Map();
  store(response) {
    for (const line of response.headers.getSetCookie()) {
      const [pair = ''] = line.split(';');
      const eq = pair.indexOf('=');
      const name = pair.slice(0, eq).trim();
      const value = pair.slice(eq + 1).trim();
      if (value === '' || /max-age=0/i.test(line)) this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
  }
  header() {
    return [...this.cookies].map(([n, v]) => `${n}=${v}`).join('; ');
  }
}

async function browse(jar, url, init = {}) {
  const response = await fetch(url, {
    ...init,
    redirect: 'manual',
    headers: { ...init.headers, cookie: jar.header() },
  });
  jar.store(response);
  return response;
}

function location(response, base) {
  const target = response.headers.get('location');
  if (response.status < 300 || response.status >= 400 || !target) {
    throw new Error(`expected a redirect from ${base}, got ${response.status}`);
  }
  return new URL(target, base).href;
}

/** Signs `user` (a demo user key such as 'manager') in at `serviceUrl`; resolves to the access token. */
export async function accessToken(serviceUrl, user = 'manager') {
  const issuer = `${serviceUrl}/oidc`;
  const redirectUri = `${serviceUrl}/callback`;
  const verifier = randomBytes(32).toString('base64url');
  const challenge = createHash('sha256').update(verifier).digest('base64url');
  const state = randomBytes(12).toString('base64url');
  const jar = new CookieJar();
  const authorize = new URL(`${issuer}/auth`);
  authorize.search = new URLSearchParams({
    client_id: CLIENT_ID,
    redirect_uri: redirectUri,
    response_type: 'code',
    scope: 'openid profile email',
    code_challenge: challenge,
    code_challenge_method: 'S256',
    state,
    nonce: randomBytes(12).toString('base64url'),
  }).toString();
  let url = location(await browse(jar, authorize.href), authorize.href);
  const page = await browse(jar, url);
  const html = await page.text();
  if (page.status !== 200) throw new Error(`sign-in page answered ${page.status}`);
  const form = [...html.matchAll(/<form method="post" action="([^"]+)">([\s\S]*?)<\/form>/g)].find((m) =>
    m[2]?.includes(`name="user" value="${user}"`),
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
  for (let hops = 0; !url.startsWith(redirectUri) && hops < 5; hops += 1)
    url = location(await browse(jar, url), url);
  const code = new URL(url).searchParams.get('code');
  if (!code) throw new Error(`no code in ${url}`);
  const response = await fetch(`${issuer}/token`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({
      grant_type: 'authorization_code',
      code,
      redirect_uri: redirectUri,
      client_id: CLIENT_ID,
      code_verifier: verifier,
    }).toString(),
  });
  const body = await response.json();
  if (!response.ok || !body.access_token) throw new Error(`token endpoint answered ${response.status}`);
  return body.access_token;
}
