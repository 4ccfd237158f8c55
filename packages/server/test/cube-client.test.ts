import cube, { RequestError, type CubeApi, type Query } from '@cubejs-client/core';
import { CUBE_API_PATH, ITINERARIES_CUBE, type CubeLoadResponse, type CubeQuery } from '@tripsight/core/cube';
import { relativeDateRange } from '@tripsight/core/dates';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './server.js';
import { tokenFor } from './tokens.js';

const I = ITINERARIES_CUBE;
const COUNT = `${I}.countPnrs`;
const CREATED = `${I}.resultDateCreatedAt`;

// Cube's own JavaScript client against the real service (issue 22 item 3): it sends the token as
// `Authorization: <token>` without `Bearer`, loads by GET with `?query=…&queryType=multi` and reads
// `results`, and unpacks compact answers itself.
describe('analytics query API through @cubejs-client/core', () => {
  let server: TestServer;
  let token: string;
  let api: CubeApi;

  beforeAll(async () => {
    server = await startTestServer();
    token = await tokenFor(server, 'manager');
    api = cube(token, { apiUrl: `${server.url}${CUBE_API_PATH}` });
  }, 120_000);
  afterAll(async () => server?.close());

  /** The same query straight over HTTP with a Bearer token, as the elements send it. */
  const direct = async (query: CubeQuery): Promise<CubeLoadResponse> => {
    const res = await fetch(`${server.url}${CUBE_API_PATH}/load`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify({ query }),
    });
    expect(res.status).toBe(200);
    return (await res.json()) as CubeLoadResponse;
  };
  const total = (rows: readonly Record<string, unknown>[]) =>
    rows.reduce((sum, row) => sum + Number(row[COUNT]), 0);
  const today = () => new Date().toISOString().slice(0, 10);

  it('reads the meta with the bare token the client sends', async () => {
    const meta = await api.meta();
    expect(meta.cubes.map((c) => c.name)).toContain(I);
    expect(meta.cubesMap[I]?.measures[COUNT]).toMatchObject({ type: 'number' });
    // The bare form is the query API's alone: the views still want `Bearer`.
    const view = await fetch(`${server.url}/api/dynamicFilters`, { headers: { authorization: token } });
    expect(view.status).toBe(401);
  });

  it('loads by month over a relative range, the series laid out over the days it stands for', async () => {
    const query: Query = {
      measures: [COUNT],
      timeDimensions: [{ dimension: CREATED, dateRange: 'last 3 months', granularity: 'month' }],
    };
    const result = await api.load(query);
    const range = relativeDateRange('last 3 months', today())!;
    expect(result.query().timeDimensions?.[0]?.dateRange).toEqual(range);
    const rows = result.rawData();
    expect(rows.length).toBe(3);
    expect(rows.every((row) => /^\d{4}-\d{2}-01T00:00:00\.000$/.test(String(row[`${CREATED}.month`])))).toBe(
      true,
    );
    expect(result.chartPivot().map((point) => point.x)).toHaveLength(3);
    const absolute = await direct({
      measures: [COUNT],
      timeDimensions: [{ dimension: CREATED, dateRange: range }],
    });
    expect(total(rows)).toBe(total(absolute.data));
    expect(total(rows)).toBeGreaterThan(0);
  });

  it.each(['last month', 'this year', 'last 7 days', 'from 7 days ago to now', 'yesterday', 'last week'])(
    'reads the relative range "%s" as the days core says',
    async (dateRange) => {
      const result = await api.load({
        measures: [COUNT],
        timeDimensions: [{ dimension: CREATED, dateRange }],
      });
      const range = relativeDateRange(dateRange, today())!;
      const absolute = await direct({
        measures: [COUNT],
        timeDimensions: [{ dimension: CREATED, dateRange: range }],
      });
      expect(total(result.rawData())).toBe(total(absolute.data));
    },
  );

  it('answers the compact format, which the client unpacks to the same rows', async () => {
    const query: Query = {
      measures: [COUNT],
      dimensions: [`${I}.itinAirlines`],
      timeDimensions: [{ dimension: CREATED, dateRange: 'last month' }],
      order: { [COUNT]: 'desc' },
      limit: 20,
    };
    const rows = (await api.load(query)).rawData();
    expect(rows.length).toBeGreaterThan(1);
    expect((await api.load(query, undefined, undefined, 'compact')).rawData()).toEqual(rows);
  });

  it('pages with offset and counts every row with total', async () => {
    const query: Query = {
      measures: [COUNT],
      dimensions: [`${I}.itinAirlines`],
      timeDimensions: [{ dimension: CREATED, dateRange: 'this year' }],
      order: [
        [COUNT, 'desc'],
        [`${I}.itinAirlines`, 'asc'],
      ],
    };
    const all = (await api.load(query)).rawData();
    expect(all.length).toBeGreaterThan(4);
    const page = await api.load({ ...query, limit: 2, offset: 2, total: true });
    expect(page.rawData()).toEqual(all.slice(2, 4));
    expect(page.totalRows()).toBe(all.length);
    expect((await api.load({ ...query, limit: 3 })).totalRows()).toBeUndefined();
  });

  it('refuses an unknown member with a 400 naming it', async () => {
    const error = await api.load({ measures: [`${I}.nope`] }).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(RequestError);
    expect((error as RequestError).status).toBe(400);
    // Cube's client shows the body's `error`: the sentence, not the code.
    expect((error as RequestError).message).toBe(`measures[0]: unknown member ${I}.nope`);
    expect((error as RequestError).response).toMatchObject({ code: 'BAD_REQUEST', field: 'measures[0]' });
    const phrase = await api
      .load({ measures: [COUNT], timeDimensions: [{ dimension: CREATED, dateRange: 'next fortnight' }] })
      .catch((caught: unknown) => caught);
    expect((phrase as RequestError).status).toBe(400);
    expect((phrase as RequestError).response.field).toBe('timeDimensions[0].dateRange');
  });
});
