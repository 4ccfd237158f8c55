/**
 * What every element's shadow root does for the user's own settings (WCAG 2.2 AA): controls at least
 * 24 px (target size), rings and borders drawn in system colours under forced colours (Windows high
 * contrast), and no motion when the system asks for less.
 */
export const adaptiveStyles = /* css */ `
.ts-toggle, .ts-pagination button, .ts-pagination select, .ts-table th > button { min-height: 24px; min-width: 24px; }
.tripsight-root .ts-tooltip button { width: 24px; height: 24px; }
@media (forced-colors: active) {
  .ts-card, .ts-toggle, .ts-chart-readout:not(:empty) { border: 1px solid CanvasText; }
  :focus-visible { outline: 2px solid Highlight !important; }
  .ts-skeleton, .ts-skeleton-lines > * { border: 1px dashed GrayText; }
  .ts-swatch { forced-color-adjust: none; }
}
@media (prefers-reduced-motion: reduce) {
  *, *::before, *::after {
    animation-duration: 0.01ms !important; animation-iteration-count: 1 !important;
    transition-duration: 0.01ms !important; scroll-behavior: auto !important;
  }
}
`;
