import { describe, expect, it } from 'vitest';
import type { CubeMemberMeta, CubeMetaResponse } from '../cube/cube-query.js';
import type { ReportDefinition, ReportVisualDefinition } from './report-definition.js';
import { validateReportDefinition } from './validate-definition.js';

const m = (name: string, type: CubeMemberMeta['type'] = 'number'): CubeMemberMeta => ({
  name,
  title: name,
  shortTitle: name,
  type,
});
const META: CubeMetaResponse = {
  cubes: [
    {
      name: 'A',
      title: 'A',
      measures: [
        m('A.count'),
        ...['Usd', 'Eur', 'Gbp', 'DefaultCurrency'].map((s) => m(`A.spend${s}`)),
        m('A.rateUsd'),
      ],
      dimensions: [m('A.client', 'string'), m('A.date', 'time')],
      segments: [],
    },
    { name: 'B', title: 'B', measures: [m('B.count')], dimensions: [], segments: [] },
  ],
};

const report = (...visuals: Partial<ReportVisualDefinition>[]): ReportDefinition => ({
  reportName: 'R',
  title: 'R',
  pages: [
    {
      name: 'P',
      displayName: 'P',
      visuals: visuals.map((visual, i) => ({
        id: `v${i}`,
        title: 'V',
        kind: 'table',
        layout: 'wide',
        query: {},
        ...visual,
      })),
    },
  ],
});

describe('validateReportDefinition', () => {
  it('accepts members of the meta, money measures in the selected currency and a dated cube', () => {
    const spend = 'A.spend{currency}';
    expect(
      validateReportDefinition(
        report({
          query: {
            measures: [spend, 'A.count'],
            dimensions: ['A.client'],
            timeDimensions: [{ dimension: 'A.date', granularity: 'month' }],
            order: { 'A.date.month': 'asc' },
          },
          dateDimension: 'A.date',
          formats: { [spend]: 'money' },
        }),
        META,
      ),
    ).toEqual([]);
  });

  it('names unknown members, {currency} outside money measures, two cubes and a bad date', () => {
    const problems = validateReportDefinition(
      report(
        { query: { measures: ['A.missing'] } },
        { query: { measures: ['A.rate{currency}'] } },
        { query: { measures: ['A.count'], dimensions: ['A.client{currency}'] } },
        { query: { measures: ['A.count', 'B.count'] } },
        { query: { measures: ['A.count'] }, dateDimension: 'A.client', formats: { 'A.other': 'count' } },
      ),
      META,
    );
    expect(problems).toEqual([
      'R/P/v0: unknown member A.missing',
      'R/P/v1: unknown member A.rateEur',
      'R/P/v1: unknown member A.rateGbp',
      'R/P/v1: unknown member A.rateDefaultCurrency',
      'R/P/v2: {currency} in A.client{currency}, which is not a measure of the query',
      'R/P/v2: unknown member A.clientUsd',
      'R/P/v2: unknown member A.clientEur',
      'R/P/v2: unknown member A.clientGbp',
      'R/P/v2: unknown member A.clientDefaultCurrency',
      'R/P/v3: reads 2 cubes, not one',
      'R/P/v4: date dimension A.client is not a time dimension',
      'R/P/v4: format of A.other, not a member of the query',
    ]);
  });
});
