import { describe, expect, it } from 'vitest';
import { compareCells, initialSort, nextSort, numericValue, sortRows } from './table-sort.js';

describe('table sort rule', () => {
  it('starts descending', () => {
    expect(initialSort('savings')).toEqual({ column: 'savings', direction: 'desc' });
  });

  it('sorts a newly clicked column ascending (the spec reading, not descending first)', () => {
    expect(nextSort(initialSort('savings'), 'deals')).toEqual({ column: 'deals', direction: 'asc' });
    expect(nextSort(null, 'deals')).toEqual({ column: 'deals', direction: 'asc' });
    expect(nextSort({ column: 'deals', direction: 'asc' }, 'savings')).toEqual({
      column: 'savings',
      direction: 'asc',
    });
  });

  it('sorts the column already sorted descending ascending', () => {
    expect(nextSort(initialSort('savings'), 'savings')).toEqual({ column: 'savings', direction: 'asc' });
  });

  it('flips to descending only when already sorted ascending by that column', () => {
    expect(nextSort({ column: 'deals', direction: 'asc' }, 'deals')).toEqual({
      column: 'deals',
      direction: 'desc',
    });
  });

  it('compares numerically after stripping non-numeric characters', () => {
    expect(numericValue('$1,234.50')).toBe(1234.5);
    expect(numericValue('45 %')).toBe(45);
    expect(numericValue('-€12')).toBe(-12);
    expect(compareCells('$900', '$1,000')).toBeLessThan(0);
    expect(compareCells('10%', '9%')).toBeGreaterThan(0);
  });

  it('sorts rows by a column in either direction', () => {
    const rows = [
      { name: 'B', savings: '$900' },
      { name: 'A', savings: '$1,000' },
      { name: 'C', savings: '$50' },
    ];
    expect(sortRows(rows, { column: 'savings', direction: 'desc' }).map((r) => r.name)).toEqual([
      'A',
      'B',
      'C',
    ]);
    expect(sortRows(rows, { column: 'savings', direction: 'asc' }).map((r) => r.name)).toEqual([
      'C',
      'B',
      'A',
    ]);
    expect(sortRows(rows, { column: 'name', direction: 'asc' }).map((r) => r.name)).toEqual(['A', 'B', 'C']);
    expect(rows[0]?.name).toBe('B');
  });
});
