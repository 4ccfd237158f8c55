import { describe, expect, it } from 'vitest';
import { hostText, parseHostTexts } from './host-texts.js';

describe('host texts', () => {
  const texts = { 'Total savings': 'Gesamteinsparungen', 'An error has occurred': '' };

  it('replaces a product text the host translated and keeps the others as they are', () => {
    expect(hostText(texts, 'Total savings')).toBe('Gesamteinsparungen');
    expect(hostText(texts, 'Looks like there is no data here yet!')).toBe(
      'Looks like there is no data here yet!',
    );
    expect(hostText(undefined, 'Total savings')).toBe('Total savings');
  });

  it('keeps the spec text for an empty replacement and for inherited names', () => {
    expect(hostText(texts, 'An error has occurred')).toBe('An error has occurred');
    expect(hostText(texts, 'toString')).toBe('toString');
  });

  it('reads a JSON attribute or an object, keeping only strings', () => {
    expect(parseHostTexts('{"Total savings":"Économies totales","x":3}')).toEqual({
      texts: { 'Total savings': 'Économies totales' },
      problem: null,
    });
    expect(parseHostTexts({ a: 'b' }).texts).toEqual({ a: 'b' });
    expect(parseHostTexts(null)).toEqual({ texts: {}, problem: null });
    expect(parseHostTexts('{oops').problem).toBe('invalid messages (expected a JSON object of texts): {oops');
    expect(parseHostTexts('["a"]').problem).toBe('invalid messages (expected an object of texts)');
  });
});
