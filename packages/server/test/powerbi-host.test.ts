import { createServer, type Server } from 'node:http';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { loadConfig, type PowerBiConfig } from '../src/config.js';
import { powerBiHost } from '../src/reports-host/powerbi-host.js';
import { portalCsp } from '../src/security/headers.js';
import { tolerateServerErrors } from './server-errors.js';
import { startTestServer, type TestServer } from './server.js';
import { tokenWithClaims } from './tokens.js';

const TENANT = 'contoso.example';
const CLIENT_ID = '0b6f5a2e-1c3d-4e5f-8a9b-0c1d2e3f4a5b';
const CLIENT_SECRET = 'client-secret-never-in-a-browser';
const WORKSPACE = '5d1e2f3a-4b5c-4d6e-8f7a-9b0c1d2e3f4a';
const PBI_REPORT = '7a8b9c0d-1e2f-4a3b-8c4d-5e6f7a8b9c0d';
const DATASET = '9c0d1e2f-3a4b-4c5d-8e6f-7a8b9c0d1e2f';
const MAPPED = 'SavingsPerformance';
const UNMAPPED = 'SavingsPerformanceBCD';

interface Recorded {
  method: string;
  path: string;
  authorization: string | undefined;
  body: string;
}

/** A stand-in for the identity platform and the Power BI REST API on 127.0.0.1, recording requests. */
function fakePowerBi() {
  const requests: Recorded[] = [];
  // App tokens live four minutes at first: inside the renewal margin, so every call signs in.
  const state = { appTokens: 0, embedTokens: 0, tokenLifetime: 240, failWith: 0 };
  const server: Server = createServer((req, res) => {
    let body = '';
    req.on('data', (chunk: Buffer) => (body += chunk.toString()));
    req.on('end', () => {
      const path = req.url ?? '';
      requests.push({ method: req.method ?? '', path, authorization: req.headers.authorization, body });
      const json = (status: number, answer: unknown) =>
        res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(answer));
      if (state.failWith) return json(state.failWith, { error: { code: 'upstream-detail-do-not-echo' } });
      if (req.method === 'POST' && path === `/${TENANT}/oauth2/v2.0/token`) {
        state.appTokens += 1;
        return json(200, {
          token_type: 'Bearer',
          expires_in: state.tokenLifetime,
          access_token: `app-token-${state.appTokens}`,
        });
      }
      const report = `/v1.0/myorg/groups/${WORKSPACE}/reports/${PBI_REPORT}`;
      if (req.method === 'GET' && path === report) {
        return json(200, {
          id: PBI_REPORT,
          name: 'Savings performance',
          datasetId: DATASET,
          embedUrl: `https://app.powerbi.com/reportEmbed?reportId=${PBI_REPORT}&groupId=${WORKSPACE}`,
        });
      }
      if (req.method === 'POST' && path === `${report}/GenerateToken`) {
        return json(200, {
          token: `embed-token-${(state.embedTokens += 1)}`,
          tokenId: '1f2e3d4c-5b6a-4978-8a9b-0c1d2e3f4a5b',
          expiration: '2030-01-02T03:04:05Z',
        });
      }
      return json(404, { error: 'not found' });
    });
  });
  return { server, requests, state };
}

describe('getEmbedToken from a configured Power BI workspace', () => {
  const fake = fakePowerBi();
  let app: TestServer;
  let northstar: string;
  let bluewave: string;

  beforeAll(async () => {
    await new Promise<void>((resolve) => fake.server.listen(0, '127.0.0.1', resolve));
    const address = fake.server.address();
    const origin = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
    const { powerBi } = loadConfig({
      POWERBI_TENANT_ID: TENANT,
      POWERBI_CLIENT_ID: CLIENT_ID,
      POWERBI_CLIENT_SECRET: CLIENT_SECRET,
      POWERBI_WORKSPACE_ID: WORKSPACE,
      POWERBI_REPORTS: JSON.stringify({ [MAPPED]: PBI_REPORT }),
      POWERBI_AUTHORITY_URL: origin,
      POWERBI_API_URL: `${origin}/`,
    });
    app = await startTestServer({ powerBi });
    const tabs = [MAPPED, UNMAPPED];
    northstar = await tokenWithClaims(app, {
      sub: 'northstar-reports',
      tmc: 'northstar',
      entitled_tabs: tabs,
    });
    bluewave = await tokenWithClaims(app, { sub: 'bluewave-reports', tmc: 'bluewave', entitled_tabs: tabs });
  });
  afterAll(async () => {
    await app?.close();
    await new Promise((resolve) => fake.server.close(resolve));
  });
  beforeEach(() => {
    fake.state.failWith = 0;
  });

  const embedToken = async (reportId: string, token: string) => {
    const res = await fetch(`${app.url}/api/getEmbedToken?reportId=${reportId}`, {
      headers: { authorization: `Bearer ${token}` },
    });
    return { status: res.status, text: await res.text() };
  };
  const since = (count: number) => fake.requests.slice(count);

  it('answers the workspace report embed URL and a view token with its expiration, no secret', async () => {
    const before = fake.requests.length;
    const { status, text } = await embedToken(MAPPED, northstar);
    expect(status, text).toBe(200);
    expect(since(before).map((r) => `${r.method} ${r.path.split('/').at(-1)}`)).toEqual([
      'POST token',
      `GET ${PBI_REPORT}`,
      'POST GenerateToken',
    ]);
    expect(JSON.parse(text)).toEqual({
      accessToken: `embed-token-${fake.state.embedTokens}`,
      embedUrl: [
        {
          reportId: MAPPED,
          embedUrl: `https://app.powerbi.com/reportEmbed?reportId=${PBI_REPORT}&groupId=${WORKSPACE}`,
        },
      ],
      expiration: '2030-01-02T03:04:05.000Z',
    });
    expect(text).not.toContain(CLIENT_SECRET);
    expect(text).not.toMatch(/app-token-/);
  });

  it('signs in with the client-credentials grant and asks for a view token for the caller and TMC', async () => {
    const before = fake.requests.length;
    await embedToken(MAPPED, bluewave);
    const signIn = fake.requests.filter((r) => r.path.endsWith('/oauth2/v2.0/token')).at(-1)!;
    expect(Object.fromEntries(new URLSearchParams(signIn.body))).toEqual({
      grant_type: 'client_credentials',
      client_id: CLIENT_ID,
      client_secret: CLIENT_SECRET,
      scope: 'https://analysis.windows.net/powerbi/api/.default',
    });
    const generated = since(before).find((r) => r.path.endsWith('/GenerateToken'))!;
    expect(generated.authorization).toMatch(/^Bearer app-token-\d+$/);
    expect(JSON.parse(generated.body)).toEqual({
      accessLevel: 'View',
      identities: [{ username: 'bluewave-reports', roles: ['bluewave'], datasets: [DATASET] }],
    });
  });

  it('reuses the app token until it nears expiry', async () => {
    // A token that lives four minutes is already inside the renewal margin: every call signs in.
    await embedToken(MAPPED, northstar);
    const short = fake.state.appTokens;
    await embedToken(MAPPED, northstar);
    expect(fake.state.appTokens).toBe(short + 1);
    // An hour-long token is fetched once, then reused by later calls.
    fake.state.tokenLifetime = 3600;
    await embedToken(MAPPED, northstar);
    const long = fake.state.appTokens;
    expect(long).toBe(short + 2);
    const before = fake.requests.length;
    await embedToken(MAPPED, bluewave);
    await embedToken(MAPPED, northstar);
    expect(fake.state.appTokens).toBe(long);
    const used = since(before).map((r) => r.authorization);
    expect(used).toEqual(Array(4).fill(`Bearer app-token-${long}`));
  });

  it('keeps the reference report service for a report the workspace does not map', async () => {
    const before = fake.requests.length;
    const { status, text } = await embedToken(UNMAPPED, northstar);
    expect(status, text).toBe(200);
    expect(JSON.parse(text).embedUrl).toEqual([
      { reportId: UNMAPPED, embedUrl: `${app.url}/reports-host/embed?reportId=${UNMAPPED}` },
    ]);
    expect(since(before)).toEqual([]);
  });

  it('answers 502 without the upstream body when the Power BI service fails', async () => {
    tolerateServerErrors();
    fake.state.failWith = 403;
    const { status, text } = await embedToken(MAPPED, northstar);
    expect(status).toBe(502);
    const body = JSON.parse(text) as { error: string; message: string };
    expect(body.error).toBe('REPORT_HOST_FAILED');
    expect(body.message).toContain('HTTP 403');
    expect(text).not.toContain('upstream-detail-do-not-echo');
    expect(text).not.toContain(CLIENT_SECRET);
  });

  it('lets the portal frame the Power BI service only when a workspace is configured', () => {
    expect(portalCsp(app.config)['frame-src']).toEqual(["'self'", 'https://app.powerbi.com']);
    expect(portalCsp({ ...app.config, powerBi: null })['frame-src']).toBeUndefined();
  });
});

describe('Power BI settings are checked at start', () => {
  const good = {
    POWERBI_TENANT_ID: TENANT,
    POWERBI_CLIENT_ID: CLIENT_ID,
    POWERBI_CLIENT_SECRET: CLIENT_SECRET,
    POWERBI_WORKSPACE_ID: WORKSPACE,
    POWERBI_REPORTS: JSON.stringify({ [MAPPED]: PBI_REPORT }),
  };
  const start = (env: Record<string, string>) => () => {
    const { powerBi } = loadConfig(env);
    if (powerBi) powerBiHost(powerBi);
  };

  it('needs no setting and takes the Microsoft hosts by default', () => {
    expect(loadConfig({}).powerBi).toBeNull();
    expect(loadConfig(good).powerBi).toMatchObject({
      authorityUrl: 'https://login.microsoftonline.com',
      apiUrl: 'https://api.powerbi.com',
    } satisfies Partial<PowerBiConfig>);
  });

  it.each([
    [{ POWERBI_CLIENT_SECRET: '' }, 'POWERBI_CLIENT_SECRET'],
    [{ POWERBI_CLIENT_ID: 'not-a-guid' }, 'POWERBI_CLIENT_ID'],
    [{ POWERBI_WORKSPACE_ID: '42' }, 'POWERBI_WORKSPACE_ID'],
    [{ POWERBI_TENANT_ID: 'a/b' }, 'POWERBI_TENANT_ID'],
    [{ POWERBI_REPORTS: '[1]' }, 'POWERBI_REPORTS'],
    [{ POWERBI_REPORTS: '{"SavingsPerformance":"x"}' }, 'POWERBI_REPORTS.SavingsPerformance'],
    [{ POWERBI_REPORTS: `{"NoSuchReport":"${PBI_REPORT}"}` }, 'POWERBI_REPORTS'],
    [{ POWERBI_API_URL: 'http://api.example' }, 'POWERBI_API_URL'],
    [{ POWERBI_AUTHORITY_URL: 'ftp://127.0.0.1' }, 'POWERBI_AUTHORITY_URL'],
  ])('refuses %j naming %s', (change, name) => {
    expect(start({ ...good, ...change })).toThrow(name);
  });

  it('refuses a lone optional setting, naming the required ones, never echoing the secret', () => {
    expect(start({ POWERBI_API_URL: 'http://127.0.0.1:9' })).toThrow('POWERBI_CLIENT_SECRET');
    expect(start({ ...good, POWERBI_TENANT_ID: '' })).toThrow(/^(?!.*client-secret-never).*$/s);
  });
});
