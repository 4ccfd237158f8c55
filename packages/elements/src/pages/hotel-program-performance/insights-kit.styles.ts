/** Styles of the insights cards: rates with their n, module links, the bar split, room rows. */
export const insightsStyles = /* css */ `
.tripsight-root { height: 100%; }
.ts-figures { grid-template-columns: repeat(auto-fit, minmax(140px, 1fr)); }
.ts-figures dd { overflow-wrap: break-word; }
.ts-rate-value { font-weight: 600; font-variant-numeric: tabular-nums; }
.ts-rate-large .ts-rate-value { font-size: var(--tripsight-kpi-size, 1.8rem); color: var(--ts-primary); }
.ts-rate-sample { color: var(--ts-muted); font-size: 0.8rem; white-space: nowrap; }
.ts-rate-sample[data-small-sample] { color: color-mix(in srgb, var(--ts-warning) 70%, var(--ts-text)); }
.ts-module-link { display: inline-block; margin-top: 12px; color: var(--ts-primary); font-weight: 600; }
.ts-module-link:focus-visible { outline: 2px solid var(--ts-primary); outline-offset: 2px; }
.ts-split { display: flex; height: 28px; border-radius: 6px; overflow: hidden; margin: 8px 0 12px; }
.ts-split span { display: block; min-width: 2px; }
.ts-split-legend { list-style: none; margin: 0; padding: 0; display: grid; gap: 6px;
  grid-template-columns: repeat(auto-fit, minmax(170px, 1fr)); }
.ts-split-legend li { display: flex; flex-wrap: wrap; gap: 4px 8px; align-items: baseline; font-size: 0.85rem; }
.ts-rate-list { list-style: none; margin: 8px 0 0; padding: 0; display: grid; gap: 4px 16px;
  grid-template-columns: repeat(auto-fit, minmax(min(100%, 220px), 1fr)); font-size: 0.85rem; }
.ts-swatch { flex: 0 0 auto; width: 10px; height: 10px; border-radius: 2px; display: inline-block; }
.ts-card-actions { display: flex; flex-wrap: wrap; gap: 8px; align-items: center; margin-left: auto; }
.ts-reasons { margin: 8px 0 0; padding-left: 18px; font-size: 0.85rem; }
.ts-missed-grid { display: grid; gap: 12px; grid-template-columns: repeat(auto-fill, minmax(min(100%, 280px), 1fr)); }
.ts-missed-card { border: 1px solid var(--ts-border); border-radius: var(--ts-radius); padding: 12px; display: grid; gap: 6px; align-content: start; }
.ts-missed-card h4 { margin: 0; font-size: 0.95rem; }
.ts-missed-card p { margin: 0; font-size: 0.85rem; color: var(--ts-muted); }
.ts-reason { font-weight: 600; color: var(--ts-negative); }
.ts-expand { background: none; border: 1px solid var(--ts-border); border-radius: 4px; cursor: pointer;
  color: inherit; font: inherit; font-size: 0.85rem; padding: 2px 8px; white-space: nowrap; }
.ts-expanded-row td { background: color-mix(in srgb, var(--ts-primary) 4%, var(--ts-surface)); }
.ts-toolbar { display: flex; flex-wrap: wrap; gap: 8px 16px; align-items: center; margin-bottom: 8px; }
.ts-card-export { position: relative; }
.ts-card-export-menu {
  position: absolute; top: 100%; left: 0; z-index: 5; display: grid; min-width: 160px; margin-top: 4px;
  padding: 4px; background: var(--ts-surface); border: 1px solid var(--ts-border); border-radius: 6px;
  box-shadow: 0 6px 20px rgba(0, 0, 0, 0.15);
}
.ts-card-export-menu [role='menuitem'] {
  font: inherit; text-align: left; padding: 6px 10px; border: 0; border-radius: 4px; background: none;
  color: inherit; cursor: pointer;
}
.ts-card-export-menu [role='menuitem']:hover, .ts-card-export-menu [role='menuitem']:focus-visible {
  background: var(--ts-surface-muted); outline: 2px solid var(--ts-primary); outline-offset: -2px;
}
.ts-placeholder { padding: 24px var(--ts-card-padding); }
.ts-placeholder p { color: var(--ts-muted); max-width: 60ch; }
`;
