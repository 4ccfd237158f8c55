import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { decodeJwt, decodeProtectedHeader } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_USERS, DEMO_USER_KEYS, EVERY_TAB } from '../src/auth/demo-users.js';
import { SIGNING_KEY_FILE } from '../src/auth/signing-key.js';
import { freePort, startTestServer, type TestServer } from './server.js';
import {
  bearer,
  browse,
  CookieJar,
  expiredTokenFor,
  signIn,
  tokenFor,
  tokenSignedByStranger,
  tokenWithAudience,
  tokenWithIssuer,
  tokenWithoutTmc,
} from './tokens.js';

async function me(server: TestServer, headers: Record<string, string> = {}) {
  const res = await fetch(`${server.url}/api/me`, { headers });
  return { status: res.status, body: (await res.json()) as Record<string, unknown>, res };
}

describe('embedded development sign-in', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(async () => server?.close());

  it('publishes a discovery document for {publicUrl}/oidc with code + PKCE S256', async () => {
    const res = await fetch(`${server.url}/oidc/.well-known/openid-configuration`);
    expect(res.status).toBe(200);
    const doc = (await res.json()) as Record<string, unknown>;
    expect(doc.issuer).toBe(`${server.config.publicUrl}/oidc`);
    expect(doc.authorization_endpoint).toBe(`${server.url}/oidc/auth`);
    expect(doc.token_endpoint).toBe(`${server.url}/oidc/token`);
    expect(doc.jwks_uri).toBe(`${server.url}/oidc/jwks`);
    expect(doc.end_session_endpoint).toBe(`${server.url}/oidc/session/end`);
    expect(doc.response_types_supported).toEqual(['code']);
    expect(doc.code_challenge_methods_supported).toEqual(['S256']);
    expect(doc.grant_types_supported).toContain('refresh_token');
    const jwks = (await (await fetch(String(doc.jwks_uri))).json()) as {
      keys: { kid: string; d?: string }[];
    };
    const persisted = JSON.parse(readFileSync(join(server.config.dataDir, SIGNING_KEY_FILE), 'utf8'));
    expect(jwks.keys.map((key) => key.kid)).toEqual([persisted.keys[0].kid]);
    expect(jwks.keys[0]?.d).toBeUndefined();
  });

  /** An authorization request of the portal client with PKCE, plus `extra` parameters (prompt, …). */
  function authorizeUrl(extra: Record<string, string> = {}): string {
    const url = new URL(`${server.url}/oidc/auth`);
    url.search = new URLSearchParams({
      client_id: 'tripsight-portal',
      redirect_uri: `${server.url}/callback`,
      response_type: 'code',
      scope: 'openid profile',
      code_challenge: 'E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuGJSstw-cM',
      code_challenge_method: 'S256',
      ...extra,
    }).toString();
    return url.href;
  }

  it('shows a self-contained sign-in page with one button per demo user', async () => {
    const first = await fetch(authorizeUrl(), { redirect: 'manual' });
    expect(first.status).toBe(303);
    const cookie = first.headers
      .getSetCookie()
      .map((line) => line.split(';')[0])
      .join('; ');
    const page = await fetch(new URL(first.headers.get('location')!, server.url), { headers: { cookie } });
    expect(page.status).toBe(200);
    const html = await page.text();
    for (const key of DEMO_USER_KEYS) {
      expect(html).toContain(`Sign in as ${DEMO_USERS[key].claims.name}`);
    }
    expect(html).toContain('Bluewave Journeys');
    expect(html).toContain('Northstar Travel');
    expect(html).not.toMatch(/(src|href)="https?:/);
    expect(html).not.toMatch(/@import|<script/);
  });

  it('answers an unknown or used sign-in attempt with a readable error page', async () => {
    const page = await fetch(`${server.url}/oidc/interaction/not-a-real-uid`);
    expect(page.status).toBe(400);
    expect(await page.text()).toContain('This sign-in attempt has expired or was already used.');
    const post = await fetch(`${server.url}/oidc/interaction/not-a-real-uid/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'user=nobody',
    });
    expect(post.status).toBe(400);
    expect(await post.text()).toContain('Unknown demo user &quot;nobody&quot;');
  });

  it('refuses an authorization request without PKCE', async () => {
    const authorize = new URL(`${server.url}/oidc/auth`);
    authorize.search = new URLSearchParams({
      client_id: 'tripsight-portal',
      redirect_uri: `${server.url}/callback`,
      response_type: 'code',
      scope: 'openid',
    }).toString();
    const res = await fetch(authorize, { redirect: 'manual' });
    const target = new URL(res.headers.get('location') ?? '', server.url);
    expect(target.searchParams.get('error')).toBe('invalid_request');
    expect(target.searchParams.get('error_description')).toMatch(/PKCE/);
  });

  it('signs a user in with code + PKCE and issues a JWT access token with every claim', async () => {
    const result = await signIn(server, 'clients');
    expect(result.token_type).toBe('Bearer');
    expect(result.refresh_token).toBeTruthy();
    expect(decodeProtectedHeader(result.access_token).typ).toBe('at+jwt');
    const access = decodeJwt(result.access_token);
    const sam = DEMO_USERS.clients.claims;
    expect(access).toMatchObject({
      iss: `${server.config.publicUrl}/oidc`,
      aud: 'tripsight-api',
      sub: sam.sub,
      tmc: 'northstar',
      customer_id: sam.customer_id,
      entitled_tabs: sam.entitled_tabs,
      allow_export_reports: true,
      default_clients: ['Globex Corporation', 'Initech'],
      name: 'Sam Rivera',
      email: sam.email,
      picture: sam.picture,
    });
    const id = decodeJwt(result.id_token);
    expect(id).toMatchObject({ aud: 'tripsight-portal', tmc: 'northstar', name: 'Sam Rivera' });
    expect(id.default_clients).toEqual(['Globex Corporation', 'Initech']);
  });

  it('gives the travel manager every tab, and Jamie no exports', async () => {
    const manager = await me(server, bearer(await tokenFor(server, 'manager')));
    expect(manager.status).toBe(200);
    expect(manager.body).toMatchObject({
      subject: 'demo-manager',
      tmc: 'northstar',
      allowExportReports: true,
    });
    expect(manager.body.entitledTabs).toEqual([...EVERY_TAB]);
    for (const tab of [
      'Savingsoverview',
      'RebookingSuccessInsights',
      'AgentseeAuditLog',
      'SBRCustomerManagement',
    ]) {
      expect(manager.body.entitledTabs).toContain(tab);
    }
    const jamie = await me(server, bearer(await tokenFor(server, 'noexport')));
    expect(jamie.body).toMatchObject({ name: 'Jamie Lee', allowExportReports: false });
    const dana = await me(server, bearer(await tokenFor(server, 'demo')));
    expect(dana.body).toMatchObject({ customerId: 'DEMO_COMPANY' });
    const priya = await me(server, bearer(await tokenFor(server, 'second')));
    expect(priya.body).toMatchObject({ tmc: 'bluewave', name: 'Priya Shah' });
  });

  it('renews the access token with the refresh token', async () => {
    const first = await signIn(server, 'second');
    const res = await fetch(`${server.url}/oidc/token`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({
        grant_type: 'refresh_token',
        refresh_token: first.refresh_token!,
        client_id: 'tripsight-portal',
      }).toString(),
    });
    expect(res.status).toBe(200);
    const renewed = (await res.json()) as { access_token: string };
    expect(renewed.access_token).not.toBe(first.access_token);
    expect((await me(server, bearer(renewed.access_token))).body).toMatchObject({ tmc: 'bluewave' });
  });

  it('accepts a loopback development redirect on another port but not a foreign one', async () => {
    await expect(
      signIn(server, 'manager', { redirectUri: 'http://localhost:5173/callback' }),
    ).resolves.toMatchObject({
      token_type: 'Bearer',
    });
    await expect(
      signIn(server, 'manager', { redirectUri: 'https://evil.example/callback' }),
    ).rejects.toThrow();
  });

  /** Follows the provider's redirects with `jar` until it sends the browser back to /callback. */
  async function silentCallback(jar: CookieJar): Promise<URL> {
    let url = authorizeUrl({ prompt: 'none' });
    for (let hops = 0; hops < 5 && !url.startsWith(`${server.url}/callback`); hops += 1) {
      const res = await browse(jar, url);
      url = new URL(res.headers.get('location') ?? '', url).href;
    }
    return new URL(url);
  }

  it('renews silently with prompt=none while the sign-in session lasts, and not after sign-out', async () => {
    const jar = new CookieJar();
    expect((await silentCallback(jar)).searchParams.get('error')).toBe('login_required');
    const { id_token } = await signIn(server, 'demo', { jar });
    expect((await silentCallback(jar)).searchParams.get('code')).toBeTruthy();

    const end = new URL(`${server.url}/oidc/session/end`);
    end.search = new URLSearchParams({
      id_token_hint: id_token,
      post_logout_redirect_uri: `${server.url}/`,
      client_id: 'tripsight-portal',
    }).toString();
    const confirm = await browse(jar, end.href);
    expect(confirm.status).toBe(200);
    const html = await confirm.text();
    expect(html).toContain('Sign out of Tripsight');
    const action = html.match(/<form id="op.logoutForm" method="post" action="([^"]+)"/)?.[1];
    const xsrf = html.match(/name="xsrf" value="([^"]+)"/)?.[1];
    expect(action && xsrf).toBeTruthy();
    const done = await browse(jar, new URL(action!, server.url).href, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ xsrf: xsrf!, logout: 'yes' }).toString(),
    });
    expect(done.status).toBe(303);
    expect(done.headers.get('location')).toBe(`${server.url}/`);
    expect((await silentCallback(jar)).searchParams.get('error')).toBe('login_required');
  });

  it('answers 401 MISSING_TOKEN without a bearer token', async () => {
    const res = await me(server);
    expect(res.status).toBe(401);
    expect(res.body).toMatchObject({ error: 'MISSING_TOKEN' });
    expect(res.body.message).toEqual(expect.any(String));
    expect((await me(server, { authorization: 'Basic abc' })).body.error).toBe('MISSING_TOKEN');
  });

  it('answers 401 TOKEN_EXPIRED for an expired token', async () => {
    const res = await me(server, bearer(await expiredTokenFor(server)));
    expect(res.status).toBe(401);
    expect(res.body.error).toBe('TOKEN_EXPIRED');
    expect(res.res.headers.get('www-authenticate')).toMatch(/^Bearer error="invalid_token"/);
  });

  it('answers 401 INVALID_AUDIENCE for a token meant for another API', async () => {
    const res = await me(server, bearer(await tokenWithAudience(server, 'another-api')));
    expect(res.status).toBe(401);
    expect(res.body.error).toBe('INVALID_AUDIENCE');
  });

  it('answers 401 INVALID_ISSUER for a token from another issuer', async () => {
    const res = await me(server, bearer(await tokenWithIssuer(server, 'https://issuer.example/oidc')));
    expect(res.status).toBe(401);
    expect(res.body.error).toBe('INVALID_ISSUER');
  });

  it('answers 401 INVALID_TOKEN for a bad signature, garbage, and an ID token', async () => {
    expect((await me(server, bearer(await tokenSignedByStranger(server)))).body.error).toBe('INVALID_TOKEN');
    const garbage = await me(server, bearer('not.a.jwt'));
    expect(garbage.status).toBe(401);
    expect(garbage.body.error).toBe('INVALID_TOKEN');
    const { id_token } = await signIn(server, 'manager');
    expect((await me(server, bearer(id_token))).body.error).toBe('INVALID_AUDIENCE');
  });

  it('accepts a valid token without tmc and reports tmc as null', async () => {
    const res = await me(server, bearer(await tokenWithoutTmc(server)));
    expect(res.status).toBe(200);
    expect(res.body.tmc).toBeNull();
  });
});

describe('signing key persistence', () => {
  it('keeps tokens of the first run valid after a restart on the same data directory', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'tripsight-auth-'));
    const port = await freePort();
    try {
      const first = await startTestServer({ dataDir, port });
      let token: string;
      let kid: string;
      try {
        token = await tokenFor(first, 'manager');
        kid = JSON.parse(readFileSync(join(dataDir, SIGNING_KEY_FILE), 'utf8')).keys[0].kid;
      } finally {
        await first.close();
      }
      const second = await startTestServer({ dataDir, port });
      try {
        expect(JSON.parse(readFileSync(join(dataDir, SIGNING_KEY_FILE), 'utf8')).keys[0].kid).toBe(kid);
        const res = await me(second, bearer(token));
        expect(res.status).toBe(200);
        expect(res.body).toMatchObject({ subject: 'demo-manager', tmc: 'northstar' });
      } finally {
        await second.close();
      }
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  });

  it("refuses a token signed with another data directory's key under the same issuer", async () => {
    const port = await freePort();
    const other = await startTestServer({ port });
    let foreign: string;
    try {
      foreign = await tokenFor(other, 'manager');
    } finally {
      await other.close();
    }
    const mine = await startTestServer({ port });
    try {
      const res = await me(mine, bearer(foreign));
      expect(res.status).toBe(401);
      expect(res.body.error).toBe('INVALID_TOKEN');
    } finally {
      await mine.close();
    }
  });
});

describe('external issuer by configuration', () => {
  let issuerServer: TestServer;
  let api: TestServer;
  beforeAll(async () => {
    issuerServer = await startTestServer();
    api = await startTestServer({ oidcIssuer: `${issuerServer.url}/oidc` });
  });
  afterAll(async () => {
    await api?.close();
    await issuerServer?.close();
  });

  it('verifies tokens against the issuer’s published keys and mounts no provider of its own', async () => {
    const token = await tokenFor(issuerServer, 'second');
    const res = await me(api, bearer(token));
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ subject: 'demo-second', tmc: 'bluewave' });
    expect((await fetch(`${api.url}/oidc/.well-known/openid-configuration`)).status).toBe(404);
  });

  it('still refuses expired, foreign and unsigned tokens', async () => {
    expect((await me(api, bearer(await expiredTokenFor(issuerServer)))).body.error).toBe('TOKEN_EXPIRED');
    const ownIssuer = await tokenWithIssuer(issuerServer, `${api.url}/oidc`);
    expect((await me(api, bearer(ownIssuer))).body.error).toBe('INVALID_ISSUER');
    expect((await me(api, bearer(await tokenSignedByStranger(issuerServer)))).body.error).toBe(
      'INVALID_TOKEN',
    );
  });
});
