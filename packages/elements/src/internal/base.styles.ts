/**
 * Styles every element shares, and the design tokens (`--ts-*`) every other rule draws with. Theme
 * with the documented custom properties (they apply to both themes; scope them per theme in the
 * host's CSS to differ): --tripsight-font-family, --tripsight-color-text, --tripsight-color-muted,
 * --tripsight-color-primary, --tripsight-color-on-primary, --tripsight-color-surface,
 * --tripsight-color-surface-muted, --tripsight-color-border, --tripsight-color-positive,
 * --tripsight-color-warning, --tripsight-color-negative, --tripsight-radius, --tripsight-shadow.
 *
 * The light defaults of text colours meet WCAG AA (4.5:1) on the surfaces and tints they are drawn on:
 * muted text on the primary-tinted panels, positive text in tables, the warning tone of badges.
 *
 * The tokens sit on the element's root (`.tripsight-root`), not on `:host`, so the dark theme
 * (theme.styles.ts) swaps them and every token built from another follows.
 */
export const baseStyles = /* css */ `
:host {
  display: block;
  font-family: var(--tripsight-font-family, system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif);
}
:host([hidden]) { display: none; }
*, *::before, *::after { box-sizing: border-box; }
.tripsight-root {
  min-width: 0;
  color-scheme: light;
  color: var(--ts-text);
  --ts-text: var(--tripsight-color-text, #1f2937);
  --ts-primary: var(--tripsight-color-primary, #2563eb);
  --ts-on-primary: var(--tripsight-color-on-primary, #ffffff);
  --ts-muted: var(--tripsight-color-muted, #656c79);
  --ts-surface: var(--tripsight-color-surface, #ffffff);
  --ts-surface-muted: var(--tripsight-color-surface-muted, #f9fafb);
  --ts-border: var(--tripsight-color-border, #e5e7eb);
  --ts-positive: var(--tripsight-color-positive, #15803d);
  --ts-warning: var(--tripsight-color-warning, #d17206);
  --ts-negative: var(--tripsight-color-negative, #dc2626);
  --ts-radius: var(--tripsight-radius, 8px);
  --ts-shadow: var(--tripsight-shadow, 0 1px 3px rgba(0, 0, 0, 0.08));
  --ts-tooltip-background: #111827;
  --ts-tooltip-text: #ffffff;
  --ts-skeleton: color-mix(in srgb, var(--ts-text) 7%, var(--ts-surface));
  --ts-skeleton-highlight: color-mix(in srgb, var(--ts-text) 3%, var(--ts-surface));
}
.ts-skeleton {
  background: linear-gradient(90deg, var(--ts-skeleton) 25%, var(--ts-skeleton-highlight) 37%, var(--ts-skeleton) 63%);
  background-size: 400% 100%;
  animation: ts-shimmer 1.4s ease infinite;
  border-radius: 4px;
  min-height: 1em;
}
@keyframes ts-shimmer { 0% { background-position: 100% 50%; } 100% { background-position: 0 50%; } }
@media (prefers-reduced-motion: reduce) { .ts-skeleton { animation: none; } }
.ts-visually-hidden {
  position: absolute; width: 1px; height: 1px; padding: 0; margin: -1px;
  overflow: hidden; clip: rect(0, 0, 0, 0); white-space: nowrap; border: 0;
}
`;
