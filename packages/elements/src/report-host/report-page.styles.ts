/** The embed page: its title, the report's page tabs and the failure notice. */
export const reportPageStyles = /* css */ `
:host { display: block; padding: 12px; }
.ts-report-title { margin: 4px 0 12px; font-size: 1.1rem; }
.ts-report-tabs { display: flex; flex-wrap: wrap; gap: 4px; margin-bottom: 8px; }
.ts-report-tabs button {
  font: inherit; padding: 6px 12px; border: 1px solid var(--tripsight-color-border, #d0d5dd);
  border-radius: 6px; background: var(--tripsight-color-surface, #fff); color: inherit; cursor: pointer;
}
.ts-report-tabs button[aria-current='page'] {
  background: var(--tripsight-color-primary, #1f5eff); color: #fff; border-color: transparent;
}
.ts-report-failure { margin: 16px; }
`;
