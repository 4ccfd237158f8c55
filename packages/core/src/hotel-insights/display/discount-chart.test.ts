import { describe, expect, it } from 'vitest';
import { benchmarkVerdict, DISCOUNT_AXIS, discountBars } from './discount-chart.js';
import { overTimeSeries } from './insights-toggles.js';

describe('discount by rate type chart', () => {
  it('runs its axis from 0 to 30 percent', () => {
    expect(DISCOUNT_AXIS.domain).toEqual([0, 30]);
    expect(DISCOUNT_AXIS.ticks.at(-1)).toBe(30);
  });

  it('draws each rate type beside its benchmark, inside the axis', () => {
    const bars = discountBars([
      { rateType: 'Property', discountLevel: 18.2, benchmark: 20, nights: 900, spend: 1 },
      { rateType: 'TMC rate', discountLevel: 41, benchmark: -2, nights: 12, spend: 1 },
    ]);
    expect(bars.map((b) => [b.label, b.value])).toEqual([
      ['Property', 18.2],
      ['Property benchmark', 20],
      ['TMC rate', 30],
      ['TMC rate benchmark', 0],
    ]);
  });

  it('says whether a discount beats its benchmark', () => {
    expect(benchmarkVerdict(18.26, 18.2)).toBe('above');
    expect(benchmarkVerdict(18.21, 18.2)).toBe('at');
    expect(benchmarkVerdict(12, 15)).toBe('below');
  });
});

describe('availability over time series', () => {
  it('draws the top cities by spend, each month oldest first', () => {
    const rows = [
      { checkin: '2026-02-01', destinationCity: 'Paris', availability: 80, coveredNights: 9 },
      { checkin: '2026-01-01', destinationCity: 'Paris', availability: 70, coveredNights: 9 },
      { checkin: '2026-01-01', destinationCity: 'Lyon', availability: 60, coveredNights: 9 },
    ];
    const top = ['Paris', 'London', 'Lyon', 'A', 'B', 'C'].map((name) => ({ name }));
    const series = overTimeSeries(rows, top, (r) => r.destinationCity);
    expect(series.names).toEqual(['Paris', 'London', 'Lyon', 'A', 'B']);
    expect(series.months).toEqual([
      { checkin: '2026-01-01', values: { Paris: 70, Lyon: 60 } },
      { checkin: '2026-02-01', values: { Paris: 80 } },
    ]);
  });
});
