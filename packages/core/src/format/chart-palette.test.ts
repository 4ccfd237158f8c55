import { describe, expect, it } from 'vitest';
import {
  CATEGORY_COLOUR_COUNT,
  CHART_PALETTE,
  colourDistance,
  contrastRatio,
  SERIES_COLOUR_COUNT,
} from './chart-palette.js';

describe('chart palette', () => {
  it('measures contrast as WCAG does', () => {
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21, 5);
    expect(contrastRatio('#ffffff', '#ffffff')).toBe(1);
    expect(contrastRatio('#767676', '#ffffff')).toBeCloseTo(4.54, 2);
    expect(() => contrastRatio('blue', '#ffffff')).toThrow(/#rrggbb/);
  });

  for (const theme of ['light', 'dark'] as const) {
    const { card, colours } = CHART_PALETTE[theme];

    it(`gives the ${theme} theme ten colours, each 3:1 or more against the card`, () => {
      expect(colours).toHaveLength(CATEGORY_COLOUR_COUNT);
      expect(CATEGORY_COLOUR_COUNT).toBeGreaterThanOrEqual(10);
      expect(SERIES_COLOUR_COUNT).toBeLessThanOrEqual(CATEGORY_COLOUR_COUNT);
      const weak = colours.filter((colour) => contrastRatio(colour, card) < 3);
      expect(weak).toEqual([]);
    });

    it(`keeps the ${theme} colours apart from one another`, () => {
      for (let i = 0; i < colours.length; i++)
        for (let j = i + 1; j < colours.length; j++)
          expect(colourDistance(colours[i]!, colours[j]!), `${colours[i]} ${colours[j]}`).toBeGreaterThan(15);
    });
  }
});
