import { describe, expect, it } from 'vitest';
import {
  activeFilterChips,
  buildConversationQuery,
  buildStatusParams,
  corporateFilter,
  dateRangeBounds,
  emptyConversationFilters,
  outOfScopeFilteredOut,
  removeFilterChip,
} from './conversation-filters.js';

const NOW = new Date('2026-03-10T12:00:00.000Z');

describe('buildStatusParams (docs/rules/operations.md#audit-log)', () => {
  it('joins statuses other than OUT_OF_SCOPE by commas, sorted', () => {
    expect(buildStatusParams(['FAILED', 'COMPLETED', 'OUT_OF_SCOPE'])).toEqual({
      status: 'COMPLETED,FAILED',
    });
  });
  it('excludes out-of-scope when OUT_OF_SCOPE is not selected', () => {
    expect(buildStatusParams(['IN_PROGRESS'])).toEqual({ status: 'IN_PROGRESS', exclude_out_of_scope: true });
  });
  it('excludes out-of-scope when nothing is selected', () => {
    expect(buildStatusParams([])).toEqual({ exclude_out_of_scope: true });
  });
  it('sends no status when only OUT_OF_SCOPE is selected', () => {
    expect(buildStatusParams(['OUT_OF_SCOPE'])).toEqual({});
  });
});

describe('corporateFilter', () => {
  it('makes a numeric corporate an id and anything else a name', () => {
    expect(corporateFilter('1042')).toEqual({ corporateId: '1042' });
    expect(corporateFilter('Globex Corporation')).toEqual({ corporateName: 'Globex Corporation' });
    expect(corporateFilter('10a')).toEqual({ corporateName: '10a' });
    expect(corporateFilter('  ')).toBeNull();
  });
});

describe('dateRangeBounds', () => {
  it('counts the presets back from now', () => {
    expect(dateRangeBounds('last-24h', NOW)).toEqual({
      start_date: '2026-03-09T12:00:00.000Z',
      end_date: '2026-03-10T12:00:00.000Z',
    });
    expect(dateRangeBounds('last-7-days', NOW).start_date).toBe('2026-03-03T12:00:00.000Z');
    expect(dateRangeBounds('last-30-days', NOW).start_date).toBe('2026-02-08T12:00:00.000Z');
  });
  it('leaves custom without bounds unless a range is given', () => {
    expect(dateRangeBounds('custom', NOW)).toEqual({});
    expect(dateRangeBounds('custom', NOW, { start: '2026-01-01' })).toEqual({ start_date: '2026-01-01' });
  });
});

describe('buildConversationQuery', () => {
  it('defaults to the last 7 days without out-of-scope conversations', () => {
    expect(emptyConversationFilters().dateRange).toBe('last-7-days');
    expect(buildConversationQuery(emptyConversationFilters(), NOW)).toEqual({
      exclude_out_of_scope: true,
      start_date: '2026-03-03T12:00:00.000Z',
      end_date: '2026-03-10T12:00:00.000Z',
    });
  });
  it('sends search, corporate, intents, statuses and a page past the first', () => {
    const query = buildConversationQuery(
      {
        search: ' refund ',
        corporate: '77',
        intents: ['Change', 'Booking'],
        statuses: ['OUT_OF_SCOPE', 'FAILED'],
        dateRange: 'custom',
        page: 3,
      },
      NOW,
    );
    expect(query).toEqual({
      search: 'refund',
      corporateId: '77',
      main_intent: 'Booking,Change',
      status: 'FAILED',
      page: 3,
    });
  });
  it('sends a corporate name as corporateName', () => {
    expect(
      buildConversationQuery({ ...emptyConversationFilters(), corporate: 'Initech' }, NOW).corporateName,
    ).toBe('Initech');
  });
  it('omits page 1', () => {
    expect(buildConversationQuery({ ...emptyConversationFilters(), page: 1 }, NOW)).not.toHaveProperty(
      'page',
    );
  });
});

describe('active filter chips', () => {
  const label = (s: string) => s.toLowerCase();
  it('lists what differs from the opening filters and removes one at a time', () => {
    const filters = {
      ...emptyConversationFilters(),
      search: 'visa',
      statuses: ['FAILED', 'EXPIRED'],
      dateRange: 'last-30-days' as const,
      page: 4,
    };
    const chips = activeFilterChips(filters, label);
    expect(chips.map((c) => c.label)).toEqual([
      'Search: visa',
      'Status: failed',
      'Status: expired',
      'Date: Last 30 days',
    ]);
    const next = removeFilterChip(filters, chips[1]!);
    expect(next.statuses).toEqual(['EXPIRED']);
    expect(next.page).toBe(1);
    expect(removeFilterChip(filters, chips[3]!).dateRange).toBe('last-7-days');
    expect(activeFilterChips(emptyConversationFilters(), label)).toEqual([]);
  });
});

describe('outOfScopeFilteredOut', () => {
  it('is true unless OUT_OF_SCOPE is selected', () => {
    expect(outOfScopeFilteredOut([])).toBe(true);
    expect(outOfScopeFilteredOut(['FAILED'])).toBe(true);
    expect(outOfScopeFilteredOut(['FAILED', 'OUT_OF_SCOPE'])).toBe(false);
  });
});
