import { describe, expect, it } from 'vitest';
import { HOTEL_RATE_TYPES } from '../views/index.js';
import { RATE_TYPE_BENCHMARKS } from './rate-benchmarks.js';

describe('RATE_TYPE_BENCHMARKS', () => {
  it('gives every rate type a coverage share (summing to 100) and a discount inside the 0-30 % axis', () => {
    const shares = HOTEL_RATE_TYPES.map((type) => RATE_TYPE_BENCHMARKS[type].coverageShare);
    expect(shares.reduce((a, b) => a + b, 0)).toBe(100);
    for (const type of HOTEL_RATE_TYPES) {
      expect(RATE_TYPE_BENCHMARKS[type].discountLevel).toBeGreaterThan(0);
      expect(RATE_TYPE_BENCHMARKS[type].discountLevel).toBeLessThanOrEqual(30);
    }
    expect(RATE_TYPE_BENCHMARKS.Chainwide.discountLevel).toBe(12);
  });
});
