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
    () => Math.round((next() - 0.5) * 2e6) / 8, // negatives and fractions
    () => [0, -0, '-0', 1e300, -1e-300, Number.MAX_VALUE, -Infinity, Infinity][Math.floor(next() * 8)],
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

  it('orders a column of numbers alone (radix sorted) as the spec sort does, ties in their order', () => {
    let seed = 11;
    const next = () => (seed = (seed * 1103515245 + 12345) % 2147483648) / 2147483648;
    // Few distinct values, so many ties; integers, fractions, negatives, both zeros, and neighbouring
    // floats that differ in their last bits only.
    const values = Array.from({ length: 4000 }, (_, i) =>
      i % 3 === 0
        ? (1 + Number.EPSILON * Math.floor(next() * 9)) * (i % 2 ? -1 : 1)
        : Math.round((next() - 0.4) * 60) / 4 || -0,
    );
    const rows = values.map((value, index) => ({ value, index }));
    for (const direction of ['asc', 'desc'] as const) {
      const expected = sortRows(rows, { column: 'value', direction }).map((r) => r.index);
      expect([...sortedOrder(values, direction)]).toEqual(expected);
    }
    expect([...sortedOrder([7, 7, 7], 'desc')]).toEqual([0, 1, 2]);
    expect([...sortedOrder([2], 'asc')]).toEqual([0]);
  });
});
