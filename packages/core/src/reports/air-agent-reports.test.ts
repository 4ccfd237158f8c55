import { describe, expect, it } from 'vitest';
import { AGENTSEE_TABS, AIR_PROGRAM_ANALYTICS_TABS } from '../catalogue/index.js';
import type { CubeMetaResponse } from '../cube/cube-query.js';
import { AGENT_REPORTS } from './agent-reports.js';
import { AIR_REPORTS } from './air-reports.js';
import { queryInCurrency, reportProblems, visualProblems } from './report-check.js';
import { reportVisualQuery } from './report-filters.js';
import type { ReportVisualDefinition } from './report-definition.js';

/** Report names of the catalogue tabs that embed a report. */
const reportTabs = (tabs: typeof AIR_PROGRAM_ANALYTICS_TABS) =>
  tabs.flatMap((tab) => (tab.content.kind === 'report' ? [tab.content.reportName] : []));

/** A meta of one cube `C`: money `spend*` in the four currencies, a count, a client and a day. */
const META: CubeMetaResponse = {
  cubes: [
    {
      name: 'C',
      title: 'C',
      segments: [],
      measures: ['spendUsd', 'spendEur', 'spendGbp', 'spendDefaultCurrency', 'count'].map((name) => ({
        name: `C.${name}`,
        title: name,
        shortTitle: name,
        type: 'number' as const,
      })),
      dimensions: [
        { name: 'C.client', title: 'Client', shortTitle: 'Client', type: 'string' },
        { name: 'C.day', title: 'Day', shortTitle: 'Day', type: 'time' },
      ],
    },
    { name: 'D', title: 'D', segments: [], measures: [], dimensions: [] },
  ],
};
const visual = (query: ReportVisualDefinition['query'], extra: Partial<ReportVisualDefinition> = {}) =>
  ({ id: 'v', title: 'V', kind: 'table', layout: 'wide', query, ...extra }) as ReportVisualDefinition;

describe('report checks against /meta', () => {
  it('accepts members the meta lists and {currency} on a money measure', () => {
    expect(
      visualProblems(
        visual(
          {
            measures: ['C.spend{currency}', 'C.count'],
            dimensions: ['C.client'],
            order: { 'C.day.month': 'asc' },
          },
          { dateDimension: 'C.day' },
        ),
        META,
      ),
    ).toEqual([]);
  });

  it('names unknown members, {currency} off money measures, mixed cubes, a bad date and a KPI of two measures', () => {
    expect(visualProblems(visual({ measures: ['C.nope'] }), META)).toEqual([
      'v: measures[0]: unknown member C.nope',
    ]);
    expect(visualProblems(visual({ measures: ['C.count{currency}'] }), META)).toEqual([
      'v: measures[0]: C.count{currency} is not a money measure in every currency',
    ]);
    expect(visualProblems(visual({ measures: ['C.count'], dimensions: ['D.x'] }), META)).toContain(
      'v: reads several cubes (C, D): one cube per query',
    );
    expect(visualProblems(visual({ measures: ['C.count'] }, { dateDimension: 'C.client' }), META)).toEqual([
      "v: dateDimension C.client is not a time dimension of the visual's cube",
    ]);
    expect(visualProblems(visual({ measures: ['C.count', 'C.spendUsd'] }, { kind: 'kpi' }), META)).toEqual([
      'v: a KPI shows exactly one measure',
    ]);
  });

  it('replaces {currency} in every member of a query', () => {
    expect(
      queryInCurrency({ measures: ['C.spend{currency}'], order: { 'C.spend{currency}': 'desc' } }, 'Eur'),
    ).toEqual({
      measures: ['C.spendEur'],
      order: { 'C.spendEur': 'desc' },
    });
  });
});

describe('air and agent report definitions', () => {
  const all = [...AIR_REPORTS, ...AGENT_REPORTS];

  it('cover every report tab of Air Program Analytics and Agentsee, once each', () => {
    expect(AIR_REPORTS.map((r) => r.reportName).sort()).toEqual(
      reportTabs(AIR_PROGRAM_ANALYTICS_TABS).sort(),
    );
    expect(AGENT_REPORTS.map((r) => r.reportName).sort()).toEqual(reportTabs(AGENTSEE_TABS).sort());
    expect(new Set(all.map((r) => r.reportName)).size).toBe(all.length);
  });

  it('take their titles from the catalogue tabs', () => {
    for (const tab of [...AIR_PROGRAM_ANALYTICS_TABS, ...AGENTSEE_TABS]) {
      if (tab.content.kind !== 'report') continue;
      const { reportName } = tab.content;
      expect(all.find((r) => r.reportName === reportName)?.title, reportName).toBe(tab.tabTitle);
    }
  });

  it('are sound apart from the members (which the service test checks against the real /meta)', () => {
    // A meta that knows every member the definitions name: only the structure is checked here.
    const named = all.flatMap((report) =>
      report.pages.flatMap((page) =>
        page.visuals.flatMap((v) => [
          ...(v.query.measures ?? []).map((name) => ({ name, measure: true })),
          ...[...(v.query.dimensions ?? []), ...(v.query.filters ?? []).map((f) => f.member)].map((name) => ({
            name,
            measure: false,
          })),
        ]),
      ),
    );
    const cubes = new Map<string, CubeMetaResponse['cubes'][number]>();
    const add = (name: string, measure: boolean, type: 'number' | 'string' | 'time') => {
      const cubeName = name.split('.')[0] as string;
      const cube = cubes.get(cubeName) ?? {
        name: cubeName,
        title: cubeName,
        segments: [],
        measures: [],
        dimensions: [],
      };
      cubes.set(cubeName, cube);
      (measure ? cube.measures : cube.dimensions).push({ name, title: name, shortTitle: name, type });
    };
    for (const { name, measure } of named) {
      if (name.endsWith('{currency}'))
        for (const suffix of ['Usd', 'Eur', 'Gbp', 'DefaultCurrency'])
          add(name.replace('{currency}', suffix), true, 'number');
      else add(name, measure, 'number');
    }
    for (const report of all)
      for (const page of report.pages)
        for (const v of page.visuals) {
          for (const time of v.query.timeDimensions ?? []) add(time.dimension, false, 'time');
          if (v.dateDimension) add(v.dateDimension, false, 'time');
        }
    const meta: CubeMetaResponse = { cubes: [...cubes.values()] };
    expect(all.flatMap((report) => reportProblems(report, meta))).toEqual([]);
  });

  it('say on every benchmark page that bands need at least 5 peers', () => {
    const benchmarks = AIR_REPORTS.find((r) => r.reportName === 'ContractOptimizationBenchmarks');
    const bandPages = benchmarks?.pages.filter((page) =>
      page.visuals.some((v) => v.id.endsWith('benchmarks')),
    );
    expect(bandPages?.length).toBe(2);
    for (const page of bandPages ?? []) expect(page.note).toMatch(/at least 5 peer clients/);
  });

  it('make Audit and Coverage the contract reports without the contract terms page', () => {
    const pages = (name: string) => AIR_REPORTS.find((r) => r.reportName === name)?.pages.map((p) => p.name);
    expect(pages('ContractAudit')).toContain('contract-terms');
    expect(pages('Audit')).toEqual(pages('ContractAudit')?.filter((name) => name !== 'contract-terms'));
    expect(pages('Coverage')).toEqual(pages('ContractCoverage')?.filter((name) => name !== 'contract-terms'));
    const demo = AGENT_REPORTS.find((r) => r.reportName === 'AgentAIOverviewDemo');
    expect(demo?.flags).toEqual({ demo: true });
    expect(demo?.pages).toEqual(AGENT_REPORTS.find((r) => r.reportName === 'AgentAIOverview')?.pages);
  });
});

describe('reportVisualQuery with the members of a cube', () => {
  const range = { startDate: '2026-01-01', endDate: '2026-03-31' };
  it('adds the date range, the currency and the filters the cube has', () => {
    const v = visual(
      {
        measures: ['C.spend{currency}'],
        timeDimensions: [{ dimension: 'C.day', granularity: 'month' }],
        filters: [{ member: 'C.client', operator: 'set' }],
      },
      { dateDimension: 'C.day' },
    );
    const query = reportVisualQuery(
      v,
      {
        filters: { corporate: ['Initech'], gds: ['Sabre'] },
        dates: range,
        currency: 'GBP',
        productName: null,
      },
      (member) => member !== 'C.gds',
    );
    expect(query).toEqual({
      measures: ['C.spendGbp'],
      timeDimensions: [{ dimension: 'C.day', granularity: 'month', dateRange: ['2026-01-01', '2026-03-31'] }],
      filters: [
        { member: 'C.client', operator: 'set' },
        { member: 'C.directEnterprise', operator: 'equals', values: ['Initech'] },
      ],
    });
  });

  it('leaves an undated visual undated and reads the branch currency when none is selected', () => {
    expect(
      reportVisualQuery(
        visual({ measures: ['C.spend{currency}'] }),
        { filters: {}, dates: range, currency: null, productName: null },
        () => true,
      ),
    ).toEqual({
      measures: ['C.spendDefaultCurrency'],
    });
  });
});
