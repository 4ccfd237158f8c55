import { describe, expect, it } from 'vitest';
import { describeCabinRule, isCabinAllowed, type CabinRule } from './cabin-policy.js';

const byDuration: CabinRule = {
  kind: 'duration',
  premiumEconomyAboveHours: 4,
  businessAboveHours: 6,
  firstAboveHours: null,
};
const byHaul: CabinRule = { kind: 'haul', premiumEconomy: ['Medium', 'Long'], business: ['Long'], first: [] };
const trip = (cabinClass: string, longestSegment: number, haulType = 'Long') => ({
  cabinClass,
  haulType,
  longestSegment,
});

describe('cabin rule', () => {
  it('allows business above 6 h of the longest segment, not at 6 h', () => {
    expect(isCabinAllowed(byDuration, trip('Business', 6.1))).toBe(true);
    expect(isCabinAllowed(byDuration, trip('Business', 6))).toBe(false);
    expect(isCabinAllowed(byDuration, trip('Premium Economy', 4.5))).toBe(true);
    expect(isCabinAllowed(byDuration, trip('First', 14))).toBe(false);
    expect(isCabinAllowed(byDuration, trip('Economy', 1))).toBe(true);
  });

  it('allows cabins by haul type', () => {
    expect(isCabinAllowed(byHaul, trip('Business', 3, 'Long'))).toBe(true);
    expect(isCabinAllowed(byHaul, trip('Business', 9, 'Medium'))).toBe(false);
    expect(isCabinAllowed(byHaul, trip('Premium Economy', 2, 'Medium'))).toBe(true);
    expect(isCabinAllowed(byHaul, trip('Premium Economy', 2, 'Short'))).toBe(false);
    expect(isCabinAllowed(byHaul, trip('Sleeper', 9))).toBe(false);
  });

  it('says the rule in words', () => {
    expect(describeCabinRule(byDuration)).toBe('Premium Economy above 4 h, Business above 6 h, First never');
    expect(describeCabinRule(byHaul)).toBe(
      'Premium Economy on Medium and Long haul, Business on Long haul, First never',
    );
  });
});
