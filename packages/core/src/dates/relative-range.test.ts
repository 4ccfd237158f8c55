import { describe, expect, it } from 'vitest';
import { relativeDateRange } from './relative-range.js';

// A Wednesday in the middle of a quarter's second month.
const TODAY = '2026-05-13';

describe('relativeDateRange', () => {
  it.each([
    ['today', ['2026-05-13', '2026-05-13']],
    ['yesterday', ['2026-05-12', '2026-05-12']],
    ['this week', ['2026-05-11', '2026-05-17']],
    ['this month', ['2026-05-01', '2026-05-31']],
    ['this quarter', ['2026-04-01', '2026-06-30']],
    ['this year', ['2026-01-01', '2026-12-31']],
    ['last day', ['2026-05-12', '2026-05-12']],
    ['last week', ['2026-05-04', '2026-05-10']],
    ['last month', ['2026-04-01', '2026-04-30']],
    ['last quarter', ['2026-01-01', '2026-03-31']],
    ['last year', ['2025-01-01', '2025-12-31']],
    ['last 7 days', ['2026-05-06', '2026-05-12']],
    ['last 1 day', ['2026-05-12', '2026-05-12']],
    ['last 2 weeks', ['2026-04-27', '2026-05-10']],
    ['last 3 months', ['2026-02-01', '2026-04-30']],
    ['last 2 quarters', ['2025-10-01', '2026-03-31']],
    ['last 2 years', ['2024-01-01', '2025-12-31']],
    ['from 7 days ago to now', ['2026-05-06', '2026-05-13']],
    ['from 2 weeks ago to today', ['2026-04-29', '2026-05-13']],
    ['from 1 month ago to now', ['2026-04-13', '2026-05-13']],
  ])('%s on %s', (text, expected) => {
    expect(relativeDateRange(text, TODAY)).toEqual(expected);
  });

  it('ignores letter case and extra spaces', () => {
    expect(relativeDateRange('  Last   Month ', TODAY)).toEqual(['2026-04-01', '2026-04-30']);
  });

  it('crosses year and month ends, and a Sunday belongs to the week before it', () => {
    expect(relativeDateRange('last month', '2026-01-10')).toEqual(['2025-12-01', '2025-12-31']);
    expect(relativeDateRange('last quarter', '2026-02-01')).toEqual(['2025-10-01', '2025-12-31']);
    expect(relativeDateRange('this week', '2026-05-17')).toEqual(['2026-05-11', '2026-05-17']);
    expect(relativeDateRange('this week', '2026-05-18')).toEqual(['2026-05-18', '2026-05-24']);
    expect(relativeDateRange('last month', '2024-03-31')).toEqual(['2024-02-01', '2024-02-29']);
    expect(relativeDateRange('from 1 month ago to now', '2026-03-31')).toEqual(['2026-02-28', '2026-03-31']);
  });

  it('knows nothing else', () => {
    for (const text of [
      'last 0 days',
      'next week',
      'last hour',
      'this fortnight',
      '2026-05-01',
      'lastmonth',
      '',
    ]) {
      expect(relativeDateRange(text, TODAY), text).toBeUndefined();
    }
    expect(relativeDateRange('today', 'not a day')).toBeUndefined();
  });
});
