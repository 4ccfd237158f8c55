import { describe, expect, it } from 'vitest';
import { discountLevel, discountLevelOfSums } from './discount-level.js';

describe('discountLevel', () => {
  it('weighs each stay by its market spend, not as an average of percentages', () => {
    const stays = [
      { nights: 1, paid: 70, market: 100 },
      { nights: 7, paid: 90, market: 100 },
    ];
    expect(discountLevel(stays)).toBeCloseTo(1 - 700 / 800);
    // The average of the two percentages would be 20 %.
    expect(discountLevel(stays)).not.toBeCloseTo(0.2);
  });

  it('goes negative when the negotiated nights were paid above market', () => {
    expect(discountLevel([{ nights: 2, paid: 110, market: 100 }])).toBeCloseTo(-0.1);
  });

  it('is 0 without market spend, and the same from the two sums', () => {
    expect(discountLevel([])).toBe(0);
    expect(discountLevelOfSums(85, 100)).toBeCloseTo(0.15);
    expect(discountLevelOfSums(85, 0)).toBe(0);
  });
});
