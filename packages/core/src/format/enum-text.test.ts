import { describe, expect, it } from 'vitest';
import { enumText, isEnumCode } from './enum-text.js';

describe('enumText', () => {
  it('writes enumeration codes as words, in sentence case', () => {
    expect(enumText('STRUCTURED_BOOKING')).toBe('Structured booking');
    expect(enumText('PENDING_AGENT_APPROVAL')).toBe('Pending agent approval');
    expect(enumText('IN_PROGRESS')).toBe('In progress');
    expect(enumText('CHANGE_REQUEST')).toBe('Change request');
    expect(enumText('CANCELLATION')).toBe('Cancellation');
    expect(enumText('COMPLETED')).toBe('Completed');
    expect(enumText('TOP_10_ROUTES')).toBe('Top 10 routes');
  });

  it('leaves names, codes of places and carriers, routes, currencies and numbers as they are', () => {
    for (const value of [
      'Acme Industries',
      'LHR',
      'LH',
      'JFK-LHR',
      'USD',
      'BCD',
      'Long',
      '1',
      '12.5',
      '',
      'Non-stop',
    ])
      expect(enumText(value)).toBe(value);
  });

  it('tells a code from other upper-case text', () => {
    expect(isEnumCode('HANDED_OFF')).toBe(true);
    expect(isEnumCode('FAILED')).toBe(true);
    expect(isEnumCode('NDC')).toBe(false);
    expect(isEnumCode('_X')).toBe(false);
    expect(isEnumCode('lower_case')).toBe(false);
  });
});
