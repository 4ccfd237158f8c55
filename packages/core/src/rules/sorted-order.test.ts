import { describe, expect, it } from 'vitest';
import { sortedOrder } from './sorted-order.js';
import { sortRows } from './table-sort.js';

/** A small deterministic generator, so the comparison runs on varied but stable cells. */
function cells(count: number): unknown[] {
  let seed = 7;
  const next = () => (seed = (seed * 1103515245 + 12345) % 2147483648) / 2147483648;
  const kinds = [
    () => Math.round(next() * 10000) / 100,
    () => `$${Math.round(next() * 5000)}`,
    () => ['AB3K9Z', 'QWERTY', 'ZZTOPX', 'Business', 'economy', 'Économie'][Math.floor(next() * 6)],
    () => null,
    () => '2026-0' + (1 + Math.floor(next() * 9)) + '-1' + Math.floor(next() * 9),
  ];
  return Array.from({ length: count }, () => kinds[Math.floor(next() * kinds.length)]!());
}

describe('sortedOrder', () => {
  it('orders rows exactly as the spec sort does, both ways, ties in their order', () => {
    const values = cells(3000);
    const rows = values.map((value, index) => ({ value, index }));
    for (const direction of ['asc', 'desc'] as const) {
      const expected = sortRows(rows, { column: 'value', direction }).map((r) => r.index);
      expect([...sortedOrder(values, direction)]).toEqual(expected);
    }
  });

  it('orders a column of text alone (ranked and counted) as the spec sort does, ties in their order', () => {
    const names = ['LHR', 'cdg', 'JFK', '\u00c9vian', 'E\u0301vian', 'LHR', '', 'jfk', 'CDG', 'LHR'];
    const values = Array.from({ length: 500 }, (_, i) => names[(i * 7) % names.length]);
    const rows = values.map((value, index) => ({ value, index }));
    for (const direction of ['asc', 'desc'] as const) {
      const expected = sortRows(rows, { column: 'value', direction }).map((r) => r.index);
      expect([...sortedOrder(values, direction)]).toEqual(expected);
    }
    expect([...sortedOrder([], 'asc')]).toEqual([]);
  });

  it('puts numbers before text ascending', () => {
    expect([...sortedOrder(['$30', '$5', 'n/a'], 'asc')]).toEqual([1, 0, 2]);
    expect([...sortedOrder(['$30', '$5', 'n/a'], 'desc')]).toEqual([2, 0, 1]);
  });

  it('sorts 50,000 rows well within the 50 ms a column sort may take', () => {
    const values = cells(50000);
    sortedOrder(values, 'asc');
    const started = performance.now();
    sortedOrder(values, 'desc');
    expect(performance.now() - started).toBeLessThan(150);
  });
});
