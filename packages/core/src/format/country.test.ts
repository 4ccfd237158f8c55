import { describe, expect, it } from 'vitest';
import { countryName } from './country.js';

describe('country names', () => {
  it('names a country from its ISO code, where codes were shown before', () => {
    expect(countryName('US')).toBe('United States');
    expect(countryName('gb')).toBe('United Kingdom');
    expect(countryName('DE')).toBe('Germany');
  });

  it('keeps what it cannot name', () => {
    expect(countryName('Q1')).toBe('Q1');
    expect(countryName('')).toBe('');
    expect(countryName(null)).toBe('');
  });
});
