import { describe, expect, it } from 'vitest';
import { asPercent, bucketSums, programmeRates, share } from './programme-rates.js';

describe('programmeRates', () => {
  it('computes each rate over the one before', () => {
    const rates = programmeRates({
      notCovered: 40,
      rateNotAvailable: 6,
      availableNotUsed: 9,
      onNegotiatedRate: 45,
    });
    expect(rates.coverageRate).toBeCloseTo(0.6);
    expect(rates.availabilityRate).toBeCloseTo(0.9);
    expect(rates.utilizationRate).toBeCloseTo(45 / 54);
    expect(rates.onNegotiatedShare).toBeCloseTo(0.45);
  });

  it('keeps coverage × availability × utilisation equal to the on-negotiated share', () => {
    for (const totals of [
      { notCovered: 1234.5, rateNotAvailable: 87.25, availableNotUsed: 310, onNegotiatedRate: 2999.99 },
      { notCovered: 0, rateNotAvailable: 1, availableNotUsed: 1, onNegotiatedRate: 1 },
      { notCovered: 7, rateNotAvailable: 0.01, availableNotUsed: 0, onNegotiatedRate: 0.02 },
    ]) {
      const r = programmeRates(totals);
      expect(r.coverageRate * r.availabilityRate * r.utilizationRate).toBeCloseTo(r.onNegotiatedShare, 12);
    }
  });

  it('answers 0 for a rate whose base is empty', () => {
    expect(
      programmeRates({ notCovered: 10, rateNotAvailable: 0, availableNotUsed: 0, onNegotiatedRate: 0 }),
    ).toEqual({
      coverageRate: 0,
      availabilityRate: 0,
      utilizationRate: 0,
      onNegotiatedShare: 0,
    });
  });
});

describe('bucketSums', () => {
  it('nests on-negotiated in available in covered in total', () => {
    expect(
      bucketSums({ notCovered: 4, rateNotAvailable: 3, availableNotUsed: 2, onNegotiatedRate: 1 }),
    ).toEqual({
      total: 10,
      covered: 6,
      available: 3,
      onNegotiated: 1,
    });
  });
});

describe('share and asPercent', () => {
  it('gives percentages with two decimals and 0 over nothing', () => {
    expect(asPercent(share(1, 3))).toBe(33.33);
    expect(share(5, 0)).toBe(0);
  });
});
