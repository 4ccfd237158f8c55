import { CHART_PALETTE } from '@tripsight/core/format';
import { seriesProperties } from './series-properties.js';

/**
 * The dark theme: the same tokens as base.styles.ts, ui.styles.ts and charts.styles.ts with dark
 * values, on an element whose root says `data-theme="dark"` (ElementRoot sets it from the `theme`
 * attribute). The host's `--tripsight-*` properties still win over these defaults.
 */
export const darkThemeStyles = /* css */ `
.tripsight-root[data-theme='dark'] {
  color-scheme: dark;
  --ts-text: var(--tripsight-color-text, #e5e7eb);
  --ts-primary: var(--tripsight-color-primary, #60a5fa);
  --ts-on-primary: var(--tripsight-color-on-primary, #0b1220);
  --ts-muted: var(--tripsight-color-muted, #9ca3af);
  --ts-surface: var(--tripsight-color-surface, #1b2130);
  --ts-surface-muted: var(--tripsight-color-surface-muted, #141926);
  --ts-border: var(--tripsight-color-border, #374151);
  --ts-positive: var(--tripsight-color-positive, #4ade80);
  --ts-warning: var(--tripsight-color-warning, #fbbf24);
  --ts-negative: var(--tripsight-color-negative, #f87171);
  --ts-shadow: var(--tripsight-shadow, 0 1px 3px rgba(0, 0, 0, 0.5));
  --ts-tooltip-background: #e5e7eb;
  --ts-tooltip-text: #111827;
  --ts-band-red: var(--tripsight-band-red, #f87171);
  --ts-band-amber: var(--tripsight-band-amber, #fbbf24);
  --ts-band-green: var(--tripsight-band-green, #4ade80);
  --ts-bar-green: var(--tripsight-bar-green, #22c55e);
  --ts-bar-yellow: var(--tripsight-bar-yellow, #facc15);
  --ts-bar-orange: var(--tripsight-bar-orange, #fb923c);
${seriesProperties(CHART_PALETTE.dark.colours)}
  --ts-map-land: #2b3447;
  --ts-map-border: #4b5563;
  --ts-map-water: #111827;
}
`;
