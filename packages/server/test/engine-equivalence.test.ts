import { CUBE_API_PATH, ITINERARIES_CUBE, SEGMENTS_CUBE, type CubeQuery } from '@tripsight/core/cube';
import { REPORT_DEFINITIONS } from '@tripsight/core/reports';
import * as views from '@tripsight/core/views';
import type { ViewContract } from '@tripsight/core/views';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AIR_REPORT_LIST } from '../src/reports/air-reports.js';
import { HOTEL_REPORT_LIST, HOTEL_REPORTS_PREFIX } from '../src/reports/hotel-reports.js';
import { AIR_REPORTS_PREFIX } from '../src/reports/module.js';
import { daysAgo, getView, type Params } from './analytics-client.js';
import { startTestServer, type TestServer } from './server.js';
import { tokenFor } from './tokens.js';

/*
 * The same answers on every engine: the service on DuckDB and the service on ClickHouse's engine
 * in-process (chDB), over the same generated dataset, answer every analytics view, every report and
 * every query of the reports' visuals alike: the same rows in the same order, the same texts, and
 * numbers equal to the cent.
 */

/** Every view contract of core that the service serves (views added later are covered as they come). */
function servedViews(server: TestServer): ViewContract[] {
  return (Object.values(views) as unknown[])
    .filter(
      (value): value is ViewContract =>
        typeof value === 'object' &&
        value !== null &&
        typeof (value as ViewContract).path === 'string' &&
        (value as ViewContract).path.startsWith('/api/') &&
        'params' in value,
    )
    .filter((view) => server.app.hasRoute({ method: 'GET', url: view.path }));
}

/** Where two answers differ: `''` when equal (numbers to the cent), else the path of the first difference. */
function difference(a: unknown, b: unknown, at = '$'): string {
  if (typeof a === 'number' && typeof b === 'number') {
    return Math.abs(a - b) < 0.005 ? '' : `${at}: ${a} <> ${b}`;
  }
  if (Array.isArray(a) && Array.isArray(b)) {
    if (a.length !== b.length) return `${at}: ${a.length} rows <> ${b.length} rows`;
    for (let i = 0; i < a.length; i += 1) {
      const found = difference(a[i], b[i], `${at}[${i}]`);
      if (found) return found;
    }
    return '';
  }
  if (a && b && typeof a === 'object' && typeof b === 'object') {
    const keys = [...new Set([...Object.keys(a), ...Object.keys(b)])].sort();
    for (const key of keys) {
      const found = difference(
        (a as Record<string, unknown>)[key],
        (b as Record<string, unknown>)[key],
        `${at}.${key}`,
      );
      if (found) return found;
    }
    return '';
  }
  return a === b ? '' : `${at}: ${JSON.stringify(a)} <> ${JSON.stringify(b)}`;
}

describe('DuckDB and ClickHouse (chDB) answer alike', () => {
  let duckdb: TestServer;
  let chdb: TestServer;
  const tokens = new Map<TestServer, string>();
  const range = { startDate: daysAgo(130), endDate: daysAgo(1) };
  let filtered: Params = {};
  /** A hotel of the range, for the views that break one hotel down (their `hotelId`). */
  let hotelId = '';

  beforeAll(async () => {
    duckdb = await startTestServer();
    chdb = await startTestServer({ analytics: { engine: 'chdb', path: null } });
    for (const server of [duckdb, chdb]) tokens.set(server, await tokenFor(server, 'manager'));
    const lists = await getView<{ gds: string; corporate: string }[]>(
      duckdb,
      views.dynamicFiltersView.path,
      { productName: 'air' },
      tokens.get(duckdb),
    );
    const first = lists.body.data[0];
    filtered = first ? { gds: [first.gds], corporate: [first.corporate] } : {};
    const hotels = await getView<{ hotelId: string }[]>(
      duckdb,
      views.availabilityMainTableView.path,
      range,
      tokens.get(duckdb),
    );
    hotelId = hotels.body.data[0]?.hotelId ?? '';
  }, 300_000);
  afterAll(async () => {
    await chdb?.close();
    await duckdb?.close();
  });

  /**
   * Calls `path` on both services: both answer the same status and equal JSON (numbers to the cent).
   * Answers the difference found (`''`: none) and whether the view answered 200.
   */
  async function sameView(path: string, params: Params): Promise<{ found: string; ok: boolean }> {
    const [a, b] = await Promise.all(
      [duckdb, chdb].map((server) => getView(server, path, params, tokens.get(server))),
    );
    expect(b?.status, `${path} on chDB: ${JSON.stringify(b?.body)}`).toBe(a?.status);
    const found = difference(a?.body, b?.body);
    return { found: found ? `${path} ${JSON.stringify(params)}: ${found}` : '', ok: a?.status === 200 };
  }

  it('answers every analytics view alike, in USD and EUR net, with and without filters', async () => {
    const served = servedViews(duckdb);
    expect(served.length).toBeGreaterThan(30);
    const variants: Params[] = [
      range,
      { ...range, currency: 'EUR', feeMode: 'net' },
      { ...range, ...filtered },
      { startDate: daysAgo(400), endDate: daysAgo(1), granularity: undefined },
    ];
    const differences: string[] = [];
    const answered = new Set<string>();
    for (const view of served) {
      for (const variant of variants) {
        // The filter lists take their product and the filters, not dates nor currency.
        const params =
          'productName' in view.params
            ? { productName: view.product, ...(variant === variants[2] ? filtered : {}) }
            : { ...variant, ...('hotelId' in view.params ? { hotelId } : {}) };
        const { found, ok } = await sameView(view.path, params);
        if (found) differences.push(found);
        if (ok) answered.add(view.path);
      }
    }
    expect(differences).toEqual([]);
    // Every view answered at least one of the calls (a 400 for a parameter it refuses is compared too).
    expect(served.filter((view) => !answered.has(view.path)).map((view) => view.path)).toEqual([]);
  });

  it('answers every report export alike (csv)', async () => {
    const differences: string[] = [];
    let reports = 0;
    const families = [
      { prefix: AIR_REPORTS_PREFIX, list: AIR_REPORT_LIST },
      { prefix: HOTEL_REPORTS_PREFIX, list: HOTEL_REPORT_LIST },
    ];
    for (const { prefix, list } of families) {
      for (const report of list) {
        reports += 1;
        const search = new URLSearchParams({
          ...range,
          format: 'csv',
          currency: 'EUR',
          withPotential: 'true',
        });
        const [a, b] = await Promise.all(
          [duckdb, chdb].map(async (server) => {
            const res = await fetch(`${server.url}${prefix}/${report.name}?${search}`, {
              headers: { authorization: `Bearer ${tokens.get(server)}` },
            });
            // The moment of writing is the one line that may differ.
            const text = (await res.text()).replace(/^Generated at \(UTC\),.*$/m, 'Generated at (UTC),…');
            return { status: res.status, text };
          }),
        );
        expect(a?.status, `${report.name} on DuckDB`).toBe(200);
        expect(b?.status, `${report.name} on chDB: ${b?.text.slice(0, 300)}`).toBe(200);
        if (a?.text !== b?.text)
          differences.push(`${report.name}: ${firstLineDiff(a?.text ?? '', b?.text ?? '')}`);
      }
    }
    expect(reports).toBeGreaterThanOrEqual(6);
    expect(differences).toEqual([]);
  });

  /** The query API's answers to `query` on both services: same status, equal JSON. */
  async function sameCubeAnswer(id: string, query: CubeQuery, status?: number): Promise<string> {
    const [a, b] = await Promise.all(
      [duckdb, chdb].map(async (server) => {
        const res = await fetch(`${server.url}${CUBE_API_PATH}/load`, {
          method: 'POST',
          headers: { authorization: `Bearer ${tokens.get(server)}`, 'content-type': 'application/json' },
          body: JSON.stringify({ query }),
        });
        return { status: res.status, body: (await res.json()) as unknown };
      }),
    );
    if (a?.status !== b?.status)
      return `${id}: ${a?.status} <> ${b?.status} ${JSON.stringify(b?.body).slice(0, 300)}`;
    if (status !== undefined && a?.status !== status)
      return `${id}: ${a?.status} ${JSON.stringify(a?.body).slice(0, 300)}`;
    const found = difference(a?.body, b?.body);
    return found ? `${id}: ${found}` : '';
  }

  it('answers a fixed set of query-API queries alike: groups, time buckets, text filters, plain rows, pages', async () => {
    const I = ITINERARIES_CUBE;
    const S = SEGMENTS_CUBE;
    const dates: [string, string] = [range.startDate, range.endDate];
    const queries: Record<string, CubeQuery> = {
      'spend per airline, ratio first': {
        measures: [`${I}.countPnrs`, `${I}.spendUsd`, `${I}.lowestNegociatedFarePnrRatio`],
        dimensions: [`${I}.itinAirlines`],
        timeDimensions: [{ dimension: `${I}.resultDateCreatedAt`, dateRange: dates }],
        filters: [{ member: `${I}.itinAirlines`, operator: 'notContains', values: [','] }],
        order: { [`${I}.lowestNegociatedFarePnrRatio`]: 'desc' },
      },
      'PNRs per week and month': {
        measures: [`${I}.countPnrs`],
        timeDimensions: [{ dimension: `${I}.resultDateCreatedAt`, granularity: 'week', dateRange: dates }],
        order: { [`${I}.resultDateCreatedAt.week`]: 'asc' },
      },
      'PNRs per month, compact, with the total': {
        measures: [`${I}.countPnrs`, `${I}.negotiatedFareAdoption`],
        timeDimensions: [{ dimension: `${I}.resultDateCreatedAt`, granularity: 'month', dateRange: dates }],
        order: [[`${I}.resultDateCreatedAt.month`, 'desc']],
        responseFormat: 'compact',
        total: true,
      },
      'routes starting with a letter, case ignored': {
        measures: [`${I}.countPnrs`],
        dimensions: [`${I}.itinRoute`],
        filters: [{ member: `${I}.itinRoute`, operator: 'startsWith', values: ['l'] }],
        order: { [`${I}.countPnrs`]: 'desc' },
        limit: 20,
      },
      'newest PNR summary rows, second page': {
        dimensions: [
          `${S}.recordLocator`,
          `${S}.segmentIndex`,
          `${S}.itinTicketedAt`,
          `${S}.targetFareUsd`,
          `${S}.cityPair`,
        ],
        timeDimensions: [{ dimension: `${S}.resultDateCreatedAt`, dateRange: dates }],
        order: { [`${S}.itinTicketedAt`]: 'desc' },
        limit: 1000,
        offset: 1000,
        total: true,
      },
      'oldest PNR summary rows by fare': {
        dimensions: [`${S}.recordLocator`, `${S}.targetFareUsd`],
        filters: [{ member: `${S}.targetFareUsd`, operator: 'gt', values: ['100'] }],
        order: [
          [`${S}.targetFareUsd`, 'asc'],
          [`${S}.recordLocator`, 'asc'],
        ],
        limit: 200,
      },
    };
    const differences: string[] = [];
    for (const [id, query] of Object.entries(queries)) {
      const found = await sameCubeAnswer(id, query, 200);
      if (found) differences.push(found);
    }
    expect(differences).toEqual([]);
  });

  it('answers every query of the reports’ visuals alike on the query API', async () => {
    const queries: { id: string; query: CubeQuery }[] = [];
    for (const definition of REPORT_DEFINITIONS.values()) {
      for (const page of definition.pages) {
        for (const visual of page.visuals) {
          const dated = visual.dateDimension
            ? {
                ...visual.query,
                timeDimensions: [
                  ...(visual.query.timeDimensions ?? []),
                  { dimension: visual.dateDimension, dateRange: [range.startDate, range.endDate] },
                ],
              }
            : visual.query;
          queries.push({
            id: `${definition.reportName}/${page.name}/${visual.id}`,
            query: dated as CubeQuery,
          });
        }
      }
    }
    expect(queries.length).toBeGreaterThan(20);
    const differences: string[] = [];
    for (const { id, query } of queries) {
      const found = await sameCubeAnswer(id, query);
      if (found) differences.push(found);
    }
    expect(differences).toEqual([]);
  });
});

/** The first line where two texts differ, both sides shown. */
function firstLineDiff(a: string, b: string): string {
  const left = a.split('\n');
  const right = b.split('\n');
  const i = left.findIndex((line, n) => line !== right[n]);
  return `line ${i + 1}: ${left[i]} <> ${right[i]}`;
}
