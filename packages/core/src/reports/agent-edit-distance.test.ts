import { describe, expect, it } from 'vitest';
import { draftText, editDistance } from './agent-edit-distance.js';

describe('editDistance', () => {
  it('counts the characters inserted, deleted or replaced', () => {
    expect(editDistance('kitten', 'sitting')).toBe(3);
    expect(editDistance('flaw', 'lawn')).toBe(2);
    expect(editDistance('', 'abc')).toBe(3);
    expect(editDistance('abc', '')).toBe(3);
    expect(editDistance('same text', 'same text')).toBe(0);
  });

  it('is symmetric', () => {
    expect(editDistance('Please confirm.', 'Please confirm by noon.')).toBe(
      editDistance('Please confirm by noon.', 'Please confirm.'),
    );
  });
});

describe('draftText', () => {
  it('reads a draft as the text a traveller sees: one line per block, entities decoded', () => {
    expect(
      draftText(
        '<p>Dear Emma,</p><p>We have prepared <strong>Tom &amp; Co</strong>.</p><ul><li>Departure: Paris</li></ul>',
      ),
    ).toBe('Dear Emma,\nWe have prepared Tom & Co.\nDeparture: Paris');
  });

  it('drops scripts and styles with their content', () => {
    expect(draftText('<p>Booked.</p><script>alert(1)</script><style>p{}</style>')).toBe('Booked.');
  });

  it('makes a reply sent as drafted a distance of 0', () => {
    const html = '<p>Dear Kenji,</p><p>Your seat is <em>12A</em>.</p>';
    expect(editDistance(draftText(html), 'Dear Kenji,\nYour seat is 12A.')).toBe(0);
  });
});
