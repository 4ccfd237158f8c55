import { describe, expect, it } from 'vitest';
import {
  BADGE_MAP_ZOOM,
  clampZoom,
  markerRadius,
  MONEY_BADGE_BANDS,
  moneyBadgeBand,
  moneyBadgeLabel,
  moneyBadgeText,
  SAVINGS_MAP_ZOOM,
} from './savings-map.js';

describe('savings map', () => {
  it('zooms from 1 to 10, starting at 2; a badge map from 1 to 3', () => {
    expect(SAVINGS_MAP_ZOOM).toEqual({ initial: 2, min: 1, max: 10 });
    expect(BADGE_MAP_ZOOM).toEqual({ min: 1, max: 3 });
    expect(clampZoom(0)).toBe(1);
    expect(clampZoom(11)).toBe(10);
    expect(clampZoom(4.4)).toBe(4);
    expect(clampZoom(5, BADGE_MAP_ZOOM)).toBe(3);
    expect(clampZoom(Number.NaN)).toBe(1);
  });

  it('bands money badges up to 10K, 10K to 50K, 50K to 100K and over 100K', () => {
    expect(moneyBadgeBand(0)).toBe('up-to-10k');
    expect(moneyBadgeBand(10_000)).toBe('up-to-10k');
    expect(moneyBadgeBand(10_000.01)).toBe('10k-50k');
    expect(moneyBadgeBand(50_000)).toBe('10k-50k');
    expect(moneyBadgeBand(50_001)).toBe('50k-100k');
    expect(moneyBadgeBand(100_000)).toBe('50k-100k');
    expect(moneyBadgeBand(100_000.5)).toBe('over-100k');
    expect(moneyBadgeBand(-5)).toBe('up-to-10k');
    expect(MONEY_BADGE_BANDS.map((b) => b.label)).toEqual(['Up to 10K', '10K–50K', '50K–100K', 'Over 100K']);
    expect(moneyBadgeLabel('50k-100k')).toBe('50K–100K');
  });

  it('writes badges as short money, $ by default', () => {
    expect(moneyBadgeText(12_345, null)).toBe('$12.3k');
    expect(moneyBadgeText(1_250_000, 'EUR')).toBe('€1.3M');
    expect(moneyBadgeText(1_250_000, 'EUR', 'de-DE')).toBe('1,3M\u00a0€');
    expect(moneyBadgeText(980, 'GBP')).toBe('£980');
  });

  it('sizes markers by the square root of their savings', () => {
    expect(markerRadius(100, 100)).toBe(18);
    expect(markerRadius(25, 100)).toBe(11);
    expect(markerRadius(0, 100)).toBe(4);
    expect(markerRadius(5, 0)).toBe(4);
  });
});
