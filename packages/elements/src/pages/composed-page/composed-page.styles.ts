/** Layout of a composed page's grid (parts: grid, widget, section-heading; the header is the kit's PageHeader). */
export const composedPageStyles = /* css */ `
:host { container-type: inline-size; }
.ts-page-grid {
  display: grid; gap: var(--tripsight-gap, 16px); grid-template-columns: minmax(0, 1fr);
}
.ts-page-grid > * { min-width: 0; }
.ts-section-heading { grid-column: 1 / -1; margin: 8px 0 0; font-size: 1rem; }
@container (min-width: 900px) {
  .ts-page-grid { grid-template-columns: repeat(6, minmax(0, 1fr)); }
  .ts-page-grid > .ts-third { grid-column: span 2; }
  .ts-page-grid > .ts-half { grid-column: span 3; }
  .ts-page-grid > .ts-wide { grid-column: 1 / -1; }
}
`;
