import { describe, expect, it } from 'vitest';
import { DISTANCE_BUCKETS, bucketBand, bucketOf, haulBand } from './bands.js';
import { airFactor, bucketsCo2e, hotelFactor, segmentEmissions, stayEmissions } from './co2e.js';
import { greatCircleKm } from './distance.js';
import { ADEME_2018, DESNZ_2024_RF, EMISSION_METHODS, emissionMethod, methodStamp } from './methods.js';

// The dataset's airport places (degrees).
const LHR = { latitude: 51.47, longitude: -0.45, country: 'GB' };
const MAN = { latitude: 53.35, longitude: -2.28, country: 'GB' };
const JFK = { latitude: 40.64, longitude: -73.78, country: 'US' };
const LAX = { latitude: 33.94, longitude: -118.41, country: 'US' };
const CDG = { latitude: 49.01, longitude: 2.55, country: 'FR' };
const FRA = { latitude: 50.04, longitude: 8.56, country: 'DE' };
const MAD = { latitude: 40.47, longitude: -3.57, country: 'ES' };

/** kg to the gram. */
const GRAM = 3;

describe('greatCircleKm', () => {
  it('measures LHR-JFK and LHR-MAN on a 6,371 km sphere', () => {
    expect(greatCircleKm(LHR, JFK)).toBeCloseTo(5540.510157, 5);
    expect(greatCircleKm(LHR, MAN)).toBeCloseTo(243.10297, 5);
    expect(greatCircleKm(JFK, LHR)).toBeCloseTo(greatCircleKm(LHR, JFK), 9);
    expect(greatCircleKm(LHR, LHR)).toBe(0);
  });
});

describe('segmentEmissions, worked by hand from the published tables', () => {
  it('DESNZ 2024 with RF: long-haul business LHR-JFK is 5,540.510 km × 0.58028', () => {
    const result = segmentEmissions(DESNZ_2024_RF, { from: LHR, to: JFK, cabin: 'Business' });
    expect(result.band).toBe('Long-haul');
    expect(result.co2eKg).toBeCloseTo(3215.047, GRAM);
  });

  it('DESNZ 2024 with RF: a flight within one country is domestic, 243.103 km × 0.27257', () => {
    const result = segmentEmissions(DESNZ_2024_RF, { from: LHR, to: MAN, cabin: 'Economy' });
    expect(result.band).toBe('Domestic');
    expect(result.co2eKg).toBeCloseTo(66.263, GRAM);
    // Domestic has one published figure: premium economy on JFK-LAX (3,974.385 km) takes it too.
    const us = segmentEmissions(DESNZ_2024_RF, { from: JFK, to: LAX, cabin: 'Premium Economy' });
    expect(us.band).toBe('Domestic');
    expect(us.co2eKg).toBeCloseTo(1083.298, GRAM);
  });

  it('DESNZ 2024 with RF: short-haul business 0.27430, long-haul premium economy 0.32015', () => {
    const result = segmentEmissions(DESNZ_2024_RF, { from: FRA, to: MAD, cabin: 'Business' });
    expect(result.band).toBe('Short-haul');
    expect(result.co2eKg).toBeCloseTo(390.211, GRAM);
    // FRA-MAD is 1,422.567 km; long-haul premium economy on CDG-JFK (5,833.826 km).
    expect(
      segmentEmissions(DESNZ_2024_RF, { from: CDG, to: JFK, cabin: 'Premium Economy' }).co2eKg,
    ).toBeCloseTo(1867.699, GRAM);
  });

  it('ADEME 2018: one factor per distance band, every cabin alike', () => {
    expect(segmentEmissions(ADEME_2018, { from: LHR, to: JFK, cabin: 'Business' }).co2eKg).toBeCloseTo(
      459.862,
      GRAM,
    );
    expect(segmentEmissions(ADEME_2018, { from: LHR, to: MAN, cabin: 'Economy' }).co2eKg).toBeCloseTo(
      34.326,
      GRAM,
    );
    expect(segmentEmissions(ADEME_2018, { from: FRA, to: MAD, cabin: 'First' }).co2eKg).toBeCloseTo(
      145.671,
      GRAM,
    );
    const us = segmentEmissions(ADEME_2018, { from: JFK, to: LAX, cabin: 'Economy' });
    expect(us.band).toBe('Long-haul');
    expect(us.co2eKg).toBeCloseTo(329.874, GRAM);
  });
});

describe('bucketsCo2e', () => {
  it("multiplies each bucket's km by its band's factor in the cabin, or one band's only", () => {
    const km: Record<string, number> = { d1: 100, i0: 200, i3: 1000 };
    const of = (id: string) => km[id] ?? 0;
    // Domestic 0.27257, short-haul business 0.27430, long-haul business 0.58028.
    expect(bucketsCo2e(DESNZ_2024_RF, 'Business', of)).toBeCloseTo(
      100 * 0.27257 + 200 * 0.2743 + 1000 * 0.58028,
      9,
    );
    expect(bucketsCo2e(DESNZ_2024_RF, 'Business', of, 'Long-haul')).toBeCloseTo(580.28, 9);
    expect(bucketsCo2e(DESNZ_2024_RF, 'Business', of, 'Medium-haul')).toBe(0);
    // ADEME bands by distance alone: 100 km medium-haul (1,000 to 3,500 km), 200 km short-haul,
    // 1,000 km long-haul, every cabin alike.
    expect(bucketsCo2e(ADEME_2018, 'First', of)).toBeCloseTo(100 * 0.1024 + 200 * 0.1412 + 1000 * 0.083, 9);
  });
});

describe('airFactor', () => {
  it('takes the published figure, else the nearest lower cabin of the band', () => {
    expect(airFactor(DESNZ_2024_RF, 'Long-haul', 'First')).toBe(0.8004);
    expect(airFactor(DESNZ_2024_RF, 'Long-haul', 'Premium Economy')).toBe(0.32015);
    // The publication has no short-haul premium economy or first row.
    expect(airFactor(DESNZ_2024_RF, 'Short-haul', 'First')).toBe(0.2743);
    expect(airFactor(DESNZ_2024_RF, 'Short-haul', 'Premium Economy')).toBe(0.18287);
    expect(airFactor(DESNZ_2024_RF, 'Domestic', 'Business')).toBe(0.27257);
    expect(() => airFactor(DESNZ_2024_RF, 'Medium-haul', 'Economy')).toThrow(/no factors/);
  });
});

describe('stayEmissions', () => {
  it('multiplies the nights by the country factor, or the declared fallback', () => {
    expect(stayEmissions(DESNZ_2024_RF, 'GB', 3)).toBeCloseTo(31.2, GRAM);
    expect(stayEmissions(DESNZ_2024_RF, 'US', 2)).toBeCloseTo(32.2, GRAM);
    expect(stayEmissions(DESNZ_2024_RF, 'DE', 2)).toBeCloseTo(26.4, GRAM);
    // Argentina is listed without a figure: the United Kingdom's applies.
    expect(stayEmissions(DESNZ_2024_RF, 'AR', 2)).toBeCloseTo(20.8, GRAM);
    // ADEME's base has no hotel table: the DESNZ one applies.
    expect(stayEmissions(ADEME_2018, 'IN', 4)).toBeCloseTo(235.6, GRAM);
    expect(hotelFactor(ADEME_2018, 'FR')).toBe(6.7);
  });
});

describe('distance buckets', () => {
  it('give every segment of a bucket the same band under every method', () => {
    for (const method of EMISSION_METHODS) {
      for (const bucket of DISTANCE_BUCKETS) {
        const inside = Number.isFinite(bucket.toKm) ? bucket.toKm - 0.001 : bucket.fromKm + 50_000;
        expect(haulBand(method, bucket.domestic, inside)).toBe(bucketBand(method, bucket));
      }
    }
    expect(bucketOf(false, 3699.9).id).toBe('i2');
    expect(bucketOf(false, 3700).id).toBe('i3');
    expect(bucketOf(true, 10).id).toBe('d0');
  });
});

describe('methods', () => {
  it('default to the first and stamp id, source and factor year', () => {
    expect(emissionMethod().id).toBe('desnz-2024-rf');
    expect(emissionMethod('ademe-2018')).toBe(ADEME_2018);
    expect(() => emissionMethod('nope')).toThrow(/unknown emission method "nope"/);
    expect(methodStamp(ADEME_2018)).toEqual({
      id: 'ademe-2018',
      source: ADEME_2018.source,
      factorYear: 2018,
    });
    expect(methodStamp(ADEME_2018, 'hotel')).toEqual({
      id: 'ademe-2018',
      source: 'DESNZ conversion factors 2024, hotel stay',
      factorYear: 2024,
    });
  });
});

describe('method ids', () => {
  it('list the methods in order, the default first', async () => {
    const { EMISSION_METHOD_IDS } = await import('./methods.js');
    expect(EMISSION_METHODS.map((m) => m.id)).toEqual([...EMISSION_METHOD_IDS]);
  });
});
