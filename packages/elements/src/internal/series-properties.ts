/**
 * The `--ts-series-{n}` custom properties of a theme's chart palette (core's `CHART_PALETTE`): each
 * the host's `--tripsight-chart-color-{n}` when set, else the palette's colour; the first also
 * follows `--tripsight-chart-color` (through `--ts-chart-color`).
 */
export function seriesProperties(colours: readonly string[]): string {
  return colours
    .map((colour, i) => {
      const fallback = i === 0 ? `var(--ts-chart-color, ${colour})` : colour;
      return `  --ts-series-${i + 1}: var(--tripsight-chart-color-${i + 1}, ${fallback});`;
    })
    .join('\n');
}
