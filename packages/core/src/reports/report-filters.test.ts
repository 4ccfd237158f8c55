import { describe, expect, it } from 'vitest';
import type { ReportVisualDefinition } from './report-definition.js';
import { reportRows } from './report-figures.js';
import {
  readReportFilters,
  reportFilters,
  reportVisualQuery,
  type ReportFilterState,
} from './report-filters.js';

const STATE: ReportFilterState = {
  filters: { corporate: ['Acme', 'Globex'], gds: [], pccName: ['P1'] },
  dates: { startDate: '2026-01-01', endDate: '2026-01-31' },
  currency: 'EUR',
  productName: 'Faresaver',
};

const VISUAL: ReportVisualDefinition = {
  id: 'savings-by-month',
  title: 'Savings by month',
  kind: 'bar',
  layout: 'half',
  query: {
    measures: ['FaresaverDealsView.savings{currency}'],
    timeDimensions: [{ dimension: 'FaresaverDealsView.resultDateCreatedAt', granularity: 'month' }],
  },
  dateDimension: 'FaresaverDealsView.resultDateCreatedAt',
};

/** The basic filter the rule builds for `values` on `table.column`. */
const basic = (table: string, column: string, values: string[]) => ({
  $schema: 'http://powerbi.com/product/schema#basic',
  target: { table, column },
  operator: 'In',
  values,
  filterType: 1,
});

describe('reportFilters', () => {
  it('builds one basic filter per selected group, the date range, the currency and the product', () => {
    expect(reportFilters(STATE)).toEqual([
      basic('Filters', 'corporate', ['Acme', 'Globex']),
      basic('Filters', 'pccName', ['P1']),
      {
        $schema: 'http://powerbi.com/product/schema#advanced',
        target: { table: 'Dates', column: 'Date' },
        logicalOperator: 'And',
        conditions: [
          { operator: 'GreaterThanOrEqual', value: '2026-01-01' },
          { operator: 'LessThanOrEqual', value: '2026-01-31' },
        ],
        filterType: 0,
      },
      basic('Currency', 'Currency', ['EUR']),
      basic('Product', 'MarketProductName', ['Faresaver']),
    ]);
  });

  it('sends the default currency when none is selected and leaves out a missing product and dates', () => {
    const filters = reportFilters({ filters: {}, dates: null, currency: null, productName: null });
    expect(filters).toHaveLength(1);
    expect(filters[0]).toMatchObject({ target: { table: 'Currency' }, values: ['DefaultCurrency'] });
  });

  it('reads its own filters back to the same state', () => {
    expect(readReportFilters(reportFilters(STATE))).toEqual({
      ...STATE,
      filters: { corporate: ['Acme', 'Globex'], pccName: ['P1'] },
    });
  });

  it('ignores filters on other tables and treats another currency as the default', () => {
    const state = readReportFilters([
      { target: { table: 'Sales', column: 'Region' }, values: ['x'] },
      { target: { table: 'Currency', column: 'Currency' }, values: ['CAD'] },
      'not a filter',
    ]);
    expect(state).toEqual({ filters: {}, dates: null, currency: null, productName: null });
  });
});

describe('reportVisualQuery', () => {
  it('replaces {currency}, adds the filter groups and sets the range on the date dimension', () => {
    expect(reportVisualQuery(VISUAL, STATE)).toEqual({
      measures: ['FaresaverDealsView.savingsEur'],
      timeDimensions: [
        {
          dimension: 'FaresaverDealsView.resultDateCreatedAt',
          granularity: 'month',
          dateRange: ['2026-01-01', '2026-01-31'],
        },
      ],
      filters: [
        { member: 'FaresaverDealsView.directEnterprise', operator: 'equals', values: ['Acme', 'Globex'] },
        { member: 'FaresaverDealsView.pccName', operator: 'equals', values: ['P1'] },
      ],
    });
  });

  it('uses the default currency members when no currency is selected', () => {
    const query = reportVisualQuery(VISUAL, { ...STATE, currency: null, dates: null, filters: {} });
    expect(query.measures).toEqual(['FaresaverDealsView.savingsDefaultCurrency']);
    expect(query.filters).toBeUndefined();
    expect(query.timeDimensions?.[0]).not.toHaveProperty('dateRange');
  });
});

describe('reportRows', () => {
  it('adds a ratio in percent, null where the denominator is 0', () => {
    const visual = { ...VISUAL, ratios: { ratio: { numerator: 'A.x', denominator: 'A.y', percent: true } } };
    expect(
      reportRows(
        visual,
        [
          { 'A.x': 4, 'A.y': 5 },
          { 'A.x': 1, 'A.y': 0 },
        ],
        'Usd',
      ),
    ).toEqual([
      { 'A.x': 4, 'A.y': 5, ratio: 80 },
      { 'A.x': 1, 'A.y': 0, ratio: null },
    ]);
  });
});
