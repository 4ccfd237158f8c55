import { savingsOverviewView } from '@tripsight/core/views';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { csvField } from '../src/reports/report-output.js';
import { NUMBER_PROBLEM } from '../src/security/finite-numbers.js';
import { daysAgo, getView } from './analytics-client.js';
import { call } from './ops-client.js';
import { startTestServer, type TestServer } from './server.js';
import { tokenFor } from './tokens.js';

const OVERVIEW = savingsOverviewView.path;
const REPORT = '/api/reports/air/trackedPnrsReport';

/** GET with a raw query string (bytes as given), as the manager. */
async function raw(server: TestServer, token: string, pathAndQuery: string) {
  const res = await fetch(`${server.url}${pathAndQuery}`, { headers: { authorization: `Bearer ${token}` } });
  return {
    status: res.status,
    body: (await res.json()) as { error: string; message: string; field?: string },
  };
}

/** Every path answers 400 naming its field with `problem`. */
async function refusedAll(
  server: TestServer,
  token: string,
  queries: readonly [path: string, field: string][],
  problem: string,
) {
  for (const [path, field] of queries) {
    const res = await raw(server, token, path);
    expect(res.status, path).toBe(400);
    expect(res.body, path).toMatchObject({ error: 'BAD_REQUEST', field });
    expect(res.body.message, path).toContain(`${field}`);
    expect(res.body.message, path).toContain(problem);
  }
}

describe('bad input never answers 500', () => {
  let server: TestServer;
  let token: string;
  let corporateId: number;
  let conversationId: string;
  beforeAll(async () => {
    server = await startTestServer();
    token = await tokenFor(server, 'manager');
    corporateId = (await call(server, 'GET', '/api/sbr/corporates?is_sbr=true', token)).body.corporates[0].id;
    conversationId = (await call(server, 'GET', '/api/audit/conversations', token)).body.conversations[0]
      .conversation_id;
  });
  afterAll(async () => server?.close());

  it('answers 400 naming the parameter a number too large to be finite was written in', async () => {
    const from = daysAgo(30);
    const to = daysAgo(1);
    const queries: [string, string][] = [
      [
        `/api/views/air/policyInsights/advancedPurchase/topRoutes?startDate=${from}&endDate=${to}&limit=1e309`,
        'limit',
      ],
      [
        `/api/views/air/policyInsights/advancedPurchase/topRoutes?startDate=${from}&endDate=${to}&limit=Infinity`,
        'limit',
      ],
      [
        `/api/views/air/policyInsights/advancedPurchase/simulation?startDate=${from}&endDate=${to}&breakdownBy=cabinClass&days=14&policyRule=1e309`,
        'policyRule',
      ],
      ['/api/audit/conversations?page=1e309', 'page'],
      ['/api/support/messages?page=-Infinity', 'page'],
    ];
    await refusedAll(server, token, queries, NUMBER_PROBLEM);
    const goLive = await call(server, 'POST', '/api/sbr/corporate/1e309/go-live/', token, {});
    expect(goLive.status).toBe(400);
    expect(goLive.body.field).toBe('id');
  });

  it('reads numbers in plain decimal digits only, never hex, exponents or padding', async () => {
    const from = daysAgo(30);
    const to = daysAgo(1);
    const topRoutes = `/api/views/air/policyInsights/advancedPurchase/topRoutes?startDate=${from}&endDate=${to}`;
    const queries: [string, string][] = [
      [`${topRoutes}&limit=0x1A`, 'limit'],
      [`${topRoutes}&limit=1e1`, 'limit'],
      [`${topRoutes}&limit=%2012`, 'limit'],
      [`${topRoutes}&limit=0b11`, 'limit'],
      ['/api/audit/conversations?page=0o7', 'page'],
    ];
    await refusedAll(server, token, queries, NUMBER_PROBLEM);
    const plain = await raw(server, token, `${topRoutes}&limit=10`);
    expect(plain.status).toBe(200);
    const hexId = await call(
      server,
      'POST',
      `/api/sbr/corporate/0x${corporateId.toString(16)}/go-live/`,
      token,
      {},
    );
    expect(hexId.status).toBe(400);
    expect(hexId.body.field).toBe('id');
  });

  it('answers a poisoned JSON body alike everywhere and a body that is not JSON with 415', async () => {
    const send = (path: string, body: string, type = 'application/json') =>
      fetch(`${server.url}${path}`, {
        method: 'POST',
        headers: { authorization: `Bearer ${token}`, 'content-type': type },
        body,
      }).then(async (res) => ({ status: res.status, body: (await res.json()) as Record<string, string> }));
    const query = '{"measures":["FaresaverDealsView.countPnrs"]}';
    for (const path of ['/cubejs-api/v1/load', '/api/support/messages']) {
      const poisoned = await send(path, `{"query":${query},"message":"hi","__proto__":{"admin":true}}`);
      expect(poisoned.status, path).toBe(400);
      expect(poisoned.body.field, path).toBe('body');
      expect(JSON.stringify(poisoned.body), path).toContain('must not hold __proto__');
    }
    const plain = await send('/cubejs-api/v1/load', `{"query":${query}}`, 'text/plain');
    expect(plain.status).toBe(415);
    const form = await send('/api/support/messages', 'message=hi', 'application/x-www-form-urlencoded');
    expect(form.status).toBe(415);
  });

  it('refuses a JSON body value of the wrong type instead of converting it', async () => {
    const before = (await call(server, 'GET', '/api/support/messages', token)).body;
    for (const message of [12345, ['a'], true]) {
      const res = await call(server, 'POST', '/api/support/messages', token, { message });
      expect(res.status, JSON.stringify(message)).toBe(400);
      expect(res.body.field).toBe('message');
    }
    expect((await call(server, 'GET', '/api/support/messages', token)).body).toEqual(before);
    const listed = await call(server, 'POST', `/api/sbr/corporate/${corporateId}/identifiers/`, token, {
      identifier: ['typed.as.list@example.com'],
    });
    expect(listed.status).toBe(400);
    expect(listed.body.field).toBe('identifier');
    const record = await call(server, 'GET', '/api/sbr/corporates?is_sbr=true', token);
    expect(JSON.stringify(record.body)).not.toContain('typed.as.list@example.com');
  });

  it('refuses invisible or text-direction characters in a filter value, as a parameter or in JSON', async () => {
    const from = daysAgo(30);
    const to = daysAgo(1);
    const bidi = await raw(
      server,
      token,
      `${OVERVIEW}?startDate=${from}&endDate=${to}&corporate=%E2%80%AEilooH`,
    );
    expect(bidi.status).toBe(400);
    expect(bidi.body).toMatchObject({
      field: 'corporate',
      message: 'corporate: must not contain invisible or text-direction characters',
    });
    const filters = encodeURIComponent(JSON.stringify({ corporate: ['Hoo\u200bli'] }));
    const exported = await raw(server, token, `${REPORT}?startDate=${from}&endDate=${to}&filters=${filters}`);
    expect(exported.status).toBe(400);
    expect(exported.body.field).toBe('corporate');
    const bell = encodeURIComponent(JSON.stringify({ corporate: ['Hoo\u0007li'] }));
    const rang = await raw(server, token, `${REPORT}?startDate=${from}&endDate=${to}&filters=${bell}`);
    expect(rang.status).toBe(400);
    expect(rang.body).toMatchObject({
      field: 'corporate',
      message: 'corporate: must not contain control characters',
    });
  });

  it('names the date that is wrong when only the end is given', async () => {
    const res = await raw(server, token, `${OVERVIEW}?endDate=99999-01-01`);
    expect(res.status).toBe(400);
    expect(res.body.field).toBe('endDate');
  });

  it('takes a chat message over several lines', async () => {
    const res = await call(server, 'POST', '/api/support/messages', token, {
      name: 'Alex Morgan',
      email: 'alex.morgan@northstar.example',
      message: 'Hello,\nthe export fails.\r\n\tThanks',
    });
    expect(res.status).toBe(201);
  });

  it('answers 400 naming the field for a NUL or other control character anywhere', async () => {
    const queries: [string, string][] = [
      ['/api/audit/conversations?search=a%00b', 'search'],
      ['/api/audit/conversations?corporate=Init%00ech', 'corporate'],
      ['/api/audit/conversations?corporateName=x%1b', 'corporateName'],
      ['/api/audit/conversations?main_intent=%07', 'main_intent'],
      [`/api/audit/conversations/${conversationId}%00`, 'id'],
      [`/api/audit/conversations/abc%00/events`, 'id'],
      ['/api/sbr/corporates?name=a%00', 'name'],
      [`${OVERVIEW}?corporate=Initech%00`, 'corporate'],
      [`${OVERVIEW}?gds=Sab%7fre`, 'gds'],
      [
        `${REPORT}?startDate=2025-01-01&endDate=2025-01-31&filters=%7B%22gds%22%3A%5B%22a%00%22%5D%7D`,
        'filters',
      ],
    ];
    await refusedAll(server, token, queries, 'must not contain control characters');
    const bodies: [string, string, unknown, string][] = [
      ['POST', '/api/sbr/corporate/create/', { corporate_name: 'Acme\u0000 Ltd' }, 'corporate_name'],
      ['PATCH', `/api/sbr/corporate/${corporateId}/name/`, { corporate_name: 'A\u0008' }, 'corporate_name'],
      [
        'POST',
        `/api/sbr/corporate/${corporateId}/identifiers/`,
        { identifier: 'a\u0000@b.example' },
        'identifier',
      ],
      [
        'DELETE',
        `/api/sbr/corporate/${corporateId}/identifiers/`,
        { identifier: 'a@b.example\u0000' },
        'identifier',
      ],
    ];
    for (const [method, path, body, field] of bodies) {
      const res = await call(server, method, path, token, body);
      expect(res.status, `${method} ${path}`).toBe(400);
      expect(res.body.field).toBe(field);
    }
  });

  it('answers 400 naming the field for dates outside 1900-01-01 to 2199-12-31', async () => {
    const far = await getView(server, OVERVIEW, { startDate: '9999-12-31' }, token);
    expect(far.status).toBe(400);
    expect(far.body).toMatchObject({ error: 'BAD_REQUEST', field: 'startDate' });
    expect(far.body.message).toContain('between 1900-01-01 and 2199-12-31');
    const end = await getView(server, OVERVIEW, { startDate: '2025-01-01', endDate: '9999-12-31' }, token);
    expect(end.body).toMatchObject({ field: 'endDate' });
    const report = await raw(server, token, `${REPORT}?startDate=9999-12-31&endDate=9999-12-31&format=csv`);
    expect(report).toMatchObject({ status: 400, body: { field: 'startDate' } });
    for (const [query, field] of [
      ['start_date=0000-01-01', 'start_date'],
      ['end_date=0000-12-31', 'end_date'],
      ['start_date=9999-12-31T00:00:00Z', 'start_date'],
    ]) {
      const res = await raw(server, token, `/api/audit/conversations?${query}`);
      expect(res, query).toMatchObject({ status: 400, body: { error: 'BAD_REQUEST', field } });
    }
    // Ordinary dates still answer.
    expect((await getView(server, OVERVIEW, { startDate: daysAgo(30) }, token)).status).toBe(200);
    expect((await raw(server, token, '/api/audit/conversations?start_date=1999-01-01')).status).toBe(200);
  });

  it('answers 400 naming unknown query parameters instead of ignoring them', async () => {
    const typo = await raw(server, token, `${OVERVIEW}?Corporate=Initech`);
    expect(typo).toEqual({
      status: 400,
      body: {
        error: 'BAD_REQUEST',
        message: 'Unknown query parameter: Corporate (did you mean corporate?)',
        field: 'Corporate',
      },
    });
    // The array spelling is rejected: a list repeats the parameter (documented in the API docs).
    const array = await raw(server, token, `${OVERVIEW}?gds[]=Sabre&gds[]=Amadeus&bogus=1`);
    expect(array.status).toBe(400);
    expect(array.body.field).toBe('gds[]');
    expect(array.body.message).toBe(
      'Unknown query parameters: gds[] (a list repeats the parameter: gds=A&gds=B), bogus',
    );
    for (const path of [
      `${REPORT}?startDate=2025-01-01&endDate=2025-01-31&corporate=Initech`,
      '/api/dynamicFilters?productName=air&tmc=bluewave',
      '/api/audit/conversations?serach=x',
      '/api/audit/intents/?page=2',
      `/api/audit/conversations/${conversationId}?verbose=1`,
      '/api/sbr/corporates?is_sbr=true&Status=live',
    ]) {
      const res = await raw(server, token, path);
      expect(res.status, path).toBe(400);
      expect(res.body.message, path).toMatch(/^Unknown query parameter/);
    }
    const post = await fetch(`${server.url}/api/sbr/corporate/${corporateId}/go-live/?force=1`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(post.status).toBe(400);
    expect(await post.json()).toMatchObject({ field: 'force' });
  });

  it('refuses junk corporate names and identifiers that are not e-mail addresses', async () => {
    const names = [
      '\u200b\u200b\u200b',
      '\u200b',
      'Acme\u202eLtd',
      '\u2066Globex\u2069',
      'Ini\u200dtech',
      'Hoo\ufeffli',
      '---',
      'Line\u2028Break',
    ];
    for (const corporate_name of names) {
      const created = await call(server, 'POST', '/api/sbr/corporate/create/', token, { corporate_name });
      expect(created.status, JSON.stringify(corporate_name)).toBe(400);
      expect(created.body.field).toBe('corporate_name');
      const renamed = await call(server, 'PATCH', `/api/sbr/corporate/${corporateId}/name/`, token, {
        corporate_name,
      });
      expect(renamed.status, JSON.stringify(corporate_name)).toBe(400);
    }
    const listed = (await call(server, 'GET', '/api/sbr/corporates?page=1', token)).body.corporates;
    expect(listed.some((c: { name: string }) => /[\u200b\u202e\u2066\ufeff]/.test(c.name))).toBe(false);
    for (const identifier of [
      'not-an-address',
      'a@b',
      '<script>@x.example',
      'ali\u202ece@x.example',
      'bob@exa\u200bmple.com',
      'émile@example.com',
      'a@-x.example',
      'a b@x.example',
    ]) {
      const res = await call(server, 'POST', `/api/sbr/corporate/${corporateId}/identifiers/`, token, {
        identifier,
      });
      expect(res.status, identifier).toBe(400);
      expect(res.body).toMatchObject({ field: 'identifier' });
      expect(res.body.message).toMatch(/^identifier must be a valid email address/);
    }
    const ok = await call(server, 'POST', `/api/sbr/corporate/${corporateId}/identifiers/`, token, {
      identifier: '  First.Last+travel@Sub.Example.co.uk ',
    });
    expect(ok.status).toBe(201);
    expect(ok.body.identifiers).toContain('first.last+travel@sub.example.co.uk');
    // Names in other scripts and with accents are names.
    const accented = await call(server, 'POST', '/api/sbr/corporate/create/', token, {
      corporate_name: 'Société Générale Voyages 東京',
    });
    expect(accented.status).toBe(201);
  });

  it('guards CSV cells that a spreadsheet would run as formulas', async () => {
    expect(csvField('=HYPERLINK("http://x.example","a")')).toBe(`"'=HYPERLINK(""http://x.example"",""a"")"`);
    expect(csvField('+1+cmd')).toBe("'+1+cmd");
    expect(csvField('-2+3')).toBe("'-2+3");
    expect(csvField('@SUM(A1)')).toBe("'@SUM(A1)");
    expect(csvField('\t=1')).toBe("'\t=1");
    expect(csvField(-12.5)).toBe('-12.5');
    expect(csvField('Initech')).toBe('Initech');
    // Through the real export: a filter value that looks like a formula is written as text.
    const filters = encodeURIComponent(JSON.stringify({ corporate: ['=1+1', '@cmd'] }));
    const res = await fetch(
      `${server.url}${REPORT}?startDate=${daysAgo(30)}&endDate=${daysAgo(1)}&format=csv&filters=${filters}`,
      { headers: { authorization: `Bearer ${token}` } },
    );
    expect(res.status).toBe(200);
    const text = await res.text();
    expect(text).toContain(`Filter: Client,"'=1+1, @cmd"`);
    expect(text).not.toMatch(/(^|,)[=+@]/m);
  });
});
