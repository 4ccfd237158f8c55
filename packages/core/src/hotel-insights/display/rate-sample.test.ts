import { describe, expect, it } from 'vitest';
import { nightsSample, rateWithSample, SMALL_SAMPLE_NIGHTS } from './rate-sample.js';

describe('rates with their n', () => {
  it('shows the rate with one decimal and the nights it rests on', () => {
    expect(rateWithSample(84.234, 1234).text).toBe('84.2% (n = 1,234 nights)');
    expect(rateWithSample(84.234, 1234).smallSample).toBe(false);
  });

  it('flags a rate over fewer nights than the threshold, so 100 % of three nights is not a result', () => {
    const rate = rateWithSample(100, 3);
    expect(rate.value).toBe('100.0%');
    expect(rate.sample).toBe('n = 3 nights');
    expect(rate.smallSample).toBe(true);
    expect(rateWithSample(50, SMALL_SAMPLE_NIGHTS).smallSample).toBe(false);
    expect(rateWithSample(50, SMALL_SAMPLE_NIGHTS - 1).smallSample).toBe(true);
  });

  it('says night for one and rounds fractional nights, in the host locale', () => {
    expect(nightsSample(1)).toBe('n = 1 night');
    expect(nightsSample(2.6)).toBe('n = 3 nights');
    expect(rateWithSample(12.5, 1500, 'de-DE').text).toBe('12,5\u00a0% (n = 1.500 nights)');
  });
});
