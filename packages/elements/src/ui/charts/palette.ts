/** Series colours before they repeat (spec hotel §9: the donut cycles through 6 colours). */
export const SERIES_COLOURS = 6;

/** Used when a colour custom property cannot be read (a chart drawn outside a styled root). */
const FALLBACK = ['#2563eb', '#0891b2', '#f59e0b', '#10b981', '#8b5cf6', '#ec4899'] as const;

/**
 * CSS colour of series `index` (0-based), cycling through the six `--tripsight-chart-color-{n}`
 * colours; for SVG drawn by React, where custom properties resolve by themselves.
 * @example seriesColour(7) // 'var(--ts-series-2)'
 */
export function seriesColour(index: number): string {
  return `var(--ts-series-${(index % SERIES_COLOURS) + 1})`;
}

/**
 * The six series colours as computed values, for Plot, which writes colours into SVG attributes
 * where custom properties do not resolve.
 */
export function seriesColours(node: Element): string[] {
  const style = getComputedStyle(node);
  return FALLBACK.map((fallback, i) => style.getPropertyValue(`--ts-series-${i + 1}`).trim() || fallback);
}

/**
 * The computed value of the colour token `--ts-{token}` at `node` (empty when it is not set), for
 * colours Plot writes into SVG attributes.
 * @example themeColour(chartArea, 'map-land') // '#e8edf3' (light) or '#2b3447' (dark)
 */
export function themeColour(node: Element, token: string): string {
  return getComputedStyle(node).getPropertyValue(`--ts-${token}`).trim();
}
