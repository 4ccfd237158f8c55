import { formatMoney } from '../format/money.js';

/** Zoom of the savings by stay location map (docs/rules/hotel.md#maps-and-charts): default 2, min 1, max 10. */
export const SAVINGS_MAP_ZOOM = { initial: 2, min: 1, max: 10 } as const;
/** Zoom of a map of money badges alone (docs/rules/hotel.md#maps-and-charts: "badge map zoom 1 to 3"). */
export const BADGE_MAP_ZOOM = { min: 1, max: 3 } as const;

/** A zoom level kept inside [min, max] and whole. */
export function clampZoom(zoom: number, limits: { min: number; max: number } = SAVINGS_MAP_ZOOM): number {
  if (!Number.isFinite(zoom)) return limits.min;
  return Math.min(limits.max, Math.max(limits.min, Math.round(zoom)));
}

/** The money bands of the map's badges (docs/rules/hotel.md#maps-and-charts): up to 10K, 10K to 50K, 50K to 100K, over 100K. */
export const MONEY_BADGE_BANDS = [
  { band: 'up-to-10k', label: 'Up to 10K', upTo: 10_000 },
  { band: '10k-50k', label: '10K–50K', upTo: 50_000 },
  { band: '50k-100k', label: '50K–100K', upTo: 100_000 },
  { band: 'over-100k', label: 'Over 100K', upTo: Infinity },
] as const;
export type MoneyBadgeBand = (typeof MONEY_BADGE_BANDS)[number]['band'];

/**
 * The band of an amount: 10,000 is still "up to 10K", 10,000.01 is "10K–50K", and so on; more than
 * 100,000 is "over 100K". Negative amounts count as nothing saved.
 */
export function moneyBadgeBand(amount: number): MoneyBadgeBand {
  const value = Math.max(0, amount);
  return (MONEY_BADGE_BANDS.find((b) => value <= b.upTo) ?? MONEY_BADGE_BANDS[3]).band;
}

/** The label of a band ('10K–50K'). */
export function moneyBadgeLabel(band: MoneyBadgeBand): string {
  return MONEY_BADGE_BANDS.find((b) => b.band === band)?.label ?? band;
}

/**
 * The text of a money badge: the short amount with its currency symbol ($ when unknown, docs/rules/hotel.md#maps-and-charts),
 * in `locale` (en-US by default).
 * @example moneyBadgeText(12_345, null) // '$12.3k'
 * @example moneyBadgeText(12_345, 'EUR', 'de-DE') // '12,3k €'
 */
export function moneyBadgeText(amount: number, currency: string | null, locale?: string): string {
  return formatMoney(amount, currency, { short: true, decimals: 1, locale });
}

/**
 * The radius in px of a location's marker: by the square root of its savings relative to the
 * largest, between 4 and 18, so areas compare like the amounts.
 */
export function markerRadius(amount: number, largest: number): number {
  if (!(largest > 0) || !(amount > 0)) return 4;
  return Math.round((4 + 14 * Math.sqrt(amount / largest)) * 10) / 10;
}
