/** Layout of the Compliance Report (parts: report-pie). */
export const complianceReportStyles = /* css */ `
.ts-report-controls { margin-bottom: 12px; }
.ts-report-pies { display: grid; gap: 12px; grid-template-columns: repeat(auto-fill, minmax(min(100%, 200px), 1fr)); transition: opacity 0.15s; }
.ts-report-pies[aria-busy='true'] { opacity: 0.6; }
.ts-report-pie { border: 1px solid var(--ts-border); border-radius: 6px; padding: 10px; min-width: 0; }
.ts-report-pie h4 { margin: 0; font-size: 0.9rem; }
.ts-report-pie .ts-caption { margin: 0 0 6px; }
.ts-report-more { margin-top: 12px; }
`;
