/** Layout of the Compliance Report (parts: report-pie). */
export const complianceReportStyles = /* css */ `
:host { container-type: inline-size; }
.ts-report-controls { margin-bottom: 12px; }
.ts-report-pies { display: grid; gap: 12px; grid-template-columns: repeat(auto-fill, minmax(min(100%, 145px), 1fr)); transition: opacity 0.15s; }
@container (min-width: 640px) { .ts-report-pies { grid-template-columns: repeat(auto-fill, minmax(210px, 1fr)); } }
.ts-report-pies[aria-busy='true'] { opacity: 0.6; }
.ts-report-pie { border: 1px solid var(--ts-border); border-radius: 6px; padding: 10px; min-width: 0; }
.ts-report-pie h4 { margin: 0; font-size: 0.9rem; }
.ts-report-pie .ts-caption { margin: 0 0 6px; }
.ts-report-more { margin-top: 12px; }
`;
