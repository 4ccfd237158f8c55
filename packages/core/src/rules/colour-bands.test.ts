import { describe, expect, it } from 'vitest';
import { barColour, percentBand } from './colour-bands.js';

describe('percent colour bands', () => {
  it('is red from 0 to 20, amber from 20 to 50, green from 50', () => {
    expect(percentBand(0)).toBe('red');
    expect(percentBand(19.99)).toBe('red');
    expect(percentBand(20)).toBe('amber');
    expect(percentBand(49.99)).toBe('amber');
    expect(percentBand(50)).toBe('green');
    expect(percentBand(100)).toBe('green');
  });
});

describe('bar colours', () => {
  it('is green above 70, yellow above 50, otherwise orange', () => {
    expect(barColour(70.01)).toBe('green');
    expect(barColour(70)).toBe('yellow');
    expect(barColour(50.01)).toBe('yellow');
    expect(barColour(50)).toBe('orange');
    expect(barColour(0)).toBe('orange');
  });
});
