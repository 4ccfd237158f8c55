import { describe, expect, it } from 'vitest';
import type { Warehouse } from '../src/analytics/warehouse/warehouse.js';
import { memoPerWarehouse } from '../src/analytics/warehouse/warehouse-memo.js';
import { DUCKDB_DIALECT } from '../src/analytics/dialect/duckdb-dialect.js';

/** A warehouse as a key only: the memo never queries it, the read under test does. */
const warehouse = (): Warehouse => ({
  dialect: DUCKDB_DIALECT,
  all: () => Promise.reject(new Error('not read')),
  columns: () => Promise.reject(new Error('not read')),
  close: () => Promise.resolve(),
});

describe('memoPerWarehouse', () => {
  it('reads once per warehouse and key, and again for another key or warehouse', async () => {
    const reads: string[] = [];
    const memo = memoPerWarehouse(
      async (_w, arg: { tmc: string; extra: number }) => {
        reads.push(arg.tmc);
        return arg.tmc.toUpperCase();
      },
      (arg) => arg.tmc,
    );
    const first = warehouse();
    expect(await memo(first, { tmc: 'northstar', extra: 1 })).toBe('NORTHSTAR');
    expect(await memo(first, { tmc: 'northstar', extra: 2 })).toBe('NORTHSTAR');
    expect(await memo(first, { tmc: 'bluewave', extra: 1 })).toBe('BLUEWAVE');
    expect(await memo(warehouse(), { tmc: 'northstar', extra: 1 })).toBe('NORTHSTAR');
    expect(reads).toEqual(['northstar', 'bluewave', 'northstar']);
  });

  it('forgets a read that failed, so the next call reads again', async () => {
    let calls = 0;
    const memo = memoPerWarehouse<void, number>(async () => {
      calls += 1;
      if (calls === 1) throw new Error('the warehouse is busy');
      return calls;
    });
    const w = warehouse();
    await expect(memo(w)).rejects.toThrow('the warehouse is busy');
    expect(await memo(w)).toBe(2);
    expect(await memo(w)).toBe(2);
  });
});
