import { describe, expect, it } from 'vitest';
import {
  bucketSavings,
  dealsPerClient,
  feedbackShares,
  isSavingsOverviewEmpty,
  notAcceptedDealsTotal,
  periodLabel,
  periodStart,
  savingsSummary,
  topCountries,
} from './savings-metrics.js';
import { DEMO_SAVINGS_METRICS } from '../samples/savings-demo.js';
import {
  SAVINGS_TOOLTIPS,
  EMPTY_STATE_TITLE,
  CURRENT_SAVINGS_THRESHOLD,
  BEST_PRACTICE_CAP_PERCENT,
} from './savings-texts.js';

const country = (code: string, acceptedSavings: number) => ({
  ticketingCountryCode: code,
  ticketingCountry: code,
  acceptedSavings,
  rebookedPNRs: 1,
});

describe('savings overview figures', () => {
  it('keeps the first 5 countries by accepted savings', () => {
    const rows = [
      country('A', 1),
      country('B', 6),
      country('C', 3),
      country('D', 5),
      country('E', 2),
      country('F', 4),
    ];
    expect(topCountries(rows).map((r) => r.ticketingCountryCode)).toEqual(['B', 'D', 'F', 'C', 'E']);
  });

  it('splits feedback into shares that total 100', () => {
    const shares = feedbackShares([
      { feedbackMeaningPlatform: 'x', notAcceptedDeals: 1, savingsNotAccepted: 0 },
      { feedbackMeaningPlatform: 'y', notAcceptedDeals: 2, savingsNotAccepted: 0 },
      { feedbackMeaningPlatform: 'z', notAcceptedDeals: 3, savingsNotAccepted: 0 },
    ]);
    expect(shares.map((s) => [s.feedbackMeaningPlatform, s.percent])).toEqual([
      ['z', 50],
      ['y', 33],
      ['x', 17],
    ]);
  });

  it('gives each client its rebooked percent', () => {
    const [first] = dealsPerClient([
      {
        directEnterprise: 'A',
        allSentDeals: 8,
        acceptedDeals: 2,
        notAcceptedDeals: 6,
        acceptedSavings: 1,
        savingsNotAccepted: 1,
      },
    ]);
    expect(first?.rebookedPercent).toBe(25);
  });

  it('derives totals, savings rate and the accepted/not-accepted split', () => {
    const summary = savingsSummary({
      ...DEMO_SAVINGS_METRICS.savingsOverview,
      acceptedSavings: 200,
      savingsNotAccepted: 100,
      trackedSpend: 4000,
    });
    expect(summary.totalSavingsSent).toBe(300);
    expect(summary.savingsRate).toBe(5);
    expect(summary.acceptedShare + summary.notAcceptedShare).toBe(100);
    expect(summary.acceptedShare).toBe(67);
  });

  it('recognises an empty overview', () => {
    expect(isSavingsOverviewEmpty(null)).toBe(true);
    expect(
      isSavingsOverviewEmpty({
        ...DEMO_SAVINGS_METRICS.savingsOverview,
        trackedPnrs: 0,
        allSentDeals: 0,
        acceptedSavings: 0,
      }),
    ).toBe(true);
    expect(isSavingsOverviewEmpty(DEMO_SAVINGS_METRICS.savingsOverview)).toBe(false);
  });
});

describe('savings periods', () => {
  it('starts weeks on Monday and months on the 1st', () => {
    expect(periodStart('2019-07-10', 'week')).toBe('2019-07-08');
    expect(periodStart('2019-07-07', 'week')).toBe('2019-07-01');
    expect(periodStart('2019-07-10', 'month')).toBe('2019-07-01');
    expect(periodStart('2019-07-10', 'day')).toBe('2019-07-10');
  });

  it('sums rows into periods', () => {
    const rows = [
      { resultDateCreatedAt: '2019-07-01', acceptedSavings: 10, rebookedPNRs: 1 },
      { resultDateCreatedAt: '2019-07-03', acceptedSavings: 5, rebookedPNRs: 2 },
      { resultDateCreatedAt: '2019-07-09', acceptedSavings: 1, rebookedPNRs: 1 },
    ];
    expect(bucketSavings(rows, 'week')).toEqual([
      { resultDateCreatedAt: '2019-07-01', acceptedSavings: 15, rebookedPNRs: 3, savingsNotAccepted: 0 },
      { resultDateCreatedAt: '2019-07-08', acceptedSavings: 1, rebookedPNRs: 1, savingsNotAccepted: 0 },
    ]);
  });

  it('labels periods by granularity', () => {
    expect(periodLabel('2019-07-01', 'month')).toBe('Jul 2019');
    expect(periodLabel('2019-07-01', 'week')).toBe('Wk of Jul 1');
    expect(periodLabel('2019-07-03', 'day')).toBe('Jul 3');
    expect(periodLabel('2019-07-01', 'month', 'de-DE')).toBe('Juli 2019');
    expect(periodLabel('2019-07-01', 'week', 'fr-FR')).toBe('Wk of 1 juil.');
  });
});

describe('demo metrics', () => {
  it('adds the clients up to the overview totals', () => {
    const total = DEMO_SAVINGS_METRICS.savings.reduce((s, r) => s + r.acceptedSavings, 0);
    expect(DEMO_SAVINGS_METRICS.savingsOverview.acceptedSavings).toBeCloseTo(total, 2);
    const days = DEMO_SAVINGS_METRICS.savingsByDay.reduce((s, r) => s + r.acceptedSavings, 0);
    expect(days).toBeCloseTo(DEMO_SAVINGS_METRICS.savingsOverview.acceptedSavings, -1);
  });
});

describe('savings texts and constants', () => {
  it('quotes the spec', () => {
    expect(SAVINGS_TOOLTIPS.acceptedSavings).toContain('savings from rebooked deals');
    expect(SAVINGS_TOOLTIPS.savingsNotAccepted).toContain('found but not rebooked');
    expect(EMPTY_STATE_TITLE).toBe('Looks like there is no data here yet!');
    expect(CURRENT_SAVINGS_THRESHOLD).toBe(300);
    expect(BEST_PRACTICE_CAP_PERCENT).toBe(4);
  });
});

describe('deals not accepted', () => {
  it('add up over the feedback reasons to the KPI figure', () => {
    expect(notAcceptedDealsTotal(DEMO_SAVINGS_METRICS.feedback)).toBe(
      DEMO_SAVINGS_METRICS.savingsOverview.notAcceptedDeals,
    );
    expect(notAcceptedDealsTotal([])).toBe(0);
  });
});
