import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { savingsOverviewView } from '@tripsight/core/views';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildApp } from '../src/app.js';
import { isLoopbackHost } from '../src/auth/module.js';
import { SIGN_OUT_SCRIPT_HASH } from '../src/auth/pages.js';
import { loadConfig } from '../src/config.js';
import { startTestServer, type TestServer } from './server.js';
import { signIn, tokenFor } from './tokens.js';

/** A portal, SDK and examples folder of one file each, so the test does not need a build. */
function webFolders() {
  const root = mkdtempSync(join(tmpdir(), 'tripsight-web-'));
  const folders = {
    portalDir: join(root, 'portal'),
    sdkDir: join(root, 'sdk'),
    examplesDir: join(root, 'ex'),
  };
  for (const dir of Object.values(folders)) mkdirSync(dir, { recursive: true });
  writeFileSync(join(folders.portalDir, 'index.html'), '<!doctype html><title>Tripsight</title>');
  writeFileSync(join(folders.sdkDir, 'tripsight.js'), 'export {};\n');
  mkdirSync(join(folders.examplesDir, 'plain-html'));
  writeFileSync(join(folders.examplesDir, 'plain-html', 'index.html'), '<!doctype html><script>1</script>');
  return { ...folders, remove: () => rmSync(root, { recursive: true, force: true }) };
}

const directive = (csp: string | null, name: string) =>
  (csp ?? '')
    .split(';')
    .map((part) => part.trim())
    .find((part) => part.startsWith(`${name} `));

describe('headers: proxies, caching, CSP and framing, CORS', () => {
  let server: TestServer;
  let proxied: TestServer;
  const web = webFolders();
  beforeAll(async () => {
    server = await startTestServer({
      portalDir: web.portalDir,
      sdkDir: web.sdkDir,
      examplesDir: web.examplesDir,
    });
    proxied = await startTestServer({
      trustProxy: true,
      frameAncestors: ["'self'", 'https://intranet.example'],
      corsOrigins: ['https://intranet.example'],
      portalDir: web.portalDir,
    });
  });
  afterAll(async () => {
    await server?.close();
    await proxied?.close();
    web.remove();
  });

  it('builds the discovery document from PUBLIC_URL whatever Host and X-Forwarded-* say', async () => {
    for (const target of [server, proxied]) {
      const res = await fetch(`${target.url}/oidc/.well-known/openid-configuration`, {
        headers: { 'x-forwarded-host': 'evil.example', 'x-forwarded-proto': 'https', host: 'evil.example' },
      });
      expect(res.status).toBe(200);
      const text = await res.text();
      expect(text).not.toContain('evil.example');
      const doc = JSON.parse(text) as Record<string, unknown>;
      expect(doc.issuer).toBe(`${target.config.publicUrl}/oidc`);
      for (const field of ['authorization_endpoint', 'token_endpoint', 'jwks_uri', 'end_session_endpoint']) {
        expect(String(doc[field]), field).toMatch(new RegExp(`^${target.config.publicUrl}/oidc/`));
      }
    }
  });

  it('believes a proxy only when TRUST_PROXY says so', async () => {
    const sent = { 'x-request-id': 'edge-1234' };
    const untrusted = await fetch(`${server.url}/health`, { headers: sent });
    expect(untrusted.headers.get('x-request-id')).not.toBe('edge-1234');
    const trusted = await fetch(`${proxied.url}/health`, { headers: sent });
    expect(trusted.headers.get('x-request-id')).toBe('edge-1234');
  });

  it('sends Cache-Control: no-store on API and sign-in answers, errors included', async () => {
    const token = await tokenFor(server, 'manager');
    const auth = { authorization: `Bearer ${token}` };
    const answers = await Promise.all([
      fetch(`${server.url}/api/me`, { headers: auth }),
      fetch(`${server.url}${savingsOverviewView.path}`, { headers: auth }),
      fetch(`${server.url}/api/audit/intents/`, { headers: auth }),
      fetch(`${server.url}/api/audit/intents/`),
      fetch(`${server.url}/api/nowhere`),
      fetch(`${server.url}/oidc/.well-known/openid-configuration`),
      fetch(`${server.url}/oidc/jwks`),
    ]);
    for (const res of answers) expect(res.headers.get('cache-control'), res.url).toContain('no-store');
    const signedIn = await signIn(server, 'manager');
    expect(signedIn.access_token).toBeTruthy();
  });

  it('sends a strict CSP, nosniff, a referrer policy and frame-ancestors on the portal', async () => {
    const res = await fetch(`${server.url}/`);
    expect(res.status).toBe(200);
    const csp = res.headers.get('content-security-policy');
    expect(directive(csp, 'script-src')).toBe("script-src 'self'");
    expect(directive(csp, 'default-src')).toBe("default-src 'self'");
    expect(directive(csp, 'object-src')).toBe("object-src 'none'");
    // Shoelace's system icons are files beside the SDK, not data: URLs.
    expect(directive(csp, 'connect-src')).toBe("connect-src 'self'");
    expect(directive(csp, 'frame-ancestors')).toBe("frame-ancestors 'self'");
    expect(res.headers.get('x-frame-options')).toBe('SAMEORIGIN');
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
    // A client route of the portal (served from index.html) too.
    const route = await fetch(`${server.url}/Faresaver/Savingsoverview`);
    expect(directive(route.headers.get('content-security-policy'), 'script-src')).toBe("script-src 'self'");
    // The SDK and the API are not sniffed either; the example host keeps its inline script but not framing.
    const sdk = await fetch(`${server.url}/sdk/tripsight.js`);
    expect(sdk.headers.get('x-content-type-options')).toBe('nosniff');
    const example = await fetch(`${server.url}/examples/plain-html/`);
    expect(example.headers.get('content-security-policy')).toBe(
      "frame-ancestors 'self'; object-src 'none'; base-uri 'self'",
    );
    expect(example.headers.get('x-content-type-options')).toBe('nosniff');
  });

  it('takes frame-ancestors from FRAME_ANCESTORS', async () => {
    const res = await fetch(`${proxied.url}/`);
    expect(directive(res.headers.get('content-security-policy'), 'frame-ancestors')).toBe(
      "frame-ancestors 'self' https://intranet.example",
    );
    // X-Frame-Options cannot name another origin: left out, frame-ancestors decides.
    expect(res.headers.get('x-frame-options')).toBeNull();
    expect(() => loadConfig({ FRAME_ANCESTORS: "'self'; script-src *" })).toThrow(/FRAME_ANCESTORS/);
  });

  it('lets the sign-in pages run only their own script and never be framed', async () => {
    const discovery = await fetch(`${server.url}/oidc/.well-known/openid-configuration`);
    const csp = discovery.headers.get('content-security-policy');
    expect(directive(csp, 'script-src')).toBe(`script-src 'self' ${SIGN_OUT_SCRIPT_HASH}`);
    expect(directive(csp, 'frame-ancestors')).toBe("frame-ancestors 'none'");
    expect(discovery.headers.get('x-frame-options')).toBe('DENY');
  });

  it('answers CORS only for the allowed origins (default: the service itself)', async () => {
    const preflight = (target: TestServer, origin: string) =>
      fetch(`${target.url}${savingsOverviewView.path}`, {
        method: 'OPTIONS',
        headers: {
          origin,
          'access-control-request-method': 'GET',
          'access-control-request-headers': 'authorization',
        },
      });
    const own = new URL(server.config.publicUrl).origin;
    expect((await preflight(server, own)).headers.get('access-control-allow-origin')).toBe(own);
    expect(
      (await preflight(server, 'https://evil.example')).headers.get('access-control-allow-origin'),
    ).toBeNull();
    const token = await tokenFor(server, 'manager');
    const simple = await fetch(`${server.url}${savingsOverviewView.path}`, {
      headers: { origin: 'https://evil.example', authorization: `Bearer ${token}` },
    });
    expect(simple.headers.get('access-control-allow-origin')).toBeNull();
    expect(
      (await preflight(proxied, 'https://intranet.example')).headers.get('access-control-allow-origin'),
    ).toBe('https://intranet.example');
    expect((await preflight(proxied, own)).headers.get('access-control-allow-origin')).toBeNull();
  });
});

describe('the development sign-in on a non-loopback HOST', () => {
  const base = (dataDir: string, overrides: Parameters<typeof loadConfig>[1] = {}) =>
    loadConfig(
      {},
      {
        port: 0,
        publicUrl: 'http://127.0.0.1:4399',
        dataDir,
        datasetRows: 1500,
        logRequests: false,
        ...overrides,
      },
    );

  it('knows loopback addresses', () => {
    for (const host of ['127.0.0.1', '127.8.9.10', 'localhost', '::1', '[::1]'])
      expect(isLoopbackHost(host)).toBe(true);
    for (const host of ['0.0.0.0', '::', '10.0.0.5', '192.168.1.2', 'tripsight.example']) {
      expect(isLoopbackHost(host)).toBe(false);
    }
  });

  it('is refused unless DEV_SIGN_IN=true, and then warned about', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'tripsight-host-'));
    try {
      const refused = await buildApp(base(dataDir, { host: '0.0.0.0' })).then(
        () => null,
        (error: unknown) => (error as Error).message,
      );
      expect(refused).toMatch(/^HOST=0\.0\.0\.0 would expose the passwordless development sign-in/);
      expect(refused).toContain('DEV_SIGN_IN=true');
      expect(loadConfig({ DEV_SIGN_IN: 'true' }).devSignInOnAnyHost).toBe(true);
      const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
      try {
        const app = await buildApp(base(dataDir, { host: '0.0.0.0', devSignInOnAnyHost: true }));
        expect(warn).toHaveBeenCalledWith(
          expect.stringMatching(/^WARNING: the passwordless development sign-in/),
        );
        await app.close();
      } finally {
        warn.mockRestore();
      }
      // An external identity provider needs no development sign-in: no refusal.
      const external = await buildApp(
        base(dataDir, { host: '0.0.0.0', oidcIssuer: 'https://login.example/tmc' }),
      );
      await external.close();
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
