import dayjs from 'dayjs';
import { describe, expect, it } from 'vitest';
import { initialBusState } from '../bus/defaults.js';
import { defaultDateRange, resolveDateRange } from './default-range.js';

describe('defaultDateRange', () => {
  it('starts 30 days back and ends yesterday by default', () => {
    expect(defaultDateRange(30, 0, dayjs('2026-11-21'))).toEqual({
      startDate: '2026-10-22',
      endDate: '2026-11-20',
    });
  });

  it('honours a tab window of 365 days', () => {
    expect(defaultDateRange(365, 0, dayjs('2026-11-21')).startDate).toBe('2025-11-21');
  });
});

describe('resolveDateRange', () => {
  it('prefers the product range held on the bus', () => {
    const state = {
      ...initialBusState(),
      dates: { air: { startDate: '2026-01-01', endDate: '2026-01-31' } },
    };
    expect(resolveDateRange(state, 'air')).toEqual({ startDate: '2026-01-01', endDate: '2026-01-31' });
    expect(resolveDateRange(state, 'hotel').endDate).toBe(dayjs().subtract(1, 'day').format('YYYY-MM-DD'));
  });
});
