/** The styles of `KpiRow`. */
export const kpiRowStyles = /* css */ `
.ts-kpis { display: flex; flex-wrap: wrap; gap: 16px 32px; }
.ts-kpi { min-width: 0; }
`;
