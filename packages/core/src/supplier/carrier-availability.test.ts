import { describe, expect, it } from 'vitest';
import {
  availabilityCounts,
  clearedFilters,
  daysBeforeDepartureRange,
  filterAvailability,
  sampleAvailabilityRows,
  toggleAll,
  toggleOption,
  type CarrierAvailabilityRow,
} from './carrier-availability.js';

const row = (over: Partial<CarrierAvailabilityRow>): CarrierAvailabilityRow => ({
  recordLocator: 'ABC123',
  segmentIndex: 1,
  ticketingCountry: 'France',
  itinIssuedAt: '2026-01-01',
  itinTicketedAt: '2026-01-02',
  departureTime: '2026-02-01',
  daysBeforeDeparture: 30,
  fareLetter: 'Y',
  preferedCarrierFareCombination: 'AF Y',
  targetFare: 200,
  fareBasisCode: 'YSAVR',
  cityPair: 'CDG-JFK',
  preferredFareAvailabilityStatus: 'Available and booked',
  ...over,
});

describe('carrier availability rules', () => {
  it('All toggles between none and all (docs/rules/air.md#carrier-availability)', () => {
    expect(toggleAll(['a', 'b'], ['a', 'b'])).toEqual([]);
    expect(toggleAll(['a'], ['a', 'b'])).toEqual(['a', 'b']);
    expect(toggleAll([], ['a', 'b'])).toEqual(['a', 'b']);
    expect(toggleOption(['b'], 'a', ['a', 'b'])).toEqual(['a', 'b']);
    expect(toggleOption(['a', 'b'], 'a', ['a', 'b'])).toEqual(['b']);
  });

  it('takes the days range from the data, 0 to 350 without rows', () => {
    expect(daysBeforeDepartureRange([])).toEqual({ from: 0, to: 350 });
    expect(
      daysBeforeDepartureRange([row({ daysBeforeDeparture: 3 }), row({ daysBeforeDeparture: 120 })]),
    ).toEqual({
      from: 3,
      to: 120,
    });
  });

  it('Clear Filters goes back to all', () => {
    const rows = [row({}), row({ preferedCarrierFareCombination: 'BA J', daysBeforeDeparture: 5 })];
    expect(clearedFilters(rows)).toEqual({
      route: 'All',
      statuses: ['Available and booked', 'Available and not booked', 'Not available'],
      combinations: ['AF Y', 'BA J'],
      days: { from: 5, to: 30 },
    });
    expect(filterAvailability(rows, clearedFilters(rows))).toHaveLength(2);
  });

  it('keeps the route, the statuses, the combinations and the days range (inclusive)', () => {
    const rows = [
      row({ recordLocator: 'A' }),
      row({ recordLocator: 'B', cityPair: 'LHR-JFK' }),
      row({ recordLocator: 'C', preferredFareAvailabilityStatus: 'Not available' }),
      row({ recordLocator: 'D', preferedCarrierFareCombination: 'BA J' }),
      row({ recordLocator: 'E', daysBeforeDeparture: 31 }),
    ];
    const all = clearedFilters(rows);
    expect(filterAvailability(rows, { ...all, route: 'CDG-JFK' }).map((r) => r.recordLocator)).toEqual([
      'A',
      'C',
      'D',
      'E',
    ]);
    expect(
      filterAvailability(rows, { ...all, statuses: ['Not available'] }).map((r) => r.recordLocator),
    ).toEqual(['C']);
    expect(filterAvailability(rows, { ...all, combinations: [] })).toEqual([]);
    expect(
      filterAvailability(rows, { ...all, days: { from: 30, to: 30 } }).map((r) => r.recordLocator),
    ).toEqual(['A', 'B', 'C', 'D']);
  });

  it('counts segments per status in chart order', () => {
    const counts = availabilityCounts([
      row({}),
      row({}),
      row({ preferredFareAvailabilityStatus: 'Not available' }),
    ]);
    expect(counts).toEqual([
      { status: 'Available and booked', segments: 2, percent: 66.7 },
      { status: 'Available and not booked', segments: 0, percent: 0 },
      { status: 'Not available', segments: 1, percent: 33.3 },
    ]);
  });

  it('builds the same sample rows every time, with every status', () => {
    const a = sampleAvailabilityRows(200);
    expect(a).toEqual(sampleAvailabilityRows(200));
    expect(new Set(a.map((r) => r.preferredFareAvailabilityStatus)).size).toBe(3);
    expect(a.every((r) => r.daysBeforeDeparture >= 0 && r.daysBeforeDeparture <= 350)).toBe(true);
  });
});
