import { describe, expect, it } from 'vitest';
import { columnValue, decodeColumns, encodeColumns } from './columnar-rows.js';

describe('columnar rows', () => {
  it('decodes plain and dictionary columns into rows with the field names', () => {
    const rows = decodeColumns<{ recordLocator: string; cabinClass: string; price: number }>({
      length: 2,
      columns: {
        recordLocator: ['AB12CD', 'ZX98YW'],
        cabinClass: { dictionary: ['Economy', 'Business'], codes: [1, 0] },
        price: [1200.5, 310],
      },
    });
    expect(rows).toEqual([
      { recordLocator: 'AB12CD', cabinClass: 'Business', price: 1200.5 },
      { recordLocator: 'ZX98YW', cabinClass: 'Economy', price: 310 },
    ]);
    expect(columnValue({ dictionary: ['a', 'b'], codes: [1] }, 0)).toBe('b');
  });

  it('encodes rows back into columns', () => {
    const rows = [
      { a: 1, b: 'x' },
      { a: 2, b: 'y' },
    ];
    const table = encodeColumns(rows, ['a', 'b']);
    expect(table).toEqual({ length: 2, columns: { a: [1, 2], b: ['x', 'y'] } });
    expect(decodeColumns(table)).toEqual(rows);
  });
});
