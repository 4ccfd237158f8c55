import { describe, expect, it } from 'vitest';
import {
  filterPnrSummary,
  formatPolicyPrice,
  formatSegmentHours,
  formatTicketingDate,
  initialPnrSummaryFilters,
  inPriceRange,
  matchesChoice,
  policyAnswer,
  priceBounds,
} from './pnr-summary.js';
import { PNR_SUMMARY_LIMIT } from './policy-constants.js';
import { CABIN_FILTER_OPTIONS, POLICY_FILTER_OPTIONS } from '../model/policy-choices.js';

const rows = [
  { cabinClass: 'Economy', isCabinCompliant: true, price: 120.5 },
  { cabinClass: 'Business', isCabinCompliant: false, price: 4200 },
  { cabinClass: 'Business', isCabinCompliant: true, price: 3900 },
  { cabinClass: 'First', isCabinCompliant: false, price: 9800 },
];

describe('PNR summary filters', () => {
  it('offers the spec options and asks for at most 50,000 rows', () => {
    expect(CABIN_FILTER_OPTIONS).toEqual(['All', 'Economy', 'Premium Economy', 'Business', 'First']);
    expect(POLICY_FILTER_OPTIONS).toEqual(['All', 'Yes', 'No']);
    expect(PNR_SUMMARY_LIMIT).toBe(50000);
  });

  it('widens the price bounds of the data by 1 on each side', () => {
    expect(priceBounds(rows.map((r) => r.price))).toEqual({ from: 119.5, to: 9801 });
    expect(priceBounds([])).toBeNull();
  });

  it('keeps prices strictly between the bounds', () => {
    expect(inPriceRange(150, { from: 100, to: 200 })).toBe(true);
    expect(inPriceRange(100, { from: 100, to: 200 })).toBe(false);
    expect(inPriceRange(200, { from: 100, to: 200 })).toBe(false);
  });

  it('matches everything with All, the value in include mode, everything else in exclude mode', () => {
    expect(matchesChoice('First', 'All', 'exclude')).toBe(true);
    expect(matchesChoice('Business', 'Business', 'include')).toBe(true);
    expect(matchesChoice('Economy', 'Business', 'include')).toBe(false);
    expect(matchesChoice('Business', 'Business', 'exclude')).toBe(false);
    expect(matchesChoice('Economy', 'Business', 'exclude')).toBe(true);
    expect(policyAnswer(false)).toBe('No');
  });

  it('applies a filter only while its switch is on', () => {
    const filters = initialPnrSummaryFilters(priceBounds(rows.map((r) => r.price)));
    expect(filterPnrSummary(rows, filters)).toHaveLength(4);
    const off = {
      ...filters,
      cabin: { enabled: false, value: { choice: 'Business', mode: 'include' as const } },
    };
    expect(filterPnrSummary(rows, off)).toHaveLength(4);
    const business = {
      ...filters,
      cabin: { enabled: true, value: { choice: 'Business', mode: 'include' as const } },
    };
    expect(filterPnrSummary(rows, business).map((r) => r.price)).toEqual([4200, 3900]);
    const notBusinessOutOfPolicy = {
      ...business,
      cabin: { enabled: true, value: { choice: 'Business', mode: 'exclude' as const } },
      policy: { enabled: true, value: { choice: 'No', mode: 'include' as const } },
    };
    expect(filterPnrSummary(rows, notBusinessOutOfPolicy).map((r) => r.cabinClass)).toEqual(['First']);
    const priced = { ...filters, price: { enabled: true, value: { from: 120.5, to: 9800 } } };
    expect(filterPnrSummary(rows, priced).map((r) => r.price)).toEqual([4200, 3900]);
  });

  it('shows ticketing dates year-day-month, prices to one decimal and segment hours', () => {
    expect(formatTicketingDate('2026-03-15')).toBe('2026-15-03');
    expect(formatPolicyPrice(1234.56, 'EUR')).toBe('€1,234.6');
    expect(formatPolicyPrice(99.94, 'USD')).toBe('$99.9');
    expect(formatSegmentHours(7.86)).toBe('7.9 h');
  });
});
