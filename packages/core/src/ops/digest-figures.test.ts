import { describe, expect, it } from 'vitest';
import {
  DIGEST_SECTION_RULES,
  digestFigures,
  formatAlertFigure,
  formatDigestFigure,
} from './digest-figures.js';
import { DIGEST_SECTIONS } from './alert-rules.js';

describe('digestFigures', () => {
  it('takes compliance from the gauge rows: compliant spend over all spend', () => {
    const rows = [
      { isCabinCompliant: true, tktPrice: 750, airPnrs: 6 },
      { isCabinCompliant: false, tktPrice: 250, airPnrs: 2 },
    ];
    expect(digestFigures('compliance', rows)).toEqual([
      { label: 'Compliance', value: 75, kind: 'percent' },
      { label: 'Non-compliant spend', value: 250, kind: 'money' },
      { label: 'Non-compliant PNRs', value: 2, kind: 'count' },
    ]);
  });

  it('puts the figure each chart follows first, for every section', () => {
    const samples = {
      savings: { acceptedSavings: 10, rebookedPNRs: 1, savingsNotAccepted: 2, trackedSpend: 3 },
      rebooking: { rebookingPerformanceRatio: 40, acceptedDeals: 4, allSentDeals: 10 },
      compliance: [],
      emissions: { summary: { co2eKg: 5, co2eKgPerPnr: 2.5, pnrs: 2 } },
    };
    for (const section of DIGEST_SECTIONS) {
      const [first] = digestFigures(section, samples[section]);
      expect(first!.label).toBe(DIGEST_SECTION_RULES[section].trendLabel);
    }
  });
});

describe('formatDigestFigure', () => {
  it('prints money in the currency, percents, whole counts and kilograms', () => {
    expect(formatDigestFigure({ label: '', value: 1234.5, kind: 'money' }, 'EUR')).toBe('€1,234.50');
    expect(formatDigestFigure({ label: '', value: 66.666, kind: 'percent' }, null)).toBe('66.67%');
    expect(formatDigestFigure({ label: '', value: 1204, kind: 'count' }, null)).toBe('1,204');
    expect(formatDigestFigure({ label: '', value: 1234.56, kind: 'kg' }, null)).toBe('1,234.6 kg');
  });

  it('prints short forms for a chart axis', () => {
    const short = { short: true };
    expect(formatDigestFigure({ label: '', value: 80_000, kind: 'kg' }, null, short)).toBe('80.0k kg');
    expect(formatDigestFigure({ label: '', value: 40_000, kind: 'money' }, 'EUR', short)).toMatch(
      /^€40(\.0+)?k$/i,
    );
    expect(formatDigestFigure({ label: '', value: 80, kind: 'percent' }, null, short)).toBe('80%');
  });
});

describe('formatAlertFigure', () => {
  const savings = 'air/faresaver/savingsOverview';
  it('prints a rule figure as the digest does: money in the answer currency, percents, counts, days', () => {
    expect(formatAlertFigure(savings, 'acceptedSavings', 1024.35, 'EUR')).toBe('€1,024.35');
    expect(formatAlertFigure(savings, 'rebookingPerformanceRatio', 48.2812, 'EUR')).toBe('48.28%');
    expect(formatAlertFigure(savings, 'trackedPnrs', 1234, 'EUR')).toBe('1,234');
    expect(
      formatAlertFigure(
        'air/policyInsights/advancedPurchase/advancedPurchase',
        'averageAdvancePurchase',
        12.34,
        'USD',
      ),
    ).toBe('12.3 days');
    expect(formatAlertFigure(savings, 'acceptedSavings', 2500, 'GBP', { short: true })).toBe('£2.50k');
  });

  it('writes a threshold as it was set: whole without decimals, finer ones never rounded away', () => {
    const threshold = { threshold: true };
    expect(formatAlertFigure(savings, 'acceptedSavings', 100, 'GBP', threshold)).toBe('£100');
    expect(formatAlertFigure(savings, 'acceptedSavings', 99.5, 'GBP', threshold)).toBe('£99.50');
    expect(formatAlertFigure(savings, 'acceptedSavings', 0.001, 'EUR', threshold)).toBe('€0.001');
    expect(formatAlertFigure(savings, 'trackedPnrs', 0.5, null, threshold)).toBe('0.5');
    expect(formatAlertFigure(savings, 'trackedPnrs', -0.004, null, threshold)).toBe('-0.004');
    expect(formatAlertFigure(savings, 'rebookingPerformanceRatio', 0.125, null, threshold)).toBe('0.125%');
    expect(formatAlertFigure(savings, 'trackedPnrs', 1e-12, null, threshold)).toBe('0.000000000001');
  });

  it('prints a figure the form does not offer as a plain number, and no figure in words', () => {
    expect(formatAlertFigure('air/other/view', 'someFigure', 0.123456, 'EUR')).toBe('0.1235');
    expect(formatAlertFigure(savings, 'acceptedSavings', null, 'EUR')).toBe('no figure');
  });
});
