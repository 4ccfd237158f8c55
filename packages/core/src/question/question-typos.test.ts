import { describe, expect, it } from 'vitest';
import { closest, editDistance } from './question-typos.js';

describe('typo reading', () => {
  it('reads a slip as the equally near word keeping its start and end', () => {
    expect(editDistance('rebookd', 'rebooked', 2)).toBe(1);
    expect(editDistance('rebookd', 'rebook', 2)).toBe(1);
    expect(closest('rebookd', ['rebook', 'rebooked'])).toEqual(['rebooked']);
    expect(closest('spnd', ['send', 'spend'])).toEqual(['spend']);
  });

  it('keeps words still tied, so the word is not read', () => {
    expect(closest('bat', ['cat', 'hat'])).toEqual(['cat', 'hat']);
    expect(closest('flihgt', ['flight'])).toEqual(['flight']);
  });
});
