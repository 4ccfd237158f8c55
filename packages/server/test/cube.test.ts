import {
  CUBE_API_PATH,
  CUBE_GRANULARITIES,
  CUBE_MAX_LIMIT,
  CUBE_OPERATORS,
  cubeMeta,
  loadCube,
  type CubeCompactData,
  type CubeLoadResponse,
  type CubeMetaResponse,
  type CubeQuery,
  type CubeRow,
} from '@tripsight/core/cube';
import { negotiatedFareAdoptionView, type NegotiatedFareAdoptionData } from '@tripsight/core/views';
import { describe, expect, it } from 'vitest';
import { daysAgo, getView } from './analytics-client.js';
import { signedInServer } from './signed-in.js';
import { tokenFor, tokenWithoutTmc, tokenWithTabs } from './tokens.js';

const I = 'FaresaverItinerariesView';
const D = 'FaresaverDealsView';
const S = 'FaresaverSegmentsView';
const RANGE: [string, string] = [daysAgo(400), daysAgo(1)];
/** The measures of the top carriers query, which the meta must list. */
const TOP_CARRIER_MEASURES = [
  `${I}.lowestNegociatedFarePnrRatio`,
  `${I}.countPnrs`,
  `${I}.spendUsd`,
  `${I}.spendEur`,
  `${I}.spendGbp`,
  `${I}.spendDefaultCurrency`,
];

describe('analytics query API', () => {
  const app = signedInServer();

  const post = async (query: unknown, token: string | null = app.manager) => {
    const res = await fetch(`${app.server.url}${CUBE_API_PATH}/load`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        ...(token ? { authorization: `Bearer ${token}` } : {}),
      },
      body: JSON.stringify({ query }),
    });
    return {
      status: res.status,
      body: (await res.json()) as CubeLoadResponse & { error?: string; code?: string; field?: string },
    };
  };
  const load = async (query: CubeQuery, token = app.manager) => {
    const res = await post(query, token);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    return res.body.data;
  };
  const rejects = async (query: unknown, naming: string) => {
    const res = await post(query);
    expect(res.status, JSON.stringify(res.body)).toBe(400);
    expect(res.body.error).toContain(naming);
    expect(res.body.code).toBe('BAD_REQUEST');
  };
  const itineraries = (extra: CubeQuery = {}): CubeQuery => ({
    measures: [`${I}.countPnrs`],
    timeDimensions: [{ dimension: `${I}.resultDateCreatedAt`, dateRange: RANGE }],
    ...extra,
  });
  const count = async (extra: CubeQuery, token = app.manager) =>
    Number((await load(itineraries(extra), token))[0]?.[`${I}.countPnrs`] ?? 0);

  it('answers a series in time order when the query names no order, as Cube does', async () => {
    const rows = await load({
      measures: [`${I}.countPnrs`],
      timeDimensions: [{ dimension: `${I}.resultDateCreatedAt`, dateRange: RANGE, granularity: 'month' }],
    });
    const months = rows.map((row) => String(row[`${I}.resultDateCreatedAt.month`]));
    expect(months.length).toBeGreaterThan(6);
    expect(months).toEqual([...months].sort());
  });

  it('lists the cubes with typed members, their titles and short titles (meta)', async () => {
    const res = await fetch(`${app.server.url}${CUBE_API_PATH}/meta`, {
      headers: { authorization: `Bearer ${app.manager}` },
    });
    expect(res.status).toBe(200);
    const { cubes } = (await res.json()) as CubeMetaResponse;
    expect(cubes.map((cube) => cube.name).slice(0, 3)).toEqual([I, D, S]);
    const itin = cubes[0]!;
    expect(itin.measures.map((m) => m.name)).toEqual(expect.arrayContaining(TOP_CARRIER_MEASURES));
    expect(itin.dimensions.find((d) => d.name === `${I}.resultDateCreatedAt`)).toMatchObject({
      type: 'time',
    });
    expect(itin.dimensions.find((d) => d.name === `${I}.itinAirlines`)).toMatchObject({
      type: 'string',
      title: 'Airlines',
      shortTitle: 'Airlines',
    });
    for (const cube of cubes) {
      for (const m of [...cube.measures, ...cube.dimensions]) {
        expect(m.shortTitle.length, m.name).toBeGreaterThan(0);
        expect(['number', 'string', 'time']).toContain(m.type);
      }
    }
    const target = { baseUrl: app.server.url, getToken: () => app.manager };
    expect((await cubeMeta(target, D)).cubes.map((cube) => cube.name)).toEqual([D]);
    const unknown = await fetch(`${app.server.url}${CUBE_API_PATH}/meta?cubeName=Nope`, {
      headers: { authorization: `Bearer ${app.manager}` },
    });
    expect(unknown.status).toBe(400);
  });

  it('passes every call through the tenant guard: signed in, a TMC, a tab that issues queries', async () => {
    expect((await post(itineraries(), null)).status).toBe(401);
    expect((await post(itineraries(), await tokenWithoutTmc(app.server, 'manager'))).status).toBe(403);
    const hotelOnly = await post(
      itineraries(),
      await tokenWithTabs(app.server, ['HotelsaverSavingsoverview']),
    );
    expect(hotelOnly.status).toBe(403);
    expect(
      (await post(itineraries(), await tokenWithTabs(app.server, ['NegotiatedFaresAdoptionDEMO']))).status,
    ).toBe(200);
    const meta = await fetch(`${app.server.url}${CUBE_API_PATH}/meta`);
    expect(meta.status).toBe(401);
  });

  it("checks every member a query names against the caller's cubes, filters and order keys too", async () => {
    const maya = await tokenFor(app.server, 'hotel');
    const status = { member: 'AgentConversations.status', operator: 'equals', values: ['FAILED'] };
    const hotel = { measures: ['HotelReservationsView.reservations'] };
    const attempts: unknown[] = [
      { filters: [status], total: true, limit: 1 },
      { ...hotel, filters: [status] },
      { ...hotel, filters: [{ or: [{ and: [status] }] }] },
      { ...hotel, order: { 'AgentConversations.status': 'asc' } },
      { ...hotel, order: [['AgentConversations.status', 'asc']] },
      { ...hotel, segments: ['AgentConversations.failed'] },
      { ...hotel, timeDimensions: [{ dimension: 'AgentConversations.receivedAt' }] },
      { ...hotel, dimensions: ['AgentConversations.status'] },
    ];
    for (const query of attempts) {
      const res = await post(query, maya);
      expect(res.status, JSON.stringify(query)).toBe(403);
      expect(res.body.code).toBe('FORBIDDEN');
    }
    expect((await post(hotel, maya)).status).toBe(200);
  });

  it('refuses a query that asks for nothing, naming what is missing, in the error shape of Cube', async () => {
    const onlyFilters = {
      filters: [{ member: `${I}.gds`, operator: 'set' }],
      total: true,
      limit: 1,
    };
    const res = await post(onlyFilters);
    expect(res.status).toBe(400);
    expect(res.body).toEqual({
      error: expect.stringMatching(
        /^measures: the query asks for nothing: name at least one measure, dimension/,
      ),
      code: 'BAD_REQUEST',
      field: 'measures',
    });
    await rejects(
      { timeDimensions: [{ dimension: `${I}.resultDateCreatedAt`, dateRange: RANGE }] },
      'measure',
    );
    const unknown = await post({ measures: [`${I}.noSuchMeasure`] });
    expect(unknown.body).toEqual({
      error: `measures[0]: unknown member ${I}.noSuchMeasure`,
      code: 'BAD_REQUEST',
      field: 'measures[0]',
    });
  });

  it('bounds offset and limit, and checks number filter values against the member (400, never 500)', async () => {
    const huge = await post(itineraries({ offset: 1e20 }));
    expect(huge).toMatchObject({ status: 400, body: { code: 'BAD_REQUEST', field: 'offset' } });
    expect((await post(itineraries({ offset: -1 }))).body.field).toBe('offset');
    expect((await post(itineraries({ limit: 1e20 }))).body.field).toBe('limit');
    expect((await post(itineraries({ offset: 1_000_000_000, limit: 1 }))).status).toBe(200);
    for (const value of [1e308, -1e308, '1e308', 1e16]) {
      const res = await post({
        measures: [`${I}.countPnrs`],
        dimensions: [`${I}.itinAirlines`],
        filters: [{ member: `${I}.countPnrs`, operator: 'gt', values: [value] }],
      });
      expect(res, String(value)).toMatchObject({ status: 400, body: { field: 'filters[0].values' } });
      expect(res.body.error).toContain('must be a number between');
    }
    const words = await post(
      itineraries({ filters: [{ member: `${I}.countPnrs`, operator: 'equals', values: ['many'] }] }),
    );
    expect(words).toMatchObject({ status: 400, body: { field: 'filters[0].values' } });
  });

  it('answers each cube only to users of a tab that reads it, and lists only those cubes', async () => {
    const carrier = await tokenWithTabs(app.server, ['CarrierAvailabilityDEMO']);
    expect((await post(itineraries(), carrier)).status).toBe(403);
    const segments = { measures: [`${S}.countPnrs`], limit: 1 };
    expect((await post(segments, carrier)).status).toBe(200);
    const hotelReport = await tokenWithTabs(app.server, ['HotelsaverSpendOverview']);
    const denied = await post(itineraries(), hotelReport);
    expect(denied.status).toBe(403);
    expect(denied.body).toMatchObject({ code: 'FORBIDDEN' });
    // The answer does not list the catalogue's tabs.
    expect(denied.body.error).not.toContain('NegotiatedFaresAdoption');
    expect((await post({ measures: ['HotelReservationsView.reservations'] }, hotelReport)).status).toBe(200);
    const meta = await fetch(`${app.server.url}${CUBE_API_PATH}/meta`, {
      headers: { authorization: `Bearer ${hotelReport}` },
    });
    const cubes = ((await meta.json()) as CubeMetaResponse).cubes.map((cube) => cube.name);
    expect(cubes).toContain('HotelReservationsView');
    expect(cubes).not.toContain(I);
    expect(cubes).not.toContain(S);
  });

  it('answers the emission figures only to the Sustainability tabs, in queries and in the meta', async () => {
    const co2e = { measures: [`${I}.co2eKg`], limit: 1 };
    const airOnly = await tokenFor(app.server, 'noexport');
    expect((await post(co2e, airOnly)).status).toBe(403);
    // Named in a filter or an order alone, it is refused too.
    expect(
      (await post({ measures: [`${I}.countPnrs`], order: [[`${I}.co2eKg`, 'desc']], limit: 1 }, airOnly))
        .status,
    ).toBe(403);
    expect((await post({ measures: [`${I}.countPnrs`], limit: 1 }, airOnly)).status).toBe(200);
    const listed = async (token: string) => {
      const meta = await fetch(`${app.server.url}${CUBE_API_PATH}/meta`, {
        headers: { authorization: `Bearer ${token}` },
      });
      const cube = ((await meta.json()) as CubeMetaResponse).cubes.find((c) => c.name === I);
      return cube?.measures.map((m) => m.name) ?? [];
    };
    expect(await listed(airOnly)).not.toContain(`${I}.co2eKg`);
    const sustainability = await tokenWithTabs(app.server, ['NegotiatedFaresAdoption', 'EmissionsOverview']);
    expect((await post(co2e, sustainability)).status).toBe(200);
    expect(await listed(sustainability)).toContain(`${I}.co2eKg`);
  });

  it('answers the top carriers query: ratio descending, airlines with a comma excluded, spend in each currency, 5 rows', async () => {
    const rows = await load({
      measures: TOP_CARRIER_MEASURES,
      dimensions: [`${I}.itinAirlines`],
      timeDimensions: [{ dimension: `${I}.resultDateCreatedAt`, dateRange: RANGE }],
      filters: [{ member: `${I}.itinAirlines`, operator: 'notContains', values: [','] }],
      order: { [`${I}.lowestNegociatedFarePnrRatio`]: 'desc' },
      limit: 5,
    });
    expect(rows).toHaveLength(5);
    const ratios = rows.map((row) => Number(row[`${I}.lowestNegociatedFarePnrRatio`]));
    expect(ratios).toEqual([...ratios].sort((a, b) => b - a));
    for (const row of rows) {
      expect(String(row[`${I}.itinAirlines`])).not.toContain(',');
      expect(Number(row[`${I}.spendEur`])).toBeCloseTo(Number(row[`${I}.spendUsd`]) * 0.92, -2);
    }
    const withComma = await count({
      filters: [{ member: `${I}.itinAirlines`, operator: 'contains', values: [','] }],
    });
    expect(withComma).toBeGreaterThan(0);
    const routes = await load({
      measures: [`${I}.lowestNegociatedFarePnrRatio`],
      dimensions: [`${I}.itinRoute`],
      filters: [{ member: `${I}.itinRoute`, operator: 'notContains', values: [':'] }],
      order: [[`${I}.lowestNegociatedFarePnrRatio`, 'desc']],
      limit: 5,
    });
    expect(routes.every((row) => !String(row[`${I}.itinRoute`]).includes(':'))).toBe(true);
  });

  it('agrees with the adoption view on the same scope', async () => {
    const view = await getView<NegotiatedFareAdoptionData>(
      app.server,
      negotiatedFareAdoptionView.path,
      { startDate: RANGE[0], endDate: RANGE[1] },
      app.manager,
    );
    const rows = await load({
      measures: [`${I}.trackedPnrs`, `${I}.negotiatedFareAdoption`],
      timeDimensions: [{ dimension: `${I}.resultDateCreatedAt`, dateRange: RANGE }],
    });
    expect(rows[0]?.[`${I}.trackedPnrs`]).toBe(view.body.data.trackedPnrs);
  });

  it("scopes every query to the caller's TMC", async () => {
    const totals = async (token: string) =>
      (await load(itineraries({ measures: [`${I}.countPnrs`, `${I}.spendUsd`] }), token))[0]!;
    const mine = await totals(app.manager);
    const theirs = await totals(app.second);
    expect(Number(mine[`${I}.countPnrs`])).toBeGreaterThan(0);
    expect(Number(theirs[`${I}.countPnrs`])).toBeGreaterThan(0);
    expect(theirs[`${I}.spendUsd`]).not.toBe(mine[`${I}.spendUsd`]);
    const clients = async (token: string) =>
      (await load({ dimensions: [`${I}.directEnterprise`], limit: 50 }, token)).map((row) =>
        String(row[`${I}.directEnterprise`]),
      );
    const mineClients = await clients(app.manager);
    const onlyTheirs = (await clients(app.second)).filter((client) => !mineClients.includes(client));
    expect(onlyTheirs.length).toBeGreaterThan(0);
    expect(
      await count({ filters: [{ member: `${I}.directEnterprise`, operator: 'equals', values: onlyTheirs }] }),
    ).toBe(0);
  });

  it('validates: an unknown member, operator or granularity is a 400 naming it', async () => {
    await rejects({ measures: [`${I}.nope`] }, `${I}.nope`);
    await rejects({ measures: ['Nope.countPnrs'] }, 'Nope.countPnrs');
    await rejects(
      itineraries({ filters: [{ member: `${I}.itinRoute`, operator: 'like' as never, values: ['x'] }] }),
      'like',
    );
    await rejects(
      {
        measures: [`${I}.countPnrs`],
        timeDimensions: [{ dimension: `${I}.resultDateCreatedAt`, granularity: 'fortnight' }],
      },
      'fortnight',
    );
    await rejects({ measures: [`${I}.countPnrs`, `${D}.countPnrs`] }, `${D}.countPnrs`);
    await rejects({ measures: [`${I}.itinRoute`] }, 'dimension');
    await rejects({ measures: [`${I}.countPnrs`], ungrouped: true }, 'ungrouped');
    await rejects({}, 'query');
    await rejects(itineraries({ order: { [`${I}.itinRoute`]: 'desc' } }), `${I}.itinRoute`);
    await rejects(
      itineraries({ filters: [{ member: `${I}.countPnrs`, operator: 'gt', values: ['many'] }] }),
      'many',
    );
    await rejects(
      itineraries({ filters: [{ member: `${I}.itinRoute`, operator: 'gt', values: ['1'] }] }),
      'number',
    );
    await rejects(
      itineraries({
        filters: [{ member: `${I}.resultDateCreatedAt`, operator: 'beforeDate', values: ['yesterday'] }],
      }),
      'yesterday',
    );
    const res = await fetch(`${app.server.url}${CUBE_API_PATH}/load?query=${encodeURIComponent('{nope')}`, {
      headers: { authorization: `Bearer ${app.manager}` },
    });
    expect(res.status).toBe(400);
  });

  it(`caps limit at ${CUBE_MAX_LIMIT} rows and answers the PNR summary at that limit`, async () => {
    expect(CUBE_MAX_LIMIT).toBe(50000);
    await rejects({ dimensions: [`${S}.recordLocator`], limit: 50001 }, 'limit');
    await rejects({ dimensions: [`${S}.recordLocator`], limit: 0 }, 'limit');
    const rows = await load({
      dimensions: [
        `${S}.recordLocator`,
        `${S}.segmentIndex`,
        `${S}.ticketingCountry`,
        `${S}.itinIssuedAt`,
        `${S}.itinTicketedAt`,
        `${S}.daysBeforeDeparture`,
        `${S}.fareLetter`,
        `${S}.targetFareUsd`,
        `${S}.fareBasisCode`,
        `${S}.cityPair`,
        `${S}.preferredFareAvailabilityStatus`,
      ],
      timeDimensions: [{ dimension: `${S}.resultDateCreatedAt`, dateRange: RANGE }],
      limit: 50000,
    });
    expect(rows.length).toBeGreaterThan(100);
    expect(rows.length).toBeLessThanOrEqual(50000);
    expect(new Set(rows.map((row) => row[`${S}.preferredFareAvailabilityStatus`]))).toEqual(
      new Set(['Available and booked', 'Available and not booked', 'Not available']),
    );
    expect(String(rows[0]?.[`${S}.itinTicketedAt`])).toMatch(/^\d{4}-\d{2}-\d{2}T00:00:00\.000$/);
    const few = await load({ dimensions: [`${S}.recordLocator`], limit: 3 });
    expect(few).toHaveLength(3);
  });

  it("answers Cube's compact format: the same rows as arrays in the order of members", async () => {
    const query: CubeQuery = {
      dimensions: [`${S}.recordLocator`, `${S}.segmentIndex`, `${S}.itinTicketedAt`],
      timeDimensions: [{ dimension: `${S}.resultDateCreatedAt`, dateRange: RANGE, granularity: 'month' }],
      order: { [`${S}.itinTicketedAt`]: 'desc', [`${S}.recordLocator`]: 'asc', [`${S}.segmentIndex`]: 'asc' },
      limit: 200,
    };
    const rows = (await load(query)) as CubeRow[];
    const compact = (await load({ ...query, responseFormat: 'compact' })) as unknown as CubeCompactData;
    expect(compact.members).toEqual([
      `${S}.recordLocator`,
      `${S}.segmentIndex`,
      `${S}.itinTicketedAt`,
      `${S}.resultDateCreatedAt.month`,
      `${S}.resultDateCreatedAt`,
    ]);
    expect(compact.dataset).toHaveLength(rows.length);
    expect(
      compact.dataset.map((values) => Object.fromEntries(compact.members.map((m, i) => [m, values[i]]))),
    ).toEqual(rows);
    const dates = rows.map((row) => String(row[`${S}.itinTicketedAt`]));
    expect(dates).toEqual([...dates].sort().reverse());
    expect(dates[0]).toMatch(/^\d{4}-\d{2}-\d{2}T00:00:00\.000$/);
    const none: CubeQuery = {
      ...query,
      filters: [{ member: `${S}.recordLocator`, operator: 'equals', values: ['NOSUCH'] }],
    };
    expect(await load(none)).toEqual([]);
    expect(
      ((await load({ ...none, responseFormat: 'compact' })) as unknown as CubeCompactData).dataset,
    ).toEqual([]);
    await rejects({ ...query, responseFormat: 'columns' }, 'responseFormat');
  });

  it('chooses ordered rows by a filter on the filter combinations as well as by their own columns', async () => {
    const query = (gds: string): CubeQuery => ({
      dimensions: [`${S}.recordLocator`, `${S}.gds`, `${S}.itinTicketedAt`],
      timeDimensions: [{ dimension: `${S}.resultDateCreatedAt`, dateRange: RANGE }],
      filters: [{ member: `${S}.gds`, operator: 'equals', values: [gds] }],
      order: { [`${S}.itinTicketedAt`]: 'desc' },
      limit: 40,
    });
    const sabre = (await load(query('Sabre'))) as CubeRow[];
    expect(sabre).toHaveLength(40);
    expect(sabre.every((row) => row[`${S}.gds`] === 'Sabre')).toBe(true);
    const dates = sabre.map((row) => String(row[`${S}.itinTicketedAt`]));
    expect(dates).toEqual([...dates].sort().reverse());
    expect(await load(query('NOSUCH'))).toEqual([]);
  });

  it('keeps one order for rows that tie on the asked order, so pages never overlap', async () => {
    // Many segments share a ticketing day and many routes a PNR count: the ties are broken the same
    // way at every call (plain rows by row, grouped rows by their dimensions).
    const plain = (limit: number, offset = 0): CubeQuery => ({
      dimensions: [`${S}.recordLocator`, `${S}.segmentIndex`, `${S}.itinTicketedAt`],
      timeDimensions: [{ dimension: `${S}.resultDateCreatedAt`, dateRange: RANGE }],
      order: { [`${S}.itinTicketedAt`]: 'desc' },
      limit,
      offset,
    });
    const grouped = (limit: number, offset = 0): CubeQuery =>
      itineraries({
        dimensions: [`${I}.itinAirlines`, `${I}.itinRoute`],
        order: { [`${I}.countPnrs`]: 'asc' },
        limit,
        offset,
      });
    for (const [query, key] of [
      [plain, `${S}.itinTicketedAt`],
      [grouped, `${I}.countPnrs`],
    ] as const) {
      const whole = (await load(query(60))) as CubeRow[];
      expect(whole).toHaveLength(60);
      const keys = new Set(whole.map((row) => row[key]));
      expect(keys.size, `the first rows tie on ${key}`).toBeLessThan(whole.length);
      expect([...(await load(query(30))), ...(await load(query(30, 30)))]).toEqual(whole);
      expect(await load(query(60))).toEqual(whole);
    }
  });
  it('answers many rows ordered by a date as it answers few: the same rows, in the same order', async () => {
    // From 1,000 rows on, the rows are cut at a date before they are sorted; below, every row is sorted.
    const newest = (direction: 'asc' | 'desc', limit: number): CubeQuery => ({
      dimensions: [`${S}.recordLocator`, `${S}.segmentIndex`, `${S}.itinTicketedAt`],
      timeDimensions: [{ dimension: `${S}.resultDateCreatedAt`, dateRange: RANGE }],
      order: { [`${S}.itinTicketedAt`]: direction },
      limit,
    });
    for (const direction of ['desc', 'asc'] as const) {
      const many = (await load(newest(direction, 1200))) as CubeRow[];
      expect(many).toHaveLength(1200);
      expect(many.slice(0, 999)).toEqual(await load(newest(direction, 999)));
      const dates = many.map((row) => String(row[`${S}.itinTicketedAt`]));
      expect(dates).toEqual(direction === 'desc' ? [...dates].sort().reverse() : [...dates].sort());
    }
    // More rows than the range has: every row, none cut.
    const count = (await load({
      measures: [`${S}.countSegments`],
      timeDimensions: [{ dimension: `${S}.resultDateCreatedAt`, dateRange: [daysAgo(3), daysAgo(1)] }],
    })) as CubeRow[];
    const recent = (await load({
      ...newest('desc', CUBE_MAX_LIMIT),
      timeDimensions: [{ dimension: `${S}.resultDateCreatedAt`, dateRange: [daysAgo(3), daysAgo(1)] }],
    })) as CubeRow[];
    expect(recent.length).toBeGreaterThan(0);
    expect(recent).toHaveLength(Number(count[0]?.[`${S}.countSegments`]));
  });

  it('applies each operator', async () => {
    const all = await count({});
    const pair = (await load(itineraries({ dimensions: [`${I}.itinRoute`], limit: 1 })))[0]?.[
      `${I}.itinRoute`
    ] as string;
    const on = (operator: string, values?: string[], memberName = 'itinRoute') =>
      count({
        filters: [
          { member: `${I}.${memberName}`, operator: operator as never, ...(values ? { values } : {}) },
        ],
      });
    const equals = await on('equals', [pair]);
    expect(equals).toBeGreaterThan(0);
    expect(await on('notEquals', [pair])).toBe(all - equals);
    const origin = pair.slice(0, 3);
    const starts = await on('startsWith', [origin]);
    expect(starts).toBeGreaterThanOrEqual(equals);
    expect(await on('endsWith', [pair.slice(-3)])).toBeGreaterThan(0);
    const contains = await on('contains', [origin.toLowerCase()]);
    expect(contains).toBeGreaterThanOrEqual(starts);
    expect(await on('notContains', [origin])).toBe(all - contains);
    // Wildcards in a value are plain characters: no route holds a % or an _.
    expect(await on('contains', ['%'])).toBe(0);
    expect(await on('startsWith', ['_'])).toBe(0);
    expect(await on('notContains', ['%'])).toBe(all);
    expect(await on('set', undefined, 'lowerFareStatus')).toBeGreaterThan(0);
    expect(
      (await on('set', undefined, 'lowerFareStatus')) + (await on('notSet', undefined, 'lowerFareStatus')),
    ).toBe(all);
    const middle = daysAgo(200);
    const inRange = await on('inDateRange', [RANGE[0], middle], 'resultDateCreatedAt');
    const outRange = await on('notInDateRange', [RANGE[0], middle], 'resultDateCreatedAt');
    expect(inRange + outRange).toBe(all);
    const before = await on('beforeDate', [middle], 'resultDateCreatedAt');
    const after = await on('afterDate', [middle], 'resultDateCreatedAt');
    expect(before).toBeLessThan(inRange + 1);
    expect(before + after).toBeLessThanOrEqual(all);
    const byRoute = (operator: string, value: string) =>
      load({
        measures: [`${I}.countPnrs`],
        dimensions: [`${I}.itinRoute`],
        filters: [{ member: `${I}.countPnrs`, operator: operator as never, values: [value] }],
        limit: 50000,
      });
    const gt = await byRoute('gt', '3');
    const lte = await byRoute('lte', '3');
    expect(gt.every((row) => Number(row[`${I}.countPnrs`]) > 3)).toBe(true);
    expect(lte.every((row) => Number(row[`${I}.countPnrs`]) <= 3)).toBe(true);
    expect((await byRoute('gte', '3')).length).toBe(
      gt.length + (await byRoute('lt', '4')).length - (await byRoute('lt', '3')).length,
    );
    expect(CUBE_OPERATORS).toHaveLength(16);
    const quote = await on('equals', ["x' OR '1'='1"]);
    expect(quote).toBe(0);
  });

  it('groups by each granularity, the buckets adding up to the total', async () => {
    const all = await count({});
    for (const granularity of CUBE_GRANULARITIES) {
      const rows = await load({
        measures: [`${I}.countPnrs`],
        timeDimensions: [{ dimension: `${I}.resultDateCreatedAt`, dateRange: RANGE, granularity }],
        order: { [`${I}.resultDateCreatedAt.${granularity}`]: 'asc' },
        limit: 50000,
      });
      expect(
        rows.reduce((sum, row) => sum + Number(row[`${I}.countPnrs`]), 0),
        granularity,
      ).toBe(all);
      const first = rows[0]!;
      expect(String(first[`${I}.resultDateCreatedAt.${granularity}`])).toMatch(
        /^\d{4}-\d{2}-\d{2}T00:00:00\.000$/,
      );
      expect(first[`${I}.resultDateCreatedAt`]).toBe(first[`${I}.resultDateCreatedAt.${granularity}`]);
    }
  });

  it('serves the core client: GET with a JSON query, numbers as numbers', async () => {
    const rows = await loadCube(
      { baseUrl: app.server.url, getToken: () => app.manager },
      {
        measures: [`${D}.countPnrs`, `${D}.savingsUsd`],
        dimensions: [`${D}.dealStatus`],
        order: { [`${D}.dealStatus`]: 'asc' },
      },
    );
    expect(rows.map((row) => row[`${D}.dealStatus`])).toEqual(['Not accepted', 'Rebooked']);
    expect(typeof rows[0]?.[`${D}.savingsUsd`]).toBe('number');
    const res = await fetch(
      `${app.server.url}${CUBE_API_PATH}/load?query=${encodeURIComponent(JSON.stringify({ measures: [`${D}.countPnrs`] }))}`,
      { headers: { authorization: `Bearer ${app.manager}` } },
    );
    expect(res.status).toBe(200);
    const body = (await res.json()) as CubeLoadResponse;
    expect(body.annotation.measures[`${D}.countPnrs`]).toEqual({
      title: 'PNRs',
      shortTitle: 'PNRs',
      type: 'number',
    });
  });
});
