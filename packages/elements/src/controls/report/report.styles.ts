/** The embedded report: at least 320 px high, the frame as wide as the element, no scrollbar of its own. */
export const reportStyles = /* css */ `
:host { display: block; min-height: 320px; }
.ts-report-embed { position: relative; min-height: 320px; }
.ts-report-pages { margin: 0 0 var(--tripsight-space-3, 12px); max-width: 100%; }
.ts-report-frame { width: 100%; min-height: 320px; height: 320px; }
.ts-report-frame[hidden] { display: block; visibility: hidden; height: 320px; overflow: hidden; }
.ts-report-fixed { height: auto; aspect-ratio: 16 / 9; }
.ts-report-frame iframe { display: block; width: 100%; height: 100%; border: 0; }
.ts-report-spinner {
  position: absolute; inset: 0; display: flex; align-items: center; justify-content: center; z-index: 1;
}
.ts-spinner {
  width: 40px; height: 40px; border-radius: 50%;
  border: 4px solid var(--tripsight-color-border, #d0d5dd);
  border-top-color: var(--tripsight-color-primary, #1f5eff);
  animation: ts-report-spin 0.8s linear infinite;
}
@keyframes ts-report-spin { to { transform: rotate(360deg); } }
@media (prefers-reduced-motion: reduce) { .ts-spinner { animation-duration: 2.4s; } }
`;
