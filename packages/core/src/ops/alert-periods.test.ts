import { describe, expect, it } from 'vitest';
import {
  latestCompletePeriod,
  missedPeriods,
  nextDueAfter,
  periodOfKey,
  recentPeriods,
  startOfLocalDay,
} from './alert-periods.js';

describe('latestCompletePeriod', () => {
  it('is yesterday, last ISO week or last month in the TMC time zone', () => {
    const now = new Date('2026-11-28T12:00:00Z'); // a Saturday
    expect(latestCompletePeriod('daily', now, 'UTC')).toEqual({
      start: '2026-11-27',
      end: '2026-11-27',
      key: '2026-11-27',
    });
    expect(latestCompletePeriod('weekly', now, 'UTC')).toEqual({
      start: '2026-11-16',
      end: '2026-11-22',
      key: '2026-W47',
    });
    expect(latestCompletePeriod('monthly', now, 'UTC')).toEqual({
      start: '2026-10-01',
      end: '2026-10-31',
      key: '2026-10',
    });
  });

  it('reads the day on the TMC clock, not UTC', () => {
    const now = new Date('2026-12-01T03:00:00Z'); // 22:00 on 30 November in New York
    expect(latestCompletePeriod('monthly', now, 'America/New_York').key).toBe('2026-10');
    expect(latestCompletePeriod('monthly', now, 'Asia/Singapore').key).toBe('2026-11');
    expect(latestCompletePeriod('daily', now, 'America/New_York').key).toBe('2026-11-29');
    expect(latestCompletePeriod('daily', now, 'Asia/Singapore').key).toBe('2026-11-30');
  });

  it('names ISO weeks across a year end and handles a leap February', () => {
    // Monday 2027-01-04 starts week 1 of 2027; the week before is 2026-W53.
    expect(latestCompletePeriod('weekly', new Date('2027-01-05T12:00:00Z'), 'UTC')).toEqual({
      start: '2026-12-28',
      end: '2027-01-03',
      key: '2026-W53',
    });
    expect(latestCompletePeriod('monthly', new Date('2028-03-02T12:00:00Z'), 'UTC')).toEqual({
      start: '2028-02-01',
      end: '2028-02-29',
      key: '2028-02',
    });
    expect(latestCompletePeriod('monthly', new Date('2027-01-01T12:00:00Z'), 'UTC').key).toBe('2026-12');
  });
});

describe('recentPeriods and nextDueAfter', () => {
  it('lists the periods before one, oldest first', () => {
    const period = latestCompletePeriod('monthly', new Date('2026-02-10T00:00:00Z'), 'UTC');
    expect(recentPeriods('monthly', period, 3).map((p) => p.key)).toEqual(['2025-11', '2025-12', '2026-01']);
    const week = latestCompletePeriod('weekly', new Date('2026-11-28T12:00:00Z'), 'UTC');
    expect(recentPeriods('weekly', week, 2).map((p) => p.start)).toEqual(['2026-11-09', '2026-11-16']);
  });

  it('is due when the next period is over, at local midnight', () => {
    const october = { start: '2026-10-01', end: '2026-10-31', key: '2026-10' };
    expect(nextDueAfter('monthly', october, 'UTC').toISOString()).toBe('2026-12-01T00:00:00.000Z');
    expect(nextDueAfter('monthly', october, 'America/New_York').toISOString()).toBe(
      '2026-12-01T05:00:00.000Z',
    );
    const day = { start: '2026-07-01', end: '2026-07-01', key: '2026-07-01' };
    expect(nextDueAfter('daily', day, 'Europe/London').toISOString()).toBe('2026-07-02T23:00:00.000Z');
  });

  it('finds local midnight on a day the clocks change', () => {
    // New York moves to daylight time on 8 March 2026: midnight is still at 05:00 UTC.
    expect(startOfLocalDay(new Date('2026-03-08T00:00:00Z'), 'America/New_York').toISOString()).toBe(
      '2026-03-08T05:00:00.000Z',
    );
    expect(startOfLocalDay(new Date('2026-03-09T00:00:00Z'), 'America/New_York').toISOString()).toBe(
      '2026-03-09T04:00:00.000Z',
    );
  });
});

describe('missedPeriods', () => {
  const zone = 'America/New_York';
  const september = { start: '2026-09-01', end: '2026-09-30', key: '2026-09' };
  // The job of a monthly rule evaluated for September is due when October is complete.
  const dueForOctober = nextDueAfter('monthly', september, zone);
  const keys = (periods: { key: string }[]) => periods.map((period) => period.key);

  it('owes the latest complete period alone when taken on time', () => {
    expect(keys(missedPeriods('monthly', dueForOctober, new Date('2026-11-01T05:00:00Z'), zone))).toEqual([
      '2026-10',
    ]);
    expect(keys(missedPeriods('monthly', dueForOctober, new Date('2026-11-20T12:00:00Z'), zone))).toEqual([
      '2026-10',
    ]);
  });

  it('owes each period completed since it was due, oldest first, the latest 3 at most', () => {
    expect(keys(missedPeriods('monthly', dueForOctober, new Date('2026-12-15T12:00:00Z'), zone))).toEqual([
      '2026-10',
      '2026-11',
    ]);
    expect(keys(missedPeriods('monthly', dueForOctober, new Date('2027-03-15T12:00:00Z'), zone))).toEqual([
      '2026-12',
      '2027-01',
      '2027-02',
    ]);
    const day = { start: '2026-11-20', end: '2026-11-20', key: '2026-11-20' };
    const due = nextDueAfter('daily', day, 'UTC');
    expect(keys(missedPeriods('daily', due, new Date('2026-11-24T08:00:00Z'), 'UTC'))).toEqual([
      '2026-11-21',
      '2026-11-22',
      '2026-11-23',
    ]);
  });
});

describe('periodOfKey', () => {
  it('finds the days of a day, an ISO week and a month', () => {
    expect(periodOfKey('2026-11-27')).toEqual({ start: '2026-11-27', end: '2026-11-27', key: '2026-11-27' });
    expect(periodOfKey('2026-W48')).toEqual({ start: '2026-11-23', end: '2026-11-29', key: '2026-W48' });
    // The first ISO week of 2027 starts in 2026; 2026 has 53 weeks.
    expect(periodOfKey('2027-W01')).toEqual({ start: '2027-01-04', end: '2027-01-10', key: '2027-W01' });
    expect(periodOfKey('2026-W53')).toEqual({ start: '2026-12-28', end: '2027-01-03', key: '2026-W53' });
    expect(periodOfKey('2026-02')).toEqual({ start: '2026-02-01', end: '2026-02-28', key: '2026-02' });
  });

  it('gives the key of every period it finds back', () => {
    const week = latestCompletePeriod('weekly', new Date('2026-03-02T12:00:00Z'), 'UTC');
    expect(periodOfKey(week.key)).toEqual(week);
  });

  it('names no period for keys that name none', () => {
    for (const key of ['2026-W60', '2025-W53', '2026-02-31', '2026-13', 'last week', '']) {
      expect(periodOfKey(key), key).toBeNull();
    }
  });
});
