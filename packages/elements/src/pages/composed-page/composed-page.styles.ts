/** Layout of the policy pages' grid (parts: grid, widget; the header is the kit's PageHeader). */
export const policyPageStyles = /* css */ `
:host { container-type: inline-size; }
.ts-policy-grid {
  display: grid; gap: var(--tripsight-gap, 16px); grid-template-columns: minmax(0, 1fr);
}
.ts-policy-grid > * { min-width: 0; }
@container (min-width: 900px) {
  .ts-policy-grid { grid-template-columns: repeat(6, minmax(0, 1fr)); }
  .ts-policy-grid > .ts-third { grid-column: span 2; }
  .ts-policy-grid > .ts-half { grid-column: span 3; }
  .ts-policy-grid > .ts-wide { grid-column: 1 / -1; }
}
`;
