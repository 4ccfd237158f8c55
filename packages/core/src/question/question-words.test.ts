import { describe, expect, it } from 'vitest';
import { singular, withinOneEdit, words } from './question-words.js';

describe('question words', () => {
  it('splits a question with offsets, keeping routes and possessives whole', () => {
    expect(words("Lufthansa's LHR-JFK spend")).toEqual([
      { norm: 'lufthansa', start: 0, end: 11 },
      { norm: 'lhr-jfk', start: 12, end: 19 },
      { norm: 'spend', start: 20, end: 25 },
    ]);
    expect(words('Zürich').map((w) => w.norm)).toEqual(['zurich']);
  });
  it('reads plurals', () => {
    expect(['carriers', 'cities', 'classes', 'class'].map(singular)).toEqual([
      'carrier',
      'city',
      'class',
      'class',
    ]);
  });
  it('allows exactly one edit', () => {
    expect(withinOneEdit('lufthnasa', 'lufthansa')).toBe(true);
    expect(withinOneEdit('lufthansaa', 'lufthansa')).toBe(true);
    expect(withinOneEdit('lufthanza', 'lufthansa')).toBe(true);
    expect(withinOneEdit('luftanza', 'lufthansa')).toBe(false);
  });
});
