import { describe, expect, it } from 'vitest';
import { splitRange } from '../src/analytics/sql/date-split.js';
import { SqlParams } from '../src/analytics/sql/sql-params.js';
import { PRODUCTS } from '../src/analytics/sql/products.js';
import { scopeClause } from '../src/analytics/sql/scope.js';
import { moneyColumn } from '../src/analytics/sql/money.js';
import { DUCKDB_DIALECT } from '../src/analytics/dialect/duckdb-dialect.js';

describe('splitRange', () => {
  it('reads whole months from monthly rows and the days around them from daily rows', () => {
    expect(splitRange('2026-01-15', '2026-04-10')).toEqual({
      months: ['2026-02-01', '2026-03-01'],
      days: [
        ['2026-01-15', '2026-01-31'],
        ['2026-04-01', '2026-04-10'],
      ],
    });
  });

  it('keeps a range of whole months whole, across a year end and a leap day', () => {
    expect(splitRange('2023-12-01', '2024-02-29')).toEqual({
      months: ['2023-12-01', '2024-02-01'],
      days: [],
    });
  });

  it('reads a range inside one month, or across two partial months, from days only', () => {
    expect(splitRange('2026-03-02', '2026-03-31')).toEqual({
      months: null,
      days: [['2026-03-02', '2026-03-31']],
    });
    expect(splitRange('2026-03-15', '2026-04-20')).toEqual({
      months: null,
      days: [['2026-03-15', '2026-04-20']],
    });
    expect(splitRange('2026-05-07', '2026-05-07')).toEqual({
      months: null,
      days: [['2026-05-07', '2026-05-07']],
    });
  });
});

describe('query building', () => {
  it('binds the TMC, each filter value and the dates; never interpolates them', () => {
    const params = new SqlParams(DUCKDB_DIALECT);
    const where = scopeClause(
      params,
      {
        product: PRODUCTS.air,
        tmc: 'northstar',
        filters: { gds: ['Sabre', "O'Hare"], corporate: [], pccName: ['X'] },
      },
      { table: 'rows', alias: 'p', dateRange: { startDate: '2026-01-01', endDate: '2026-01-31' } },
    );
    expect(where).toBe(
      'p.tmc_id = $1 AND p.gds IN ($2, $3) AND p.pcc_name IN ($4) AND p.result_date BETWEEN $5::DATE AND $6::DATE',
    );
    expect(params.values).toEqual(['northstar', 'Sabre', "O'Hare", 'X', '2026-01-01', '2026-01-31']);
  });

  it('picks the money column of the currency and takes the fee off in net mode', () => {
    expect(moneyColumn('spend', { suffix: 'eur' })).toBe('spend_eur');
    expect(moneyColumn('savings', { suffix: 'branch' }, 'net', 'd')).toBe(
      '(d.savings_branch - d.fee_branch)',
    );
    expect(() => moneyColumn('savings; DROP', { suffix: 'usd' })).toThrow('invalid money measure');
  });
});
