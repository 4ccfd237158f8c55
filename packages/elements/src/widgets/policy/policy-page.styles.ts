/** Layout of the policy pages (parts: header, product-name, heading, badge, note, actions, grid, widget). */
export const policyPageStyles = /* css */ `
:host { container-type: inline-size; }
.ts-policy-header { display: flex; flex-wrap: wrap; align-items: center; gap: 12px; margin-bottom: 16px; }
.ts-policy-titles { flex: 1; min-width: 200px; }
.ts-policy-product { color: var(--ts-muted); font-size: 0.85rem; margin: 0; text-transform: uppercase; letter-spacing: 0.04em; }
.ts-policy-titles h2 { margin: 0; font-size: 1.4rem; display: flex; align-items: center; gap: 8px; flex-wrap: wrap; }
.ts-policy-note { margin: 4px 0 0; color: var(--ts-muted); font-size: 0.85rem; }
.ts-badge {
  font-size: 0.7rem; font-weight: 600; padding: 2px 8px; border-radius: 999px;
  background: var(--ts-primary); color: var(--ts-on-primary); text-transform: uppercase;
}
.ts-policy-actions { display: flex; gap: 8px; align-items: center; }
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
