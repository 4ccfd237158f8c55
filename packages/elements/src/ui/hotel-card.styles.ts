/**
 * Styles of the hotel savings widgets (parts: banner, figures, figure, figure-label, figure-value,
 * chain-table).
 */
export const hotelCardStyles = /* css */ `
.tripsight-root { height: 100%; }
.ts-figures {
  margin: 12px 0 0; display: grid; gap: 10px 16px;
  grid-template-columns: repeat(auto-fit, minmax(110px, 1fr));
}
.ts-figures div { min-width: 0; }
.ts-figures dt { font-size: 0.78rem; color: var(--ts-muted); }
.ts-figures dd { margin: 2px 0 0; font-weight: 600; font-size: 1.05rem; font-variant-numeric: tabular-nums; }
.ts-hero .ts-value { font-size: var(--tripsight-kpi-size, 2.1rem); color: var(--ts-primary); }
.ts-banner {
  display: flex; flex-wrap: wrap; align-items: center; gap: 8px 28px;
  background: color-mix(in srgb, var(--ts-primary) 8%, var(--ts-surface));
  border: 1px solid color-mix(in srgb, var(--ts-primary) 25%, var(--ts-border));
  border-radius: var(--ts-radius); padding: 12px var(--ts-card-padding);
}
.ts-banner h3 { margin: 0; font-size: 0.95rem; font-weight: 600; flex: 0 0 auto; }
.ts-banner dl { margin: 0; display: flex; flex-wrap: wrap; gap: 6px 28px; }
.ts-banner dl div { display: flex; align-items: baseline; gap: 8px; }
.ts-banner dt { font-size: 0.8rem; color: var(--ts-muted); }
.ts-banner dd { margin: 0; font-weight: 700; font-size: 1.1rem; font-variant-numeric: tabular-nums; }
.ts-toolkit-upto { display: flex; flex-wrap: wrap; align-items: baseline; gap: 6px 10px; }
.ts-chain-body { display: grid; gap: 16px; align-items: start; grid-template-columns: minmax(0, 1fr); }
@container (min-width: 560px) {
  .ts-chain-body { grid-template-columns: minmax(180px, 240px) minmax(0, 1fr); }
}
.ts-chain-frame { display: flex; flex-direction: column; height: 100%; }
.ts-chain-frame > .ts-chain-card { flex: 1; container-type: inline-size; }
.ts-map-legend-title { font-size: 0.78rem; color: var(--ts-muted); margin: 8px 0 0; }
.ts-chain-name { display: inline-flex; align-items: baseline; }
.ts-chain-swatch {
  display: inline-block; width: 10px; height: 10px; border-radius: 2px; margin-right: 8px; flex: none;
}
`;
