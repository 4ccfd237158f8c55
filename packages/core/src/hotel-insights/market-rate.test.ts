import { describe, expect, it } from 'vitest';
import { marketRate } from './market-rate.js';

describe('marketRate', () => {
  it('is the lowest qualified comparable rate, not the best available one', () => {
    expect(
      marketRate([
        { rate: 240, qualified: true },
        { rate: 198, qualified: true },
        { rate: 212, qualified: true },
      ]),
    ).toBe(198);
  });

  it('ignores rates that are not qualified (member, prepaid, package)', () => {
    expect(
      marketRate([
        { rate: 210, qualified: true },
        { rate: 169, qualified: false },
      ]),
    ).toBe(210);
  });

  it('is null when no qualified rate was seen', () => {
    expect(marketRate([{ rate: 150, qualified: false }])).toBeNull();
    expect(marketRate([])).toBeNull();
  });
});
