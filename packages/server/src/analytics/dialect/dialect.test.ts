import { DuckDBInstance } from '@duckdb/node-api';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { DUCKDB_OPTIONS } from '../../dataset/generate.js';
import { ChdbConnection } from '../warehouse/chdb-connection.js';
import { SqlParams } from '../sql/sql-params.js';
import { money, percentOf } from '../sql/figures.js';
import { CLICKHOUSE_DIALECT, clickHouseType } from './clickhouse-dialect.js';
import { DUCKDB_DIALECT } from './duckdb-dialect.js';

describe('SQL dialects', () => {
  it('binds DuckDB values as $n and ClickHouse values as typed query parameters', () => {
    const duck = new SqlParams(DUCKDB_DIALECT);
    const click = new SqlParams(CLICKHOUSE_DIALECT);
    for (const params of [duck, click]) {
      params.add('northstar');
      params.add(14);
      params.add(0.5);
      params.date('2026-01-01');
    }
    expect([duck.values, click.values]).toEqual([
      ['northstar', 14, 0.5, '2026-01-01'],
      ['northstar', 14, 0.5, '2026-01-01'],
    ]);
    expect(new SqlParams(DUCKDB_DIALECT).list(['a', 'b'])).toBe('$1, $2');
    expect(new SqlParams(CLICKHOUSE_DIALECT).list(['a', 'b'])).toBe('{p1:String}, {p2:String}');
    expect(new SqlParams(CLICKHOUSE_DIALECT).date('2026-01-01')).toBe('{p1:String}::DATE');
    expect(clickHouseType(14)).toBe('Int64');
    expect(clickHouseType(0.5)).toBe('Float64');
    expect(clickHouseType(true)).toBe('Bool');
    expect(clickHouseType(null)).toBe('Nullable(String)');
    expect(clickHouseType([3, 4])).toBe('Array(Int64)');
  });

  it('writes the DuckDB figures exactly as before the dialects', () => {
    expect(money(DUCKDB_DIALECT, 'sum(spend_usd)')).toBe('round(coalesce(sum(spend_usd), 0), 2)::DOUBLE');
    expect(percentOf(DUCKDB_DIALECT, 'a', 'b')).toBe(
      'round(coalesce(100.0 * a / nullif(b, 0), 0), 2)::DOUBLE',
    );
    expect(DUCKDB_DIALECT.day('result_date')).toBe("strftime(result_date, '%Y-%m-%d')");
    expect(DUCKDB_DIALECT.unionByName(['SELECT 1', 'SELECT 2'])).toBe('SELECT 1 UNION ALL BY NAME SELECT 2');
  });

  it('rounds half away from zero on ClickHouse, as DuckDB does (ClickHouse rounds floats half to even)', async () => {
    const values = [0.125, -0.125, 2.675, 1.005, 0.285, 12.345, -7.5, 3.14159, 1e-9];
    const list = values.join(', ');
    const duck = await (await DuckDBInstance.create(':memory:', DUCKDB_OPTIONS)).connect();
    const fromDuckDb = (
      await duck.runAndReadAll(
        `SELECT ${DUCKDB_DIALECT.round('x', 2)} FROM unnest([${list}]::DOUBLE[]) AS u(x)`,
      )
    )
      .getRows()
      .map(([value]) => value);
    duck.closeSync();
    const folder = mkdtempSync(join(tmpdir(), 'tripsight-chdb-'));
    const chdb = await ChdbConnection.open(folder);
    const answer = await chdb.query(
      `SELECT ${CLICKHOUSE_DIALECT.round('x', 2)} AS r, round(x, 2) AS native FROM (SELECT arrayJoin([${list}]) AS x)`,
      {},
    );
    await chdb.close();
    rmSync(folder, { recursive: true, force: true });
    expect(answer.data.map(([rounded]) => rounded)).toEqual(fromDuckDb);
    // Without the dialect, ClickHouse would answer 0.12 for 0.125.
    expect(answer.data[0]?.[1]).toBe(0.12);
    expect(fromDuckDb[0]).toBe(0.13);
  });
});
