import { CATEGORY_COLOUR_COUNT, CHART_PALETTE, SERIES_COLOUR_COUNT } from '@tripsight/core/format';

/** Series colours before they repeat (spec hotel §9: the donut cycles through 6 colours). */
export const SERIES_COLOURS = SERIES_COLOUR_COUNT;
/** Colours of the categorical palette: up to ten categories of one chart each get their own. */
export const CATEGORY_COLOURS = CATEGORY_COLOUR_COUNT;

/**
 * CSS colour of series `index` (0-based), cycling through the first `count` of the
 * `--tripsight-chart-color-{n}` colours (six by default, ten for categories); for SVG drawn by
 * React, where custom properties resolve by themselves.
 * @example seriesColour(7) // 'var(--ts-series-2)'
 * @example seriesColour(7, CATEGORY_COLOURS) // 'var(--ts-series-8)'
 */
export function seriesColour(index: number, count: number = SERIES_COLOURS): string {
  return `var(--ts-series-${(index % count) + 1})`;
}

/**
 * The ten palette colours as computed values, for Plot, which writes colours into SVG attributes
 * where custom properties do not resolve (the light palette when a property cannot be read).
 */
export function seriesColours(node: Element): string[] {
  const style = getComputedStyle(node);
  return CHART_PALETTE.light.colours.map(
    (fallback, i) => style.getPropertyValue(`--ts-series-${i + 1}`).trim() || fallback,
  );
}

/**
 * The computed value of the colour token `--ts-{token}` at `node` (empty when it is not set), for
 * colours Plot writes into SVG attributes.
 * @example themeColour(chartArea, 'map-land') // '#e8edf3' (light) or '#2b3447' (dark)
 */
export function themeColour(node: Element, token: string): string {
  return getComputedStyle(node).getPropertyValue(`--ts-${token}`).trim();
}
