/** Layout of the savings overview (parts: header, product-name, heading, badge, actions, grid, widget). */
export const savingsOverviewStyles = /* css */ `
.ts-overview-header {
  display: flex; flex-wrap: wrap; align-items: center; gap: 12px; margin-bottom: 16px;
}
.ts-overview-titles { flex: 1; min-width: 200px; }
.ts-overview-product { color: var(--ts-muted); font-size: 0.85rem; margin: 0; text-transform: uppercase; letter-spacing: 0.04em; }
.ts-overview-titles h2 { margin: 0; font-size: 1.4rem; display: flex; align-items: center; gap: 8px; }
.ts-badge {
  font-size: 0.7rem; font-weight: 600; padding: 2px 8px; border-radius: 999px;
  background: var(--ts-primary); color: var(--ts-on-primary); text-transform: uppercase;
}
.ts-overview-actions { display: flex; gap: 8px; align-items: center; }
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
