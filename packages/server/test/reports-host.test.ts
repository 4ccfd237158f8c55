import { CUBE_API_PATH, type CubeLoadResponse, type CubeRow } from '@tripsight/core/cube';
import {
  reportDefinition,
  reportFilters,
  reportVisualQuery,
  readReportFilters,
} from '@tripsight/core/reports';
import { SignJWT, decodeJwt } from 'jose';
import { describe, expect, it } from 'vitest';
import { daysAgo } from './analytics-client.js';
import { signedInServer } from './signed-in.js';
import { tokenWithClaims, tokenWithTabs } from './tokens.js';

interface EmbedAnswer {
  accessToken: string;
  embedUrl: { reportId: string; embedUrl: string }[];
  expiration: string;
}

const REPORT = 'SavingsPerformance';
const FILTERS = reportFilters({
  filters: {},
  dates: { startDate: daysAgo(400), endDate: daysAgo(1) },
  currency: 'USD',
  productName: 'Faresaver',
});

describe('embedded reports: getEmbedToken and the reference report service', () => {
  const app = signedInServer();

  const embedToken = async (reportId: string | null, token: string | null = app.manager) => {
    const query = reportId === null ? '' : `?reportId=${encodeURIComponent(reportId)}`;
    const res = await fetch(`${app.server.url}/api/getEmbedToken${query}`, {
      headers: token ? { authorization: `Bearer ${token}` } : {},
    });
    return {
      status: res.status,
      body: (await res.json()) as EmbedAnswer & { message?: string; field?: string },
    };
  };
  const visual = async (token: string | null, body: unknown) => {
    const res = await fetch(`${app.server.url}/api/reports-host/visual`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
      body: JSON.stringify(body),
    });
    return {
      status: res.status,
      body: (await res.json()) as CubeLoadResponse & { error?: string; message?: string },
    };
  };
  const cubeRows = async (query: unknown, token: string): Promise<CubeRow[]> => {
    const res = await fetch(`${app.server.url}${CUBE_API_PATH}/load`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify({ query }),
    });
    expect(res.status).toBe(200);
    return ((await res.json()) as CubeLoadResponse).data;
  };

  it('answers 401 without the authorization header', async () => {
    expect((await embedToken(REPORT, null)).status).toBe(401);
  });

  it('answers 400 naming reportId when it is missing or unknown', async () => {
    const missing = await embedToken(null);
    expect(missing.status).toBe(400);
    expect(missing.body.message).toContain('reportId');
    const unknown = await embedToken('NoSuchReport');
    expect(unknown.status).toBe(400);
    expect(unknown.body.field).toBe('reportId');
    expect(unknown.body.message).toContain('NoSuchReport');
  });

  it('refuses a user whose tabs do not show the report', async () => {
    const other = await tokenWithTabs(app.server, ['SavingsPerformanceBCD']);
    expect((await embedToken(REPORT, other)).status).toBe(403);
    expect((await embedToken('SavingsPerformanceBCD', other)).status).toBe(200);
  });

  it('hands out a short-lived token scoped to the report, the TMC and the user, and the embed URL', async () => {
    const { status, body } = await embedToken(REPORT);
    expect(status).toBe(200);
    expect(body.embedUrl).toEqual([
      { reportId: REPORT, embedUrl: `${app.server.url}/reports-host/embed?reportId=${REPORT}` },
    ]);
    const claims = decodeJwt(body.accessToken);
    expect(claims).toMatchObject({ rid: REPORT, tmc: 'northstar', sub: 'demo-manager' });
    const left = Date.parse(body.expiration) - Date.now();
    expect(left).toBeGreaterThan(59 * 60_000);
    expect(left).toBeLessThanOrEqual(60 * 60_000);
    const page = await fetch(body.embedUrl[0]!.embedUrl);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('<script type="module" src="/sdk/report-host.js"></script>');
  });

  it('runs a visual of the report under its filters, as the query API answers the same query', async () => {
    const { body } = await embedToken(REPORT);
    const answer = await visual(body.accessToken, { visualId: 'savings-by-client', filters: FILTERS });
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    expect(answer.body.data.length).toBeGreaterThan(0);
    const definition = reportDefinition(REPORT)!;
    const savingsByClient = definition.pages[0]!.visuals.find((v) => v.id === 'savings-by-client')!;
    const query = reportVisualQuery(savingsByClient, readReportFilters(FILTERS));
    expect(answer.body.data).toEqual(await cubeRows(query, app.manager));
  });

  it('scopes a visual to the TMC of its token: another TMC sees its own rows only', async () => {
    const bluewave = await tokenWithClaims(app.server, {
      sub: 'bluewave-reports',
      tmc: 'bluewave',
      entitled_tabs: [REPORT, 'CarrierAvailability'],
    });
    const mine = await visual((await embedToken(REPORT)).body.accessToken, {
      visualId: 'savings-by-client',
      filters: FILTERS,
    });
    const theirs = await visual((await embedToken(REPORT, bluewave)).body.accessToken, {
      visualId: 'savings-by-client',
      filters: FILTERS,
    });
    expect(theirs.status, JSON.stringify(theirs.body)).toBe(200);
    expect(theirs.body.data).not.toEqual(mine.body.data);
    const definition = reportDefinition(REPORT)!;
    const query = reportVisualQuery(definition.pages[0]!.visuals[3]!, readReportFilters(FILTERS));
    expect(theirs.body.data).toEqual(await cubeRows(query, bluewave));
  });

  it('refuses a visual without an embed token, with a sign-in token, or with a forged one (401)', async () => {
    expect((await visual(null, { visualId: 'savings-total' })).status).toBe(401);
    expect((await visual(app.manager, { visualId: 'savings-total' })).status).toBe(401);
    const { body } = await embedToken(REPORT);
    const claims = decodeJwt(body.accessToken);
    const forged = await new SignJWT({ ...claims, tmc: 'bluewave' })
      .setProtectedHeader({ alg: 'HS256' })
      .sign(new TextEncoder().encode('x'.repeat(32)));
    const answer = await visual(forged, { visualId: 'savings-total' });
    expect(answer.status).toBe(401);
    expect(answer.body.error).toBe('INVALID_TOKEN');
  });

  it('answers 400 naming visualId for a visual the report does not have', async () => {
    const { body } = await embedToken(REPORT);
    const answer = await visual(body.accessToken, { visualId: 'no-such-visual' });
    expect(answer.status).toBe(400);
    expect(answer.body.message).toContain('visualId');
  });

  it('answers 400 naming the filter it cannot apply, never unfiltered figures', async () => {
    const { body } = await embedToken(REPORT);
    const corporate = FILTERS.find((f) => f.target.table === 'Filters') ?? {
      $schema: 'http://powerbi.com/product/schema#basic',
      target: { table: 'Filters', column: 'corporate' },
      operator: 'In',
      values: ['Hooli'],
      filterType: 1,
    };
    const cases: [unknown, string][] = [
      [
        { ...corporate, target: { table: 'Filters', column: 'tmc' }, values: ['bluewave'] },
        'filters[1].target',
      ],
      [{ ...corporate, target: { table: 'Client', column: 'Client' } }, 'filters[1].target'],
      [{ ...corporate, operator: 'Like' }, 'filters[1].operator'],
      [{ ...corporate, values: 'Hooli' }, 'filters[1].values'],
      [{ ...corporate, values: ['\u202eilooH'] }, 'filters[1].values[0]'],
    ];
    for (const [filter, field] of cases) {
      const answer = await visual(body.accessToken, {
        visualId: 'savings-by-client',
        filters: [FILTERS[0], filter],
      });
      expect(answer.status, JSON.stringify(filter)).toBe(400);
      expect(answer.body, JSON.stringify(filter)).toMatchObject({ field });
    }
  });
});
