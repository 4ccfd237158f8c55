import { describe, expect, it } from 'vitest';
import { booleanAttributeValue } from './boolean-attribute.js';

describe('booleanAttributeValue', () => {
  it('reads a present attribute as true, even empty or named after itself', () => {
    expect(booleanAttributeValue('')).toBe('true');
    expect(booleanAttributeValue('true')).toBe('true');
    expect(booleanAttributeValue('allow-future-dates')).toBe('true');
  });

  it('reads an absent attribute and "false" as false', () => {
    expect(booleanAttributeValue(null)).toBe('false');
    expect(booleanAttributeValue('false')).toBe('false');
    expect(booleanAttributeValue(' FALSE ')).toBe('false');
  });
});
