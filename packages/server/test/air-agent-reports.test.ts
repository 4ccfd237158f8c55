import {
  CUBE_API_PATH,
  type CubeLoadResponse,
  type CubeMetaResponse,
  type CubeQuery,
  type CubeRow,
} from '@tripsight/core/cube';
import {
  AGENT_REPORTS,
  AIR_REPORTS,
  BENCHMARK_MIN_PEERS,
  reportProblems,
  reportVisualQuery,
  type ReportFilterState,
} from '@tripsight/core/reports';
import { describe, expect, it } from 'vitest';
import { TMCS } from '../src/dataset/tmcs.js';
import { TENANTS } from '../src/ops/seed-content.js';
import { daysAgo } from './analytics-client.js';
import { allConversations } from './ops-client.js';
import { signedInServer } from './signed-in.js';
import { tokenWithTabs } from './tokens.js';

const YEAR: ReportFilterState = {
  filters: {},
  dates: { startDate: daysAgo(365), endDate: daysAgo(1) },
  currency: 'USD',
  productName: null,
};
const B = 'AirContractBenchmarksView';
const A = 'AgentConversations';

describe('air programme and assistant reports on the query API', () => {
  const app = signedInServer();

  const load = async (query: CubeQuery, token = app.manager): Promise<CubeRow[]> => {
    const res = await fetch(`${app.server.url}${CUBE_API_PATH}/load`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify({ query }),
    });
    const body = (await res.json()) as CubeLoadResponse;
    expect(res.status, `${JSON.stringify(query)}: ${JSON.stringify(body)}`).toBe(200);
    return body.data;
  };
  const meta = async (): Promise<CubeMetaResponse> => {
    const res = await fetch(`${app.server.url}${CUBE_API_PATH}/meta`, {
      headers: { authorization: `Bearer ${app.manager}` },
    });
    return (await res.json()) as CubeMetaResponse;
  };

  it('name only members the query API lists, {currency} only on money measures', async () => {
    const answer = await meta();
    expect([...AIR_REPORTS, ...AGENT_REPORTS].flatMap((report) => reportProblems(report, answer))).toEqual(
      [],
    );
  });

  it('answer every visual of every report with plausible figures', async () => {
    const members = new Set(
      (await meta()).cubes.flatMap((c) => [...c.measures, ...c.dimensions].map((m) => m.name)),
    );
    for (const report of [...AIR_REPORTS, ...AGENT_REPORTS]) {
      for (const page of report.pages) {
        for (const visual of page.visuals) {
          const where = `${report.reportName} / ${page.name} / ${visual.id}`;
          const query = reportVisualQuery(visual, YEAR, (member) => members.has(member));
          const rows = await load(query);
          expect(rows.length, where).toBeGreaterThan(0);
          for (const measure of query.measures ?? []) {
            const format =
              visual.formats?.[
                visual.query.measures?.find((m) => m.replace('{currency}', 'Usd') === measure) ?? ''
              ];
            for (const row of rows) {
              const value = row[measure];
              // A band withheld for too few peers is the one figure that may be missing.
              if (value === null && measure.startsWith(`${B}.`)) continue;
              expect(typeof value, `${where} ${measure}`).toBe('number');
              expect(value as number, `${where} ${measure}`).toBeGreaterThanOrEqual(0);
              if (format === 'percent')
                expect(value as number, `${where} ${measure}`).toBeLessThanOrEqual(100);
            }
          }
          // Every figure is not zero: the generated data fills each visual.
          const figures = rows.flatMap((row) => (query.measures ?? []).map((m) => row[m]));
          expect(
            figures.some((value) => typeof value === 'number' && value > 0),
            where,
          ).toBe(true);
        }
      }
    }
  });

  it('give the contract figures a travel manager expects: realised a little under promised', async () => {
    const [row] = await load(
      reportVisualQuery(
        {
          id: 'x',
          title: 'x',
          kind: 'table',
          layout: 'wide',
          dateDimension: 'AirProgramView.ticketingDate',
          query: {
            measures: [
              'AirProgramView.promisedDiscountPct',
              'AirProgramView.realisedDiscountPct',
              'AirProgramView.contractSpendShare',
            ],
          },
        },
        YEAR,
        () => true,
      ),
    );
    const promised = row?.['AirProgramView.promisedDiscountPct'] as number;
    const realised = row?.['AirProgramView.realisedDiscountPct'] as number;
    expect(promised).toBeGreaterThanOrEqual(5);
    expect(promised).toBeLessThanOrEqual(20);
    expect(realised).toBeLessThan(promised);
    expect(realised).toBeGreaterThan(promised * 0.7);
    expect(row?.['AirProgramView.contractSpendShare']).toBeGreaterThan(10);
  });

  it('withhold every benchmark band computed from fewer than 5 peers, and only those', async () => {
    const rows = await load({
      measures: [`${B}.peers`, `${B}.peerP25`, `${B}.peerMedian`, `${B}.peerP75`, `${B}.clientPercentile`],
      dimensions: [`${B}.directEnterprise`, `${B}.benchmarkScope`, `${B}.metric`],
      limit: 10_000,
    });
    const bands = (row: CubeRow) =>
      [`${B}.peerP25`, `${B}.peerMedian`, `${B}.peerP75`, `${B}.clientPercentile`].map((m) => row[m]);
    const small = rows.filter((row) => (row[`${B}.peers`] as number) < BENCHMARK_MIN_PEERS);
    const large = rows.filter((row) => (row[`${B}.peers`] as number) >= BENCHMARK_MIN_PEERS);
    // The generated contracts give both: carriers few clients hold, and the all-carrier bands.
    expect(small.length).toBeGreaterThan(0);
    expect(large.length).toBeGreaterThan(0);
    for (const row of small) expect(bands(row), JSON.stringify(row)).toEqual([null, null, null, null]);
    for (const row of large) {
      const [p25, median, p75] = bands(row) as number[];
      expect(p25).toBeLessThanOrEqual(median as number);
      expect(median).toBeLessThanOrEqual(p75 as number);
    }
    // Peers are the TMC's other clients: never more than its clients minus one.
    const northstar = TMCS.find((tmc) => tmc.id === 'northstar')?.corporates.length ?? 0;
    expect(Math.max(...rows.map((row) => row[`${B}.peers`] as number))).toBeLessThanOrEqual(northstar - 1);
  });

  it('count the same conversations as the audit log, per TMC, period and status', async () => {
    const start = daysAgo(30);
    const end = daysAgo(0);
    for (const token of [app.manager, app.second]) {
      const listed = await allConversations(app.server, token, `start_date=${start}&end_date=${end}`);
      const rows = await load(
        {
          measures: [`${A}.conversations`],
          dimensions: [`${A}.status`],
          timeDimensions: [{ dimension: `${A}.receivedAt`, dateRange: [start, end] }],
        },
        token,
      );
      const counted = Object.fromEntries(rows.map((row) => [row[`${A}.status`], row[`${A}.conversations`]]));
      const byStatus: Record<string, number> = {};
      for (const item of listed) byStatus[item.status_label] = (byStatus[item.status_label] ?? 0) + 1;
      expect(listed.length).toBeGreaterThan(50);
      expect(counted).toEqual(byStatus);
      const ids = await load(
        {
          measures: [`${A}.conversations`],
          dimensions: [`${A}.conversationId`],
          timeDimensions: [{ dimension: `${A}.receivedAt`, dateRange: [start, end] }],
        },
        token,
      );
      expect(ids.map((row) => row[`${A}.conversationId`]).sort()).toEqual(
        listed.map((item) => item.conversation_id).sort(),
      );
    }
  });

  it('give the failed or expired requests reasons that add up to their count', async () => {
    const range = { dimension: `${A}.receivedAt`, dateRange: [daysAgo(365), daysAgo(0)] as [string, string] };
    const [{ [`${A}.failedConversations`]: failed }] = (await load(
      { measures: [`${A}.failedConversations`], timeDimensions: [range] },
      app.manager,
    )) as [Record<string, number>];
    const reasons = await load(
      {
        measures: [`${A}.conversations`],
        dimensions: [`${A}.failureReason`],
        filters: [{ member: `${A}.failureReason`, operator: 'set' }],
        timeDimensions: [range],
      },
      app.manager,
    );
    expect(failed).toBeGreaterThan(0);
    expect(reasons.map((row) => row[`${A}.failureReason`])).toContain('Expired');
    expect(reasons.reduce((sum, row) => sum + Number(row[`${A}.conversations`]), 0)).toBe(failed);
  });

  it('open the assistant cube only to users of the assistant reports or the audit log', async () => {
    const status = async (query: CubeQuery, token: string) =>
      (
        await fetch(`${app.server.url}${CUBE_API_PATH}/load`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
          body: JSON.stringify({ query }),
        })
      ).status;
    const airOnly = await tokenWithTabs(app.server, ['ProgramOverview']);
    const withAudit = await tokenWithTabs(app.server, ['ProgramOverview', 'AgentseeAuditLog']);
    expect(await status({ measures: [`${A}.conversations`] }, airOnly)).toBe(403);
    expect(await status({ measures: [`${A}.conversations`] }, withAudit)).toBe(200);
    expect(await status({ measures: ['AirProgramView.countPnrs'] }, airOnly)).toBe(200);
    const carrierOnly = await tokenWithTabs(app.server, ['CarrierAvailability']);
    expect(await status({ measures: ['AirProgramView.countPnrs'] }, carrierOnly)).toBe(403);
  });

  it("never answer another TMC's rows", async () => {
    // The second TMC's user, entitled to the reports that read these cubes.
    const secondWithReports = await tokenWithTabs(
      app.server,
      ['ProgramOverview', 'ContractAudit', 'ContractOptimizationBenchmarks', 'AgentseeAuditLog'],
      'second-with-reports',
      'second',
    );
    const bluewave = new Set(TMCS.find((tmc) => tmc.id === 'bluewave')?.corporates);
    const bluewaveOps = new Set(TENANTS.bluewave?.corporates);
    for (const [member, measure, allowed] of [
      ['AirProgramView.directEnterprise', 'AirProgramView.countPnrs', bluewave],
      ['AirContractsView.directEnterprise', 'AirContractsView.countContracts', bluewave],
      [`${B}.directEnterprise`, `${B}.peers`, bluewave],
      [`${A}.directEnterprise`, `${A}.conversations`, bluewaveOps],
    ] as const) {
      const rows = await load({ dimensions: [member], measures: [measure] }, secondWithReports);
      expect(rows.length, member).toBeGreaterThan(0);
      for (const row of rows) {
        const client = row[member];
        if (client !== null) expect(allowed.has(client as string), `${member}: ${client}`).toBe(true);
      }
    }
    const northstarIds = new Set(
      (await load({ measures: [`${A}.conversations`], dimensions: [`${A}.conversationId`] })).map(
        (row) => row[`${A}.conversationId`],
      ),
    );
    const bluewaveIds = (
      await load({ measures: [`${A}.conversations`], dimensions: [`${A}.conversationId`] }, app.second)
    ).map((row) => row[`${A}.conversationId`]);
    expect(bluewaveIds.length).toBeGreaterThan(0);
    expect(bluewaveIds.filter((id) => northstarIds.has(id))).toEqual([]);
  });
});
