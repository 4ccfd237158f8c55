import type { FilterSelection } from '@tripsight/core/bus';
import {
  CUBE_API_PATH,
  cubeFilters,
  type CubeLoadResponse,
  type CubeMetaResponse,
  type CubeQuery,
  type CubeRow,
} from '@tripsight/core/cube';
import { HOTEL_REPORTS, reportProblems, type ReportVisualDefinition } from '@tripsight/core/reports';
import { hotelSavingsOverviewView, type HotelSavingsOverviewData } from '@tripsight/core/views';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TMCS } from '../src/dataset/tmcs.js';
import { daysAgo, okView, type Params } from './analytics-client.js';
import { startTestServer, type TestServer } from './server.js';
import { bearer, tokenFor } from './tokens.js';

const RANGE = { startDate: daysAgo(365), endDate: daysAgo(1) };
const ALL_VISUALS = HOTEL_REPORTS.flatMap((report) =>
  report.pages.flatMap((page) => page.visuals.map((visual) => ({ report, visual }))),
);
const CLIENT = 'Globex Corporation';
/** KPIs of the Hotelsaver reports and the savings overview's figure each must equal. */
const AGREEING: [report: string, visual: string, field: keyof HotelSavingsOverviewData][] = [
  ['HotelsaverSavingsDetails', 'accepted-savings', 'acceptedSavings'],
  ['HotelsaverSavingsDetails', 'rebookings', 'rebookings'],
  ['HotelsaverSavingsDetails', 'rebooking-performance', 'rebookingPerformanceRatio'],
  ['HotelsaverSavingsDetails', 'savings-rate', 'savingsPerReservationRatio'],
  ['HotelsaverSpendOverview', 'tracked-spend', 'trackedSpend'],
  ['HotelsaverSpendOverview', 'tracking-ratio', 'trackingRatio'],
  ['HotelsaverSavingsOpportunities', 'savings-upto', 'savingsUpto'],
  ['HotelsaverSavingsOpportunities', 'sent-savings', 'potentialSentSavings'],
];

/**
 * The query a visual runs under a report's filters, as the report service adds them: the currency
 * in every member, the selected filter entries on the visual's cube, the date range on its date
 * dimension (keeping a granularity the query has).
 */
function visualQuery(visual: ReportVisualDefinition, filters: Partial<FilterSelection> = {}): CubeQuery {
  const query = JSON.parse(JSON.stringify(visual.query).replaceAll('{currency}', 'Usd')) as CubeQuery;
  const cube = (query.measures?.[0] ?? '').split('.')[0] ?? '';
  query.filters = [...(query.filters ?? []), ...cubeFilters(cube, filters)];
  const dateRange: [string, string] = [RANGE.startDate, RANGE.endDate];
  const own = query.timeDimensions?.find((time) => time.dimension === visual.dateDimension);
  if (own) own.dateRange = dateRange;
  else query.timeDimensions = [{ dimension: visual.dateDimension as string, dateRange }];
  return query;
}

describe('hotel report queries', () => {
  let server: TestServer;
  /** Alex Morgan, Northstar Travel (every tab). */
  let northstar: string;
  /** Lucas Weber, Bluewave Journeys (Hotelsaver, HPA Core and HPA Premium tabs). */
  let bluewave: string;

  beforeAll(async () => {
    server = await startTestServer();
    northstar = await tokenFor(server, 'manager');
    bluewave = await tokenFor(server, 'hpa');
  });
  afterAll(async () => server?.close());

  const load = async (query: CubeQuery, token = northstar): Promise<CubeRow[]> => {
    const res = await fetch(`${server.url}${CUBE_API_PATH}/load`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...bearer(token) },
      body: JSON.stringify({ query }),
    });
    const body = (await res.json()) as CubeLoadResponse;
    expect(res.status, `${JSON.stringify(query)} ${JSON.stringify(body)}`).toBe(200);
    return body.data;
  };
  /** The first measure of a KPI visual of `reportName`. */
  const kpi = async (
    reportName: string,
    id: string,
    filters: Partial<FilterSelection> = {},
    token = northstar,
  ) => {
    const visual = ALL_VISUALS.find(
      (entry) => entry.report.reportName === reportName && entry.visual.id === id,
    )?.visual as ReportVisualDefinition;
    expect(visual, `${reportName}/${id}`).toBeDefined();
    const query = visualQuery(visual, filters);
    const [row] = await load(query, token);
    return Number(row?.[query.measures?.[0] as string]);
  };
  const overview = async (params: Params = {}, token = northstar) =>
    (
      await okView<HotelSavingsOverviewData>(
        server,
        hotelSavingsOverviewView.path,
        { ...RANGE, currency: 'USD', ...params },
        token,
      )
    ).data;

  it('names only members of the query API in every hotel report ({currency} on money measures)', async () => {
    const res = await fetch(`${server.url}${CUBE_API_PATH}/meta`, { headers: bearer(northstar) });
    const meta = (await res.json()) as CubeMetaResponse;
    expect(HOTEL_REPORTS.flatMap((report) => reportProblems(report, meta))).toEqual([]);
  });

  it('answers every visual with plausible figures, for the TMC and for one client', async () => {
    for (const { report, visual } of ALL_VISUALS) {
      const at = `${report.reportName}/${visual.id}`;
      const rows = await load(visualQuery(visual));
      expect(rows.length, at).toBeGreaterThan(0);
      for (const row of rows) {
        for (const measure of visual.query.measures ?? []) {
          const value = Number(row[measure.replace('{currency}', 'Usd')]);
          expect(Number.isFinite(value), `${at} ${measure}`).toBe(true);
          const format = visual.formats?.[measure];
          if (format === 'percent') expect(value, `${at} ${measure}`).toBeLessThanOrEqual(100);
          if (!/savingsAgainstMarket|discountLevel/.test(measure))
            expect(value, `${at} ${measure}`).toBeGreaterThanOrEqual(0);
        }
      }
      const client = await load(visualQuery(visual, { corporate: [CLIENT] }));
      if (visual.kind === 'table' || visual.kind === 'kpi')
        expect(client.length, at).toBeLessThanOrEqual(rows.length);
    }
  });

  it('agrees with the hotel savings overview for the same period and filters', async () => {
    for (const filters of [{}, { corporate: [CLIENT] }] as Partial<FilterSelection>[]) {
      const hotelsaver = await overview(filters);
      expect(hotelsaver.acceptedSavings).toBeGreaterThan(0);
      for (const [report, id, field] of AGREEING) {
        expect(await kpi(report, id, filters), `${report}/${id}`).toBeCloseTo(hotelsaver[field] as number, 2);
      }
    }
    // HPA reports read the HPA programme's reservations, as the overview with isHPA does.
    const hpa = await overview({ isHPA: true });
    expect(hpa.acceptedSavings).toBeLessThan((await overview()).acceptedSavings);
    expect(await kpi('SavingsDetails', 'accepted-savings')).toBeCloseTo(hpa.acceptedSavings, 2);
    expect(await kpi('HpaPremiumCockpit', 'accepted-savings')).toBeCloseTo(hpa.acceptedSavings, 2);
    expect(await kpi('HotelRateOptimizerCockpit', 'tracked-spend')).toBeCloseTo(hpa.trackedSpend, 2);
    expect(await kpi('SavingsDetails', 'avg-nightly-savings')).toBeCloseTo(hpa.avgNightlySavings ?? NaN, 2);
  });

  it('splits the realized savings by month, chain and client without losing any', async () => {
    const total = await kpi('HotelsaverSavingsDetails', 'accepted-savings');
    const sum = async (id: string, report = 'HotelsaverSavingsDetails') => {
      const visual = ALL_VISUALS.find((e) => e.report.reportName === report && e.visual.id === id)?.visual;
      const query = visualQuery(visual as ReportVisualDefinition);
      const measure = (query.measures?.[0] ?? '') as string;
      return (await load(query)).reduce((s, row) => s + Number(row[measure]), 0);
    };
    expect(await sum('savings-by-month')).toBeCloseTo(total, 1);
    expect(await sum('savings-by-chain')).toBeCloseTo(total, 1);
    expect(await sum('savings-by-client')).toBeCloseTo(total, 1);
  });

  it("never shows another TMC's rows", async () => {
    const clients = (
      await load(visualQuery(ALL_VISUALS.find((e) => e.visual.id === 'clients')!.visual), bluewave)
    ).map((row) => String(row['HotelReservationsView.directEnterprise']));
    const own = TMCS.find((tmc) => tmc.id === 'bluewave')!.corporates;
    expect(clients.length).toBeGreaterThan(0);
    expect(clients.every((client) => own.includes(client))).toBe(true);
    const rebooked = ALL_VISUALS.find(
      (e) => e.report.reportName === 'HotelsaverSavingsDetails' && e.visual.id === 'rebooked-reservations',
    )!.visual;
    const locators = async (token: string) =>
      new Set((await load(visualQuery(rebooked), token)).map((row) => row['HotelDealsView.recordLocator']));
    const [ours, theirs] = await Promise.all([locators(northstar), locators(bluewave)]);
    expect(ours.size).toBeGreaterThan(0);
    expect(theirs.size).toBeGreaterThan(0);
    expect([...theirs].filter((locator) => ours.has(locator))).toEqual([]);
    // The same client name in two TMCs: each sees its own savings, as the overview gives them.
    const bluewaveGlobex = await overview({ corporate: [CLIENT] }, bluewave);
    expect(
      await kpi('HotelsaverSavingsDetails', 'accepted-savings', { corporate: [CLIENT] }, bluewave),
    ).toBeCloseTo(bluewaveGlobex.acceptedSavings, 2);
    expect(bluewaveGlobex.acceptedSavings).not.toBe(
      (await overview({ corporate: [CLIENT] })).acceptedSavings,
    );
  });
});
