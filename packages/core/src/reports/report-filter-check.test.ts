import { describe, expect, it } from 'vitest';
import { reportFilterProblem } from './report-filter-check.js';
import { reportFilters } from './report-filters.js';

const basic = (table: string, column: string, extra: Record<string, unknown> = {}) => ({
  $schema: 'http://powerbi.com/product/schema#basic',
  target: { table, column },
  operator: 'In',
  values: ['Acme'],
  filterType: 1,
  ...extra,
});

const dates = (conditions: unknown, logicalOperator: unknown = 'And') => ({
  $schema: 'http://powerbi.com/product/schema#advanced',
  target: { table: 'Dates', column: 'Date' },
  logicalOperator,
  conditions,
  filterType: 0,
});

describe('reportFilterProblem', () => {
  it('accepts every filter the dashboard itself sends', () => {
    const sent = reportFilters({
      filters: { corporate: ['Acme', 'Globex'], gds: ['Amadeus'] },
      dates: { startDate: '2026-01-01', endDate: '2026-01-31' },
      currency: null,
      productName: 'Air',
    });
    expect(reportFilterProblem(sent)).toBeNull();
    expect(reportFilterProblem([])).toBeNull();
  });

  it('names a target the report has no column for', () => {
    expect(reportFilterProblem([basic('Filters', 'corporate'), basic('Filters', 'tmc')])).toMatchObject({
      field: 'filters[1].target',
    });
    expect(reportFilterProblem([basic('Client', 'Client')])?.problem).toContain('Filters.corporate');
    expect(reportFilterProblem([{ values: ['x'] }])?.field).toBe('filters[0].target');
    expect(reportFilterProblem(['corporate'])).toEqual({ field: 'filters[0]', problem: 'must be an object' });
  });

  it('refuses basic filters it cannot apply as written', () => {
    expect(reportFilterProblem([basic('Filters', 'corporate', { operator: 'Like' })])).toEqual({
      field: 'filters[0].operator',
      problem: 'must be In',
    });
    for (const values of ['Hooli', [1], null, [['Hooli']]]) {
      expect(reportFilterProblem([basic('Currency', 'Currency', { values })])).toEqual({
        field: 'filters[0].values',
        problem: 'must be a list of text values',
      });
    }
  });

  it('takes a date filter only as one closed range of text days', () => {
    const from = { operator: 'GreaterThanOrEqual', value: '2026-01-01' };
    const to = { operator: 'LessThanOrEqual', value: '2026-01-31' };
    expect(reportFilterProblem([dates([to, from])])).toBeNull();
    expect(reportFilterProblem([dates([from, to], 'Or')])?.field).toBe('filters[0].logicalOperator');
    expect(reportFilterProblem([dates([from])])?.field).toBe('filters[0].conditions');
    expect(reportFilterProblem([dates([from, { ...to, operator: 'LessThan' }])])?.field).toBe(
      'filters[0].conditions',
    );
    expect(reportFilterProblem([dates([from, { ...to, value: 20260131 }])])).toEqual({
      field: 'filters[0].conditions[1].value',
      problem: 'must be a calendar day (YYYY-MM-DD)',
    });
  });
});
