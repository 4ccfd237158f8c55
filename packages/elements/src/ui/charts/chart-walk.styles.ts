/**
 * Styles of a chart's keyboard walk (ChartFrame with `describe`): the chart area's focus ring, which
 * stays visible in forced colours, and the readout of the point the keyboard is on.
 */
export const chartWalkStyles = /* css */ `
.ts-chart[tabindex]:focus { outline: none; }
.ts-chart[tabindex]:focus-visible { outline: 2px solid var(--ts-primary); outline-offset: 3px; border-radius: 4px; }
.ts-chart-readout { margin: 4px 0 0; font-size: 0.85rem; font-variant-numeric: tabular-nums; min-height: 1.3em; }
.ts-chart-readout:empty { min-height: 0; margin: 0; }
@media (forced-colors: active) {
  .ts-chart[tabindex]:focus-visible { outline-color: Highlight; }
}
`;
