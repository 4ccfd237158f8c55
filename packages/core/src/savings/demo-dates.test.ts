import { describe, expect, it } from 'vitest';
import { DEMO_CALENDAR_MIN_DATE, demoDateRange, demoRangeFor } from './demo-dates.js';

describe('demo date mocking', () => {
  it('ends on a fixed July 2019 date and spans 30 days', () => {
    const range = demoDateRange();
    expect(range.endDate.startsWith('2019-07-')).toBe(true);
    const days = (Date.parse(range.endDate) - Date.parse(range.startDate)) / 864e5;
    expect(days).toBe(30);
  });

  it('puts the calendar minimum in April 2019', () => {
    expect(DEMO_CALENDAR_MIN_DATE.startsWith('2019-04-')).toBe(true);
  });

  it('fills a missing range and clamps a start before the minimum', () => {
    expect(demoRangeFor(undefined)).toEqual(demoDateRange());
    expect(demoRangeFor({ startDate: '2019-01-01', endDate: '2019-05-01' })).toEqual({
      startDate: DEMO_CALENDAR_MIN_DATE,
      endDate: '2019-05-01',
    });
    expect(demoRangeFor({ startDate: '2019-05-01', endDate: '2019-06-01' })).toBeNull();
  });
});
