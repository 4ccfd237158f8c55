import { CHART_PALETTE } from '@tripsight/core/format';
import { seriesProperties } from '../../internal/series-properties.js';

/**
 * Styles of the chart pieces (ChartFrame and every chart). Parts: chart, chart-table,
 * view-as-table, legend. Custom properties: --tripsight-chart-color (first series),
 * --tripsight-chart-color-1 … --tripsight-chart-color-10 (the categorical palette; series
 * cycle through the first six). The map's land,
 * borders and water are the --ts-map-* tokens (swapped by the dark theme).
 */
export const chartStyles = /* css */ `
.tripsight-root {
${seriesProperties(CHART_PALETTE.light.colours)}
  --ts-map-land: #e8edf3;
  --ts-map-border: #b9c3cf;
  --ts-map-water: #f6f9fc;
}
.ts-chart-figure { margin: 0; min-width: 0; }
.ts-chart-tools { display: flex; justify-content: flex-end; margin-bottom: 4px; gap: 8px; flex-wrap: wrap; align-items: center; }
.ts-map-controls { display: inline-flex; align-items: center; gap: 4px; margin-right: auto; }
.ts-map-controls button {
  font: inherit; font-size: 0.85rem; line-height: 1; min-width: 30px; min-height: 30px; padding: 2px 8px;
  border: 1px solid var(--ts-border); background: var(--ts-surface); border-radius: 4px; cursor: pointer; color: inherit;
}
.ts-map-controls button:disabled { opacity: 0.45; cursor: not-allowed; }
.ts-map-controls button:focus-visible { outline: 2px solid var(--ts-primary); outline-offset: 2px; }
.ts-map-controls output { font-size: 0.8rem; color: var(--ts-muted); min-width: 52px; text-align: center; }
.ts-chart[data-map] { cursor: grab; border-radius: 6px; overflow: hidden; }
.ts-chart { min-width: 0; }
.ts-chart svg { display: block; max-width: 100%; height: auto; overflow: visible; --plot-background: var(--ts-surface); }
/* What Plot's own <style> would say: it is left out, so a strict style-src needs no inline styles. */
.ts-chart svg text, .ts-chart svg tspan { white-space: pre; }
.ts-toggle {
  border: 1px solid var(--ts-border); background: var(--ts-surface); border-radius: 4px;
  font: inherit; font-size: 0.8rem; padding: 2px 8px; cursor: pointer; color: inherit; white-space: nowrap;
}
.ts-toggle:focus-visible { outline: 2px solid var(--ts-primary); outline-offset: 2px; }
.ts-legend {
  list-style: none; margin: 8px 0 0; padding: 0; display: flex; flex-wrap: wrap; gap: 4px 14px;
  font-size: 0.8rem;
}
.ts-legend li { display: inline-flex; align-items: center; gap: 6px; min-width: 0; }
.ts-swatch { width: 10px; height: 10px; border-radius: 2px; flex: none; }
.ts-legend-value { color: var(--ts-muted); font-variant-numeric: tabular-nums; }
svg.ts-pie, svg.ts-gauge { width: 100%; max-width: 240px; margin: 0 auto; }
svg.ts-gauge { max-width: 280px; }
.ts-pie-slice { stroke: var(--ts-surface); stroke-width: 1; }
.ts-pie-label { font-size: 11px; font-weight: 600; fill: #fff; pointer-events: none; }
.ts-gauge-track { fill: var(--ts-border); }
.ts-gauge-fill { fill: var(--ts-series-1); }
.ts-gauge-value { font-size: 26px; font-weight: 700; fill: currentColor; }
.ts-gauge-label { font-size: 11px; fill: var(--ts-muted); }
`;
