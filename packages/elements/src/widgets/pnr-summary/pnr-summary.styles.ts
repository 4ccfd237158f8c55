/** Layout of the PNR summary (parts: pnr-filter, result-count). */
export const pnrSummaryStyles = /* css */ `
:host { container-type: inline-size; }
.ts-pnr-filters { display: grid; gap: 12px; grid-template-columns: minmax(0, 1fr); margin-bottom: 12px; }
@container (min-width: 900px) { .ts-pnr-filters { grid-template-columns: 2fr 1.2fr 1.2fr; } }
.ts-pnr-filter {
  border: 1px solid var(--ts-border); border-radius: 6px; padding: 8px 12px 12px; margin: 0; min-width: 0;
  display: grid; gap: 8px; align-content: start;
}
.ts-pnr-filter legend { padding: 0 4px; }
.ts-pnr-rows { transition: opacity 0.15s; }
.ts-pnr-rows[aria-busy='true'] { opacity: 0.6; }
.ts-in-policy { color: var(--ts-positive); font-weight: 600; }
.ts-out-of-policy { color: var(--ts-negative); font-weight: 600; }
`;
