import { describe, expect, it } from 'vitest';
import { granularityFor, WEEK_GRANULARITY_MAX_MS } from './granularity.js';

describe('dashboard granularity', () => {
  it('is day for ranges up to 7 days', () => {
    expect(granularityFor({ startDate: '2026-03-01', endDate: '2026-03-01' })).toBe('day');
    expect(granularityFor({ startDate: '2026-03-01', endDate: '2026-03-08' })).toBe('day');
  });

  it('is week from 8 up to 57 days', () => {
    expect(granularityFor({ startDate: '2026-03-01', endDate: '2026-03-09' })).toBe('week');
    expect(granularityFor({ startDate: '2026-01-01', endDate: '2026-02-27' })).toBe('week');
  });

  it('is month beyond 57 days', () => {
    expect(granularityFor({ startDate: '2026-01-01', endDate: '2026-02-28' })).toBe('month');
    expect(granularityFor({ startDate: '2025-01-01', endDate: '2025-12-31' })).toBe('month');
  });

  it('puts the week limit at 49248e5 ms (57 days)', () => {
    expect(WEEK_GRANULARITY_MAX_MS).toBe(57 * 24 * 3600 * 1000);
  });

  it('rejects an invalid date with the bad value', () => {
    expect(() => granularityFor({ startDate: 'soon', endDate: '2026-01-01' })).toThrow(
      'invalid start date: soon',
    );
  });
});
