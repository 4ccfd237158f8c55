import { describe, expect, it } from 'vitest';
import { figureDecimals, negotiatedFareAdoption, visibleFigures } from './negotiated-fares.js';

describe('negotiated fare adoption', () => {
  it('is the rounded percent of tracked PNRs that had a negotiated fare', () => {
    expect(negotiatedFareAdoption(200, 73)).toBe(37);
    expect(negotiatedFareAdoption(3, 2)).toBe(67);
    expect(negotiatedFareAdoption(8, 1)).toBe(13);
    expect(negotiatedFareAdoption(10, 10)).toBe(100);
  });

  it('is 0 without tracked PNRs', () => {
    expect(negotiatedFareAdoption(0, 0)).toBe(0);
  });
});

describe('visible figures', () => {
  it('keeps the spec order and hides a figure whose value is zero', () => {
    expect(
      visibleFigures({
        'Negotiated Fare Adoption': 42,
        'CAT success': 0,
        'Lowest Negotiated Fare PNR Ratio': 61.5,
        'LIF success': 12,
      }),
    ).toEqual([
      { title: 'Negotiated Fare Adoption', value: 42, decimals: 0 },
      { title: 'Lowest Negotiated Fare PNR Ratio', value: 61.5, decimals: 2 },
      { title: 'LIF success', value: 12, decimals: 2 },
    ]);
  });

  it('shows the adoption as a rounded percent and the other figures with 2 decimals', () => {
    expect(figureDecimals('Negotiated Fare Adoption')).toBe(0);
    expect(figureDecimals('CAT success')).toBe(2);
    expect(figureDecimals('Lowest Negotiated Fare PNR Ratio')).toBe(2);
    expect(figureDecimals('LIF success')).toBe(2);
  });
});
