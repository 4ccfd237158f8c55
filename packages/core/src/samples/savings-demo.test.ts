import { describe, expect, it } from 'vitest';
import { DEMO_EXCHANGE_RATES, demoResponse } from './sample-currency.js';
import { DEMO_SAVINGS_METRICS } from './savings-demo.js';

describe('demo figures', () => {
  it('stay in USD with no currency chosen', () => {
    const answer = demoResponse(DEMO_SAVINGS_METRICS.savingsOverview);
    expect(answer.annotation.currency).toBe('USD');
    expect(answer.data).toEqual(DEMO_SAVINGS_METRICS.savingsOverview);
  });

  it('follow the currency choice: money converted at the dataset rates, counts and ratios kept', () => {
    const usd = DEMO_SAVINGS_METRICS.savingsOverview;
    const eur = demoResponse(usd, 'EUR');
    expect(eur.annotation.currency).toBe('EUR');
    expect(eur.data.acceptedSavings).toBe(Math.round(usd.acceptedSavings * 0.92 * 100) / 100);
    expect(eur.data.trackedSpend).toBe(Math.round(usd.trackedSpend * 0.92 * 100) / 100);
    expect(eur.data.rebookedPNRs).toBe(usd.rebookedPNRs);
    expect(eur.data.rebookingPerformanceRatio).toBe(usd.rebookingPerformanceRatio);
    const gbpRows = demoResponse(DEMO_SAVINGS_METRICS.savings, 'GBP').data;
    expect(gbpRows[0]!.savingsNotAccepted).toBe(
      Math.round(DEMO_SAVINGS_METRICS.savings[0]!.savingsNotAccepted * DEMO_EXCHANGE_RATES.GBP * 100) / 100,
    );
    expect(gbpRows[0]!.allSentDeals).toBe(DEMO_SAVINGS_METRICS.savings[0]!.allSentDeals);
  });

  it('tell one story of the deals not accepted: per client, per reason and in the KPI', () => {
    const { savingsOverview, savings, feedback } = DEMO_SAVINGS_METRICS;
    const sum = <T>(rows: readonly T[], key: keyof T) =>
      Math.round(rows.reduce((total, row) => total + Number(row[key]), 0) * 100) / 100;
    expect(sum(savings, 'notAcceptedDeals')).toBe(savingsOverview.notAcceptedDeals);
    expect(sum(feedback, 'notAcceptedDeals')).toBe(savingsOverview.notAcceptedDeals);
    expect(sum(savings, 'savingsNotAccepted')).toBe(savingsOverview.savingsNotAccepted);
    expect(sum(feedback, 'savingsNotAccepted')).toBe(savingsOverview.savingsNotAccepted);
  });
});
