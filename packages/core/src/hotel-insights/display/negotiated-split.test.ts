import { describe, expect, it } from 'vitest';
import type { HotelProgramPerformanceData } from '../../views/hotel-insights.js';
import { isProgramEmpty, negotiatedSplit } from './negotiated-split.js';

const data = (patch: Partial<HotelProgramPerformanceData>) =>
  ({
    onNegotiatedRate: 400,
    negRateAvailableButNotUtilized: 100,
    negRateNotAvailable: 100,
    notCovered: 400,
    programSpend: 1000,
    totalNights: 10,
    ...patch,
  }) as HotelProgramPerformanceData;

describe('negotiated-rate bar split', () => {
  it('gives the four buckets in order with shares that sum to 100', () => {
    const split = negotiatedSplit(data({}));
    expect(split.map((s) => s.label)).toEqual([
      'On negotiated rate',
      'Available but not used',
      'Rate not available',
      'Not covered',
    ]);
    expect(split.map((s) => s.share)).toEqual([40, 10, 10, 40]);
  });

  it('gives zero shares for an empty programme and counts negative spend as none', () => {
    const empty = data({
      onNegotiatedRate: 0,
      negRateAvailableButNotUtilized: 0,
      negRateNotAvailable: -5,
      notCovered: 0,
      programSpend: 0,
      totalNights: 0,
    });
    expect(negotiatedSplit(empty).every((s) => s.share === 0 && s.spend === 0)).toBe(true);
    expect(isProgramEmpty(empty)).toBe(true);
    expect(isProgramEmpty(data({}))).toBe(false);
  });
});
