import { describe, expect, it } from 'vitest';
import {
  categoryPies,
  compliancePercentage,
  gaugeFigures,
  monthLabel,
  seriesFor,
  wholePercent,
  ytdBars,
} from './compliance.js';

describe('compliance ratio', () => {
  it('is compliant spend over total spend, in percent with two decimals', () => {
    expect(compliancePercentage(750, 1000)).toBe(75);
    expect(compliancePercentage(2, 3)).toBe(66.67);
    expect(compliancePercentage(0, 0)).toBe(0);
  });

  it('sums the gauge rows: spend, not PNRs, sets the ratio', () => {
    const figures = gaugeFigures([
      { isCabinCompliant: true, tktPrice: 9000, airPnrs: 90 },
      { isCabinCompliant: false, tktPrice: 3000, airPnrs: 5 },
    ]);
    expect(figures).toEqual({
      compliantSpend: 9000,
      nonCompliantSpend: 3000,
      totalSpend: 12000,
      nonCompliantPnrs: 5,
      totalPnrs: 95,
      compliancePercentage: 75,
    });
    expect(gaugeFigures([]).compliancePercentage).toBe(0);
  });

  it('splits a category into compliant and non-compliant spend adding up to 100', () => {
    const [compliant, nonCompliant] = seriesFor('Business', 1, 2);
    expect(compliant).toEqual({ category: 'Business', name: 'Compliant spend', value: 33.33, spend: 1 });
    expect(nonCompliant).toMatchObject({ name: 'Non-compliant spend', value: 66.67, spend: 2 });
  });

  it('orders the pies by the cabin sort order, countries after by spend', () => {
    const rows = [
      ...seriesFor('France', 10, 0),
      ...seriesFor('Economy', 50, 5),
      ...seriesFor('United States', 80, 20),
      ...seriesFor('Business', 40, 60),
    ];
    const pies = categoryPies(rows);
    expect(pies.map((p) => p.category)).toEqual(['Business', 'Economy', 'United States', 'France']);
    expect(pies[0]!.slices.map((s) => s.name)).toEqual(['Compliant spend', 'Non-compliant spend']);
    expect(pies[0]!.totalSpend).toBe(100);
  });

  it('shows the monthly trend in whole percent, oldest month first', () => {
    expect(wholePercent(66.5)).toBe(67);
    expect(
      ytdBars([
        { ticketingDate: '2026-02-01', cabinCompliancePercentage: 80.4 },
        { ticketingDate: '2026-01-01', cabinCompliancePercentage: 79.6 },
      ]),
    ).toEqual([
      { month: 'Jan 2026', percent: 80 },
      { month: 'Feb 2026', percent: 80 },
    ]);
    expect(monthLabel('2025-12-01')).toBe('Dec 2025');
  });
});
