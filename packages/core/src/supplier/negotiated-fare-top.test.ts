import { describe, expect, it } from 'vitest';
import { ITINERARIES_CUBE } from '../cube/cubes.js';
import {
  hasSpendIn,
  TOP_NEGOTIATED_MAX,
  topNegotiatedBars,
  topNegotiatedQuery,
} from './negotiated-fare-top.js';

const I = (name: string) => `${ITINERARIES_CUBE}.${name}`;

describe('negotiated fare top carriers and routes', () => {
  it('ranks carriers by the lowest-fare ratio, then PNRs, leaving out multi-carrier itineraries', () => {
    const filters = [{ member: I('gds'), operator: 'equals' as const, values: ['Sabre'] }];
    const query = topNegotiatedQuery('airlines', ['2026-01-01', '2026-06-30'], 'EUR', filters);
    expect(query.dimensions).toEqual([I('itinAirlines')]);
    expect(query.measures).toEqual([I('lowestNegociatedFarePnrRatio'), I('countPnrs'), I('spendEur')]);
    expect(query.filters).toEqual([
      ...filters,
      { member: I('itinAirlines'), operator: 'notContains', values: [','] },
      { member: I('negotiatedFarePnrs'), operator: 'gt', values: ['0'] },
    ]);
    expect(query.order).toEqual({ [I('lowestNegociatedFarePnrRatio')]: 'desc', [I('countPnrs')]: 'desc' });
    expect(query.timeDimensions).toEqual([
      { dimension: I('resultDateCreatedAt'), dateRange: ['2026-01-01', '2026-06-30'] },
    ]);
    expect(query.limit).toBe(TOP_NEGOTIATED_MAX);
  });

  it('leaves out multi-route itineraries (a colon) when ranking routes', () => {
    const query = topNegotiatedQuery('routes', ['2026-01-01', '2026-06-30'], 'CHF');
    expect(query.dimensions).toEqual([I('itinRoute')]);
    expect(query.measures?.[2]).toBe(I('spendDefaultCurrency'));
    expect(query.filters?.[0]).toEqual({ member: I('itinRoute'), operator: 'notContains', values: [':'] });
  });

  it('reads the bars with spend in the selected currency, the default currency otherwise', () => {
    const row = {
      [I('itinRoute')]: 'LHR-JFK',
      [I('lowestNegociatedFarePnrRatio')]: 81.25,
      [I('countPnrs')]: '48',
      [I('spendUsd')]: 100,
      [I('spendEur')]: 92,
      [I('spendGbp')]: 79,
      [I('spendDefaultCurrency')]: 130,
    };
    expect(topNegotiatedBars([row], 'routes', 'EUR')).toEqual([
      { label: 'LHR-JFK', lowestNegociatedFarePnrRatio: 81.25, countPnrs: 48, spend: 92 },
    ]);
    expect(topNegotiatedBars([row], 'routes', 'CHF')[0]?.spend).toBe(130);
    expect(topNegotiatedBars([row], 'airlines', 'USD')[0]?.label).toBe('');
    expect([hasSpendIn('GBP'), hasSpendIn('CHF'), hasSpendIn(null)]).toEqual([true, false, false]);
  });
});
