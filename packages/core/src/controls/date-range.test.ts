import dayjs from 'dayjs';
import { describe, expect, it } from 'vitest';
import {
  calendarBounds,
  completeRange,
  CUSTOM_PRESET,
  DATE_PRESET_COLUMNS,
  fromDisplayDate,
  isOutOfRange,
  MISSING_DATES_MESSAGE,
  presetRange,
  rangeProblem,
  toDisplayDate,
} from './date-range.js';

const today = dayjs('2026-05-20'); // a Wednesday

describe('date presets', () => {
  it('offers the spec presets in two columns plus custom', () => {
    expect(DATE_PRESET_COLUMNS).toHaveLength(2);
    expect(DATE_PRESET_COLUMNS.flat().map((p) => p.label)).toEqual([
      'Yesterday',
      'This week',
      'This month',
      'This Quarter',
      'This year',
      'Last week',
      'Last month',
      'Last Quarter',
      'Last year',
      'Last 7 days',
      'Last 14 days',
      'Last 30 days',
      'Last 60 days',
      'Last 90 days',
    ]);
    expect(CUSTOM_PRESET.id).toBe('custom');
  });

  it('computes each preset from today', () => {
    expect(presetRange('yesterday', today)).toEqual({ startDate: '2026-05-19', endDate: '2026-05-19' });
    expect(presetRange('thisWeek', today)).toEqual({ startDate: '2026-05-17', endDate: '2026-05-19' });
    expect(presetRange('thisMonth', today)).toEqual({ startDate: '2026-05-01', endDate: '2026-05-19' });
    expect(presetRange('thisQuarter', today)).toEqual({ startDate: '2026-04-01', endDate: '2026-05-19' });
    expect(presetRange('thisYear', today)).toEqual({ startDate: '2026-01-01', endDate: '2026-05-19' });
    expect(presetRange('lastWeek', today)).toEqual({ startDate: '2026-05-10', endDate: '2026-05-16' });
    expect(presetRange('lastMonth', today)).toEqual({ startDate: '2026-04-01', endDate: '2026-04-30' });
    expect(presetRange('lastQuarter', today)).toEqual({ startDate: '2026-01-01', endDate: '2026-03-31' });
    expect(presetRange('lastYear', today)).toEqual({ startDate: '2025-01-01', endDate: '2025-12-31' });
    expect(presetRange('last7Days', today)).toEqual({ startDate: '2026-05-13', endDate: '2026-05-19' });
    expect(presetRange('last90Days', today)).toEqual({ startDate: '2026-02-19', endDate: '2026-05-19' });
  });

  it('never starts a "this" preset after yesterday', () => {
    expect(presetRange('thisMonth', dayjs('2026-06-01'))).toEqual({
      startDate: '2026-05-31',
      endDate: '2026-05-31',
    });
  });
});

describe('calendar rules', () => {
  it('allows nothing later than yesterday by default', () => {
    const bounds = calendarBounds({ today });
    expect(bounds).toEqual({ min: null, max: '2026-05-19' });
    expect(isOutOfRange('2026-05-20', bounds)).toBe(true);
    expect(isOutOfRange('2026-05-19', bounds)).toBe(false);
  });

  it('allows up to one year ahead for tabs with future dates or in mock mode', () => {
    expect(calendarBounds({ today, allowFutureDates: true }).max).toBe('2027-05-20');
    expect(calendarBounds({ today, mockMode: true }).max).toBe('2027-05-20');
  });

  it('keeps demo dates at or after the calendar minimum', () => {
    const bounds = calendarBounds({ today, mockMode: true });
    expect(bounds.min).toMatch(/^2019-04-/);
    expect(isOutOfRange('2019-03-31', bounds)).toBe(true);
  });
});

describe('date formats', () => {
  it('shows MM/DD/YYYY and sends YYYY-MM-DD', () => {
    expect(toDisplayDate('2026-01-05')).toBe('01/05/2026');
    expect(fromDisplayDate('01/05/2026')).toBe('2026-01-05');
    expect(fromDisplayDate('13/45/2026')).toBeNull();
    expect(toDisplayDate(null)).toBe('Invalid date');
  });

  it('fills a missing or invalid end from the start and vice versa', () => {
    expect(completeRange('2026-01-05', null)).toEqual({ startDate: '2026-01-05', endDate: '2026-01-05' });
    expect(completeRange('2026-01-05', 'Invalid date')).toEqual({
      startDate: '2026-01-05',
      endDate: '2026-01-05',
    });
    expect(completeRange(undefined, '2026-02-01')).toEqual({
      startDate: '2026-02-01',
      endDate: '2026-02-01',
    });
    expect(completeRange('2026-02-01', '2026-01-01')).toEqual({
      startDate: '2026-01-01',
      endDate: '2026-02-01',
    });
  });

  it('logs the spec text when both are missing', () => {
    const logged: string[] = [];
    expect(completeRange(null, null, (m) => logged.push(m))).toBeNull();
    expect(logged).toEqual(['Unable to handle single date pick: Both start date and end date are null']);
    expect(MISSING_DATES_MESSAGE).toBe(logged[0]);
  });
});

describe('applying a typed range', () => {
  it('rejects an end after yesterday, naming the last day that can be chosen', () => {
    const bounds = calendarBounds({ today });
    expect(rangeProblem({ startDate: '2026-05-01', endDate: '2026-05-20' }, bounds)).toBe(
      'Dates after 05/19/2026 are out of range. Choose an end date on or before 05/19/2026.',
    );
    expect(rangeProblem({ startDate: '2026-05-01', endDate: '2026-05-19' }, bounds)).toBeNull();
  });

  it('accepts an end 60 days ahead where the tab allows future dates, and only there', () => {
    const ahead = { startDate: '2026-05-01', endDate: '2026-07-19' };
    expect(rangeProblem(ahead, calendarBounds({ today, allowFutureDates: true }))).toBeNull();
    expect(rangeProblem(ahead, calendarBounds({ today }))).toBe(
      'Dates after 05/19/2026 are out of range. Choose an end date on or before 05/19/2026.',
    );
  });

  it('rejects an end more than a year ahead where the tab allows future dates', () => {
    const bounds = calendarBounds({ today, allowFutureDates: true });
    expect(rangeProblem({ startDate: '2026-05-01', endDate: '2027-05-20' }, bounds)).toBeNull();
    expect(rangeProblem({ startDate: '2026-05-01', endDate: '2027-05-21' }, bounds)).toBe(
      'Dates after 05/20/2027 are out of range. Choose an end date on or before 05/20/2027.',
    );
  });

  it('rejects a start before the demo calendar minimum', () => {
    const bounds = calendarBounds({ today, mockMode: true });
    expect(rangeProblem({ startDate: '2019-03-31', endDate: '2019-07-31' }, bounds)).toBe(
      'Dates before 04/01/2019 are out of range. Choose a start date on or after 04/01/2019.',
    );
  });
});
