import { describe, expect, it } from 'vitest';
import { newestDays } from '../src/analytics/sql/newest-days.js';

const counts = [
  { day: '2026-03-02', rows: 4 },
  { day: '2026-03-01', rows: 5 },
  { day: '2026-03-03', rows: 3 },
];

describe('newestDays', () => {
  it('finds the oldest day a newest-first answer reaches, whatever the order of the counts', () => {
    expect(newestDays(counts, 6)).toEqual({ totalRows: 12, firstDay: '2026-03-02' });
    expect(newestDays(counts, 7)).toEqual({ totalRows: 12, firstDay: '2026-03-02' });
    expect(newestDays(counts, 8)).toEqual({ totalRows: 12, firstDay: '2026-03-01' });
  });

  it('stops on the day the limit is reached exactly, and on the newest day when it holds the limit', () => {
    expect(newestDays(counts, 3)).toEqual({ totalRows: 12, firstDay: '2026-03-03' });
    expect(newestDays(counts, 1)).toEqual({ totalRows: 12, firstDay: '2026-03-03' });
  });

  it('has no first day when every row fits under the limit, or when there are none', () => {
    expect(newestDays(counts, 12)).toEqual({ totalRows: 12, firstDay: '2026-03-01' });
    expect(newestDays(counts, 13)).toEqual({ totalRows: 12, firstDay: null });
    expect(newestDays([], 50_000)).toEqual({ totalRows: 0, firstDay: null });
  });
});
