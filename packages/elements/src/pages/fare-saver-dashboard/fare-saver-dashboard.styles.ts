/** Layout of the rebooking analysis page (parts: grid, funnel, step, bar, decisions, simulator, sentence). */
export const fareSaverDashboardStyles = /* css */ `
.ts-analysis-grid { display: grid; gap: var(--tripsight-gap, 16px); grid-template-columns: minmax(0, 1fr); }
@media (min-width: 760px) { .ts-analysis-grid { grid-template-columns: repeat(2, minmax(0, 1fr)); } }
.ts-analysis-grid > .ts-wide { grid-column: 1 / -1; }
.ts-funnel { list-style: none; margin: 0; padding: 0; display: grid; gap: 10px; }
.ts-funnel-step {
  display: grid; gap: 2px 12px; align-items: center;
  grid-template-columns: minmax(0, 1fr) auto;
  grid-template-areas: 'label count' 'track track' 'share share';
}
@media (min-width: 760px) {
  .ts-funnel-step { grid-template-columns: 10rem 6rem minmax(0, 1fr) 12rem; grid-template-areas: 'label count track share'; }
}
.ts-funnel-label { grid-area: label; font-weight: 600; }
.ts-funnel-count { grid-area: count; text-align: right; font-variant-numeric: tabular-nums; font-weight: 700; }
.ts-funnel-track { grid-area: track; height: 14px; background: var(--ts-border); border-radius: 7px; overflow: hidden; }
.ts-funnel-bar { display: block; height: 100%; background: var(--tripsight-chart-color, var(--ts-series-1)); border-radius: 7px; }
.ts-funnel-share { grid-area: share; margin: 0; }
.ts-decisions { list-style: none; margin: 16px 0 0; padding: 0; display: flex; flex-wrap: wrap; gap: 8px; }
.ts-decision {
  display: grid; gap: 2px; padding: 8px 12px; border-radius: 8px; min-width: 7rem;
  border: 1px solid var(--ts-border); border-left-width: 4px;
}
.ts-decision-accepted { border-left-color: var(--ts-positive); }
.ts-decision-declined { border-left-color: var(--tripsight-band-amber, #d97706); }
.ts-decision-expired { border-left-color: var(--ts-muted); }
.ts-decision-label { font-size: 0.85rem; color: var(--ts-muted); }
.ts-figures { display: grid; gap: 12px; grid-template-columns: repeat(auto-fit, minmax(9rem, 1fr)); margin: 12px 0 0; }
.ts-figures dt { font-size: 0.85rem; color: var(--ts-muted); }
.ts-figures dd { margin: 2px 0 0; }
.ts-figure { font-size: 1.1rem; font-weight: 600; font-variant-numeric: tabular-nums; }
.ts-simulator { display: grid; gap: 12px; }
.ts-simulator-controls { display: grid; gap: 12px; grid-template-columns: minmax(0, 1fr); }
@media (min-width: 760px) { .ts-simulator-controls { grid-template-columns: minmax(0, 2fr) minmax(0, 1fr); align-items: end; } }
.ts-threshold-field { display: flex; flex-wrap: wrap; gap: 6px 8px; align-items: center; }
.ts-threshold-field label { flex-basis: 100%; font-size: 0.85rem; color: var(--ts-muted); }
.ts-threshold-field input {
  width: 7rem; font: inherit; padding: 6px 8px; border: 1px solid var(--ts-border); border-radius: 6px;
  background: var(--ts-surface, transparent); color: inherit;
}
.ts-threshold-field input:focus-visible { outline: 2px solid var(--ts-primary); outline-offset: 1px; }
.ts-simulator-sentence { margin: 0; font-size: 1.05rem; line-height: 1.45; }
`;
