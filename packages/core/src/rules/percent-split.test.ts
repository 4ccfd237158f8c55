import { describe, expect, it } from 'vitest';
import { splitPercent } from './percent-split.js';

describe('percent split', () => {
  it('lets the largest part absorb the rounding difference so the parts total 100', () => {
    expect(splitPercent([1, 1, 1])).toEqual([34, 33, 33]);
    expect(splitPercent([10, 20, 20, 50])).toEqual([10, 20, 20, 50]);
    expect(splitPercent([1, 2, 7])).toEqual([10, 20, 70]);
    const parts = splitPercent([3, 3, 3, 5]);
    expect(parts.reduce((a, b) => a + b, 0)).toBe(100);
    expect(parts).toEqual([21, 21, 21, 37]);
  });

  it('absorbs a rounding surplus too', () => {
    // 16.67 + 16.67 + 66.67 rounds to 17 + 17 + 67 = 101; the largest part gives one back.
    expect(splitPercent([1, 1, 4])).toEqual([17, 17, 66]);
  });

  it('supports decimals', () => {
    const parts = splitPercent([1, 1, 1], 2);
    expect(parts).toEqual([33.34, 33.33, 33.33]);
  });

  it('gives zeros for an empty total and rejects negative parts', () => {
    expect(splitPercent([0, 0])).toEqual([0, 0]);
    expect(() => splitPercent([1, -1])).toThrow('invalid part for a percent split: -1');
  });
});
