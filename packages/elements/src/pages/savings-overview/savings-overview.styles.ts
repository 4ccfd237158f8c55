/** Layout of the savings overview's grid (parts: grid, widget; the header is the kit's PageHeader). */
export const savingsOverviewStyles = /* css */ `
.ts-overview-grid {
  display: grid; gap: var(--tripsight-gap, 16px);
  grid-template-columns: repeat(auto-fit, minmax(min(100%, 220px), 1fr));
}
.ts-overview-grid > .ts-wide { grid-column: 1 / -1; }
@media (min-width: 900px) {
  .ts-overview-grid { grid-template-columns: repeat(4, minmax(0, 1fr)); }
  .ts-overview-grid > .ts-half { grid-column: span 2; }
}
`;
