import { describe, expect, it } from 'vitest';
import { legKmUnder, simulateShare } from './alternatives.js';

describe('legKmUnder', () => {
  it('turns a block time into great-circle km: 4 hours is 2,800 km', () => {
    expect(legKmUnder(4)).toBe(2800);
    expect(legKmUnder(0.5)).toBe(0);
  });
});

describe('simulateShare', () => {
  const figures = { pnrs: 120, co2eKgSaved: 9000, fareDifference: -48_000 };
  it('scales the PNRs, the CO2e and the money by the share', () => {
    expect(simulateShare(figures, 25)).toEqual({ pnrs: 30, co2eKgSaved: 2250, moneySaved: 12_000 });
    expect(simulateShare(figures, 100)).toEqual({ pnrs: 120, co2eKgSaved: 9000, moneySaved: 48_000 });
  });
  it('clamps the share to 0-100 %', () => {
    expect(simulateShare(figures, 140).co2eKgSaved).toBe(9000);
    expect(simulateShare(figures, -5)).toEqual({ pnrs: 0, co2eKgSaved: 0, moneySaved: 0 });
  });
});
