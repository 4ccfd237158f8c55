import { describe, expect, it } from 'vitest';
import {
  benchmarkFares,
  cellCost,
  cellKey,
  costCurve,
  ownRuleCost,
  simulateHistogram,
  type AdvanceHistogramRow,
} from './simulator.js';
import { partyCosts } from './party-costs.js';
import { histogramOf, simulateTrips, type AdvanceTrip } from './simulate-trips.js';
import { groupSlices } from './simulator-slices.js';

/** Economy long-haul trips get dearer as departure nears; two business trips. */
const histogram: AdvanceHistogramRow[] = [
  { cabinClass: 'Economy', haulType: 'Long', daysInAdvance: 0, airPnrs: 2, spend: 2600 },
  { cabinClass: 'Economy', haulType: 'Long', daysInAdvance: 5, airPnrs: 1, spend: 1100 },
  { cabinClass: 'Economy', haulType: 'Long', daysInAdvance: 10, airPnrs: 2, spend: 2000 },
  { cabinClass: 'Economy', haulType: 'Long', daysInAdvance: 30, airPnrs: 3, spend: 2700 },
  { cabinClass: 'Business', haulType: 'Long', daysInAdvance: 3, airPnrs: 1, spend: 5000 },
  { cabinClass: 'Business', haulType: 'Long', daysInAdvance: 20, airPnrs: 1, spend: 4000 },
];

describe('compliance simulator', () => {
  it('compares same-day tickets with the 1 to 14 day fares under the default rule', () => {
    const result = simulateHistogram(histogram, { policyRule: 1, days: 14, breakdownBy: 'cabinClass' });
    // Economy: 2 same-day trips at 1300 against (1100 + 2000) / 3 = 1033.33.
    expect(result.outOfPolicyPnrs).toBe(2);
    expect(result.costOfNonCompliance).toBe(533.33);
    expect(result.totalPnrs).toBe(10);
    expect(result.totalSpend).toBe(17400);
  });

  it('counts no cost for a cell without trips in the window', () => {
    const result = simulateHistogram(histogram, { policyRule: 14, days: 14, breakdownBy: 'cabinClass' });
    expect(result.groups).toEqual([
      {
        group: 'Business',
        totalPnrs: 2,
        totalSpend: 9000,
        outOfPolicyPnrs: 1,
        outOfPolicySpend: 5000,
        costOfNonCompliance: 1000,
      },
      {
        group: 'Economy',
        totalPnrs: 8,
        totalSpend: 8400,
        outOfPolicyPnrs: 5,
        outOfPolicySpend: 5700,
        costOfNonCompliance: 0,
      },
    ]);
  });

  it('widens the comparison with the days slider', () => {
    const result = simulateHistogram(histogram, { policyRule: 14, days: 20, breakdownBy: 'cabinClass' });
    // Economy now meets the 30-day trips (900 each): 5700 - 5 x 900.
    expect(result.groups.map((g) => [g.group, g.costOfNonCompliance])).toEqual([
      ['Business', 1000],
      ['Economy', 1200],
    ]);
  });

  it('groups by haul type or all bookings', () => {
    const settings = { policyRule: 14, days: 20 } as const;
    expect(
      simulateHistogram(histogram, { ...settings, breakdownBy: 'haulType' }).groups.map((g) => g.group),
    ).toEqual(['Long haul']);
    const all = simulateHistogram(histogram, { ...settings, breakdownBy: 'all' });
    expect(all.groups).toHaveLength(1);
    expect(all.groups[0]).toMatchObject({ group: 'All bookings', costOfNonCompliance: 2200 });
  });

  it('never counts a negative cost when late trips were cheaper', () => {
    expect(cellCost(2, 1000, 800)).toBe(0);
    expect(cellCost(2, 1000, null)).toBe(0);
    expect(cellCost(2, 1000, 400)).toBe(200);
  });

  it('splits a group into compliant spend, out-of-policy trips at compliant fares, and the cost', () => {
    const economy = simulateHistogram(histogram, { policyRule: 14, days: 20, breakdownBy: 'cabinClass' })
      .groups[1]!;
    const slices = groupSlices(economy);
    expect(slices).toEqual([
      { label: 'Compliant spend', value: 2700 },
      { label: 'Non-compliant trips at compliant fares', value: 4500 },
      { label: 'Cost of non-compliance', value: 1200 },
    ]);
    expect(slices.reduce((sum, s) => sum + s.value, 0)).toBe(economy.totalSpend);
  });

  it('draws the cost against every rule from 1 to 100 days', () => {
    const curve = costCurve(histogram, 14);
    expect(curve).toHaveLength(100);
    expect(curve[0]).toEqual({ policyRule: 1, outOfPolicyPnrs: 2, costOfNonCompliance: 533.33 });
    expect(curve[13]).toEqual({ policyRule: 14, outOfPolicyPnrs: 6, costOfNonCompliance: 1000 });
    expect(curve[99]!.outOfPolicyPnrs).toBe(10);
  });

  it('prices parties against the scope-wide compliant fares, most cost first', () => {
    const fares = benchmarkFares(histogram, 14, 20);
    expect(fares.get(cellKey('Economy', 'Long'))).toBe(900);
    const rows = partyCosts(
      [
        {
          party: 'Initech',
          cabinClass: 'Economy',
          haulType: 'Long',
          outOfPolicyPnrs: 3,
          outOfPolicySpend: 3700,
        },
        {
          party: 'Globex',
          cabinClass: 'Business',
          haulType: 'Long',
          outOfPolicyPnrs: 1,
          outOfPolicySpend: 5000,
        },
        {
          party: 'Globex',
          cabinClass: 'Economy',
          haulType: 'Long',
          outOfPolicyPnrs: 2,
          outOfPolicySpend: 2000,
        },
        { party: 'Acme', cabinClass: 'First', haulType: 'Long', outOfPolicyPnrs: 1, outOfPolicySpend: 9000 },
      ],
      fares,
      2200,
    );
    expect(rows).toEqual([
      { party: 'Globex', outOfPolicyPnrs: 3, outOfPolicySpend: 7000, costOfNonCompliance: 1200 },
      { party: 'Initech', outOfPolicyPnrs: 3, outOfPolicySpend: 3700, costOfNonCompliance: 1000 },
      { party: 'Acme', outOfPolicyPnrs: 1, outOfPolicySpend: 9000, costOfNonCompliance: 0 },
    ]);
  });

  it("shares a cell's cost among the parties above its fare, so the parties add up to the total", () => {
    const fares = new Map([[cellKey('Economy', 'Long'), 900]]);
    const cell = { cabinClass: 'Economy', haulType: 'Long' };
    // Initech paid 600 above the fare, Globex 300 below it: the cell costs 300, all of it Initech's.
    const rows = partyCosts(
      [
        { party: 'Initech', ...cell, outOfPolicyPnrs: 2, outOfPolicySpend: 2400 },
        { party: 'Globex', ...cell, outOfPolicyPnrs: 1, outOfPolicySpend: 600 },
      ],
      fares,
      300,
    );
    expect(rows.map((row) => [row.party, row.costOfNonCompliance])).toEqual([
      ['Initech', 300],
      ['Globex', 0],
    ]);
    // Shares in cents go to the largest remainders: three equal parties of 10.00 are 3.34, 3.33, 3.33.
    const thirds = partyCosts(
      ['A', 'B', 'C'].map((party) => ({
        party,
        ...cell,
        outOfPolicyPnrs: 1,
        outOfPolicySpend: 900 + 10 / 3,
      })),
      fares,
      10,
    );
    expect(thirds.map((row) => row.costOfNonCompliance)).toEqual([3.34, 3.33, 3.33]);
  });

  it("judges each trip by its own corporate's rule for the top card", () => {
    const cost = ownRuleCost(
      [
        { ruleDays: 1, cabinClass: 'Economy', haulType: 'Long', outOfPolicyPnrs: 2, outOfPolicySpend: 2600 },
        {
          ruleDays: 14,
          cabinClass: 'Business',
          haulType: 'Long',
          outOfPolicyPnrs: 1,
          outOfPolicySpend: 5000,
        },
      ],
      histogram,
    );
    expect(cost).toBe(1533.33);
  });

  it('gives the same answer from trips as the service gives from its aggregates', () => {
    const trips: AdvanceTrip[] = histogram.flatMap((row, i) =>
      Array.from({ length: row.airPnrs }, (_, k) => ({
        cabinClass: row.cabinClass,
        haulType: row.haulType,
        cityPair: i % 2 === 0 ? 'LHR-JFK' : 'CDG-SIN',
        daysInAdvance: row.daysInAdvance,
        price: row.spend / row.airPnrs,
        directEnterprise: k === 0 ? 'Globex' : 'Initech',
        pccName: 'NSGB1A',
      })),
    );
    const settings = { policyRule: 14, days: 20, breakdownBy: 'cabinClass', cityPair: null } as const;
    const result = simulateTrips(trips, settings);
    expect(result.groups).toEqual(simulateHistogram(histogramOf(trips), settings).groups);
    expect(result.costOfNonCompliance).toBe(2200);
    expect(result.clients.map((c) => c.party)).toEqual(['Globex', 'Initech']);
    expect(result.pccs).toEqual([
      { party: 'NSGB1A', outOfPolicyPnrs: 6, outOfPolicySpend: 10700, costOfNonCompliance: 2200 },
    ]);
    expect(result.curve).toHaveLength(100);
    const route = simulateTrips(trips, { ...settings, cityPair: 'LHR-JFK' });
    expect(route.totalPnrs).toBe(2 + 2 + 1);
  });
});
