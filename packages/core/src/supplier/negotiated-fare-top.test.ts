import { describe, expect, it } from 'vitest';
import { ITINERARIES_CUBE } from '../cube/cubes.js';
import {
  hasSpendIn,
  rankTopNegotiated,
  TOP_NEGOTIATED_MAX,
  TOP_NEGOTIATED_MIN_PNRS,
  topNegotiatedBars,
  topNegotiatedMinPnrs,
  topNegotiatedNote,
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
      { member: I('countPnrs'), operator: 'gte', values: ['10'] },
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
    expect(topNegotiatedBars([row], 'routes', 'EUR', 49)).toEqual([]);
    expect(topNegotiatedBars([row], 'airlines', 'USD')[0]?.label).toBe('');
    expect([hasSpendIn('GBP'), hasSpendIn('CHF'), hasSpendIn(null)]).toEqual([true, false, false]);
  });

  it('ranks only carriers and routes with at least 10 PNRs by default, as a measure filter of the query', () => {
    expect(TOP_NEGOTIATED_MIN_PNRS).toBe(10);
    const query = topNegotiatedQuery('routes', ['2026-01-01', '2026-01-30'], 'USD', [], 25);
    expect(query.filters).toContainEqual({ member: I('countPnrs'), operator: 'gte', values: ['25'] });
    // The limit stays 5: the filter is applied before it, so five qualifying rows come back.
    expect(query.limit).toBe(5);
  });

  it('keeps the ratio order among rows with enough PNRs, ties by PNRs, five at most', () => {
    const bar = (label: string, ratio: number, pnrs: number) => ({
      label,
      lowestNegociatedFarePnrRatio: ratio,
      countPnrs: pnrs,
      spend: 0,
    });
    const rows = [
      bar('NBO-CAI', 100, 6),
      bar('GRU-GIG', 83.33, 13),
      bar('LHR-JFK', 83.33, 48),
      bar('GIG-GRU', 40, 13),
      bar('CDG-JFK', 90, 10),
      bar('FRA-MUC', 100, 9),
      bar('AMS-BER', 50, 30),
      bar('MAD-BCN', 60, 22),
      bar('SIN-SYD', 70, 11),
    ];
    expect(rankTopNegotiated(rows).map((r) => r.label)).toEqual([
      'CDG-JFK',
      'LHR-JFK',
      'GRU-GIG',
      'SIN-SYD',
      'MAD-BCN',
    ]);
    expect(rankTopNegotiated(rows, 1).map((r) => r.label)).toEqual([
      'FRA-MUC',
      'NBO-CAI',
      'CDG-JFK',
      'LHR-JFK',
      'GRU-GIG',
    ]);
    expect(rankTopNegotiated(rows, 40).map((r) => r.label)).toEqual(['LHR-JFK']);
    // The input is left as it was.
    expect(rows[0]?.label).toBe('NBO-CAI');
  });

  it('reads the min-pnrs attribute, falling back to the default for anything but a whole number >= 1', () => {
    expect(topNegotiatedMinPnrs('25')).toBe(25);
    expect(topNegotiatedMinPnrs(1)).toBe(1);
    for (const bad of [undefined, null, '', 'ten', '2.5', 0, -3, Number.NaN]) {
      expect(topNegotiatedMinPnrs(bad), String(bad)).toBe(10);
    }
    expect(topNegotiatedQuery('airlines', ['2026-01-01', '2026-01-30'], 'USD', [], 0).filters).toContainEqual(
      {
        member: I('countPnrs'),
        operator: 'gte',
        values: ['10'],
      },
    );
  });

  it('says which carriers or routes a chart ranks', () => {
    expect(topNegotiatedNote('routes')).toBe('Routes with at least 10 PNRs');
    expect(topNegotiatedNote('airlines', 1)).toBe('Carriers with at least 1 PNR');
  });
});
