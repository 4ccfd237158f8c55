import { describe, expect, it } from 'vitest';
import { HOTEL_DEMO_SAMPLE, HOTEL_POC_SAMPLE, hotelSample, hotelSampleFor } from './hotel-sample.js';
import {
  sampleByChain,
  sampleByLocation,
  sampleByMonth,
  sampleCompanySavings,
  sampleProjection,
  sampleTrackedSpend,
} from './hotel-sample-views.js';

const sum = (values: number[]) => Math.round(values.reduce((a, b) => a + b, 0) * 100) / 100;

describe('hotel sample (POC and demo)', () => {
  it('has the payload shape of the spec', () => {
    for (const payload of [HOTEL_DEMO_SAMPLE, HOTEL_POC_SAMPLE]) {
      expect(Object.keys(payload).sort()).toEqual([
        'metrics',
        'spendByHotelChain',
        'spendByLocation',
        'spendByMonth',
      ]);
      expect(Object.keys(payload.spendByMonth[0]!)).toEqual(['Month', 'Realized', 'Potential']);
      expect(Object.keys(payload.spendByLocation[0]!).sort()).toEqual(
        [
          'Latitude',
          'Longitude',
          'Potential savings',
          'Realized savings',
          'Stay location',
          'Total spend',
        ].sort(),
      );
      expect(payload.metrics.every((m) => typeof m.name === 'string' && 'value' in m)).toBe(true);
    }
  });

  it('adds every series of the demo up to its realized savings and tracked spend', () => {
    const company = sampleCompanySavings(HOTEL_DEMO_SAMPLE);
    const tracked = sampleTrackedSpend(HOTEL_DEMO_SAMPLE);
    expect(sum(sampleByMonth(HOTEL_DEMO_SAMPLE, 'demo').map((r) => r.acceptedSavings))).toBe(
      company.acceptedSavings,
    );
    expect(sum(sampleByChain(HOTEL_DEMO_SAMPLE, 'demo').map((r) => r.acceptedSavings))).toBe(
      company.acceptedSavings,
    );
    expect(sum(sampleByChain(HOTEL_DEMO_SAMPLE, 'demo').map((r) => r.trackedSpend))).toBe(
      tracked.trackedSpend,
    );
    expect(sum(sampleByLocation(HOTEL_DEMO_SAMPLE, 'demo').map((r) => r.acceptedSavings))).toBe(
      company.acceptedSavings,
    );
    expect(sampleByMonth(HOTEL_DEMO_SAMPLE, 'demo')).toHaveLength(12);
    expect(company.avgReservationSavings).toBeCloseTo(company.acceptedSavings / company.rebookings, 2);
    expect(tracked.avgTrackedNumNights).toBe(2.5);
  });

  it('shows potential savings in a POC, where nothing is realized yet', () => {
    const company = sampleCompanySavings(HOTEL_POC_SAMPLE);
    expect(company.acceptedSavings).toBe(0);
    expect(sum(sampleByMonth(HOTEL_POC_SAMPLE, 'poc').map((r) => r.acceptedSavings))).toBe(
      company.potentialSentSavings,
    );
    expect(sum(sampleByLocation(HOTEL_POC_SAMPLE, 'poc').map((r) => r.acceptedSavings))).toBe(
      company.potentialSentSavings,
    );
    expect(company.savingsUptoRate).toBeCloseTo((100 * company.savingsUpto) / 6_240_180.3, 2);
  });

  it('projects the POC sample over a year, matching its per-period metrics', () => {
    const projection = sampleProjection(HOTEL_POC_SAMPLE, 'poc');
    const metric = (name: string) => HOTEL_POC_SAMPLE.metrics.find((m) => m.name === name)?.value;
    expect(projection.perQuarter).toBe(metric('savingsPerQuarter'));
    expect(projection.perMonth).toBe(metric('savingsPerMonth'));
    expect(projection.perDay).toBe(metric('savingsPerDay'));
    expect(projection.total).toBeCloseTo((156_820.4 / 91) * 365, 1);
    expect(sampleProjection(HOTEL_DEMO_SAMPLE, 'demo').total).toBeCloseTo(214_380.55, 1);
  });

  it('serves each kind its sample, its months ending with the sample window', () => {
    expect(hotelSample('poc')).toBe(HOTEL_POC_SAMPLE);
    expect(hotelSample('demo')).toBe(HOTEL_DEMO_SAMPLE);
    expect(HOTEL_DEMO_SAMPLE.spendByMonth.map((m) => m.Month).at(-1)).toBe('2019-07-01');
    expect(HOTEL_DEMO_SAMPLE.spendByMonth[0]!.Month).toBe('2018-08-01');
    const poc = hotelSampleFor('poc', '2026-11-21');
    expect(poc.spendByMonth.map((m) => m.Month)).toEqual(['2026-09-01', '2026-10-01', '2026-11-01']);
    expect(poc.metrics).toEqual(HOTEL_POC_SAMPLE.metrics);
    expect(() => hotelSampleFor('demo', 'someday')).toThrow('invalid sample end date: someday');
  });
});
