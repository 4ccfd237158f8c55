import { describe, expect, it } from 'vitest';
import { emissionAlternatives, legKmUnder, simulateShare, type RouteTrips } from './alternatives.js';
import { DESNZ_2024_RF } from './methods.js';

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

describe('emissionAlternatives', () => {
  const trip = (
    fields: Partial<RouteTrips> & Pick<RouteTrips, 'cabin' | 'pnrs' | 'fares' | 'km'>,
  ): RouteTrips => ({
    route: 'LON-PAR',
    isReturn: false,
    hasConnection: false,
    shortLegs: true,
    directKm: 340,
    directDomestic: false,
    ...fields,
  });
  // One way London-Paris, short-haul under the UK method: economy 0.18287, business 0.27430.
  const trips = [
    trip({ cabin: 'Economy', pnrs: 10, fares: 1000, km: { i0: 3400 } }),
    trip({ cabin: 'Business', pnrs: 2, fares: 800, km: { i0: 680 } }),
    trip({ cabin: 'Business', pnrs: 1, fares: 350, km: { i0: 500 }, hasConnection: true }),
    // No economy trip on this route in the range: no fare to compare, so no lower-cabin row.
    trip({
      route: 'NYC-BOS',
      cabin: 'Business',
      pnrs: 4,
      fares: 2000,
      km: { d0: 1200 },
      directDomestic: true,
    }),
  ];

  it('works each kind out from the fares and km of the range, by hand', () => {
    const rows = emissionAlternatives(DESNZ_2024_RF, trips);
    // Economy instead of business on London-Paris: (680 + 500) km × (0.27430 - 0.18287); the average
    // economy fare 100 × 3 PNRs less the 1,150 paid.
    const lower = { pnrs: 3, co2eKgSaved: 107.887, fareDifference: -850 };
    expect(rows).toEqual([
      { kind: 'businessUnder4h', ...lower },
      { kind: 'lowerCabin', ...lower },
      // The connection's 500 km against a 340 km non-stop in business; the non-stop fare 400 less 350.
      { kind: 'nonStop', pnrs: 1, co2eKgSaved: 43.888, fareDifference: 50 },
    ]);
  });

  it('keeps the breakdown value of each row apart', () => {
    const rows = emissionAlternatives(
      DESNZ_2024_RF,
      trips.map((t, i) => ({ ...t, group: i === 1 ? 'Initech' : 'Hooli' })),
    );
    expect(rows.filter((row) => row.kind === 'lowerCabin')).toEqual([
      { kind: 'lowerCabin', group: 'Initech', pnrs: 2, co2eKgSaved: 62.172, fareDifference: -600 },
      { kind: 'lowerCabin', group: 'Hooli', pnrs: 1, co2eKgSaved: 45.715, fareDifference: -250 },
    ]);
  });
});
