/** Layout of the savings-groups page (parts: grid, category, subtitle, group, status, figures, cart, …). */
export const savingsGroupStyles = /* css */ `
.sg-page .ts-page-header { margin-bottom: 0; }
.sg-toolbar { display: flex; align-items: center; gap: 12px; flex-wrap: wrap; }
.sg-status { margin: 0; color: var(--ts-muted); font-size: 13px; }
.sg-layout { display: grid; gap: var(--tripsight-gap, 16px); grid-template-columns: minmax(0, 1fr); align-items: start; }
@media (min-width: 1000px) { .sg-layout.with-cart { grid-template-columns: minmax(0, 1fr) 320px; } }
.sg-categories { display: grid; gap: var(--tripsight-gap, 16px); min-width: 0; }
.sg-category h3 { margin: 0; font-size: 1.05rem; }
.sg-subtitle { margin: 2px 0 12px; color: var(--ts-muted); font-size: 13px; }
.sg-groups { display: grid; gap: 12px; grid-template-columns: repeat(auto-fill, minmax(min(100%, 260px), 1fr)); }
.sg-group {
  display: flex; flex-direction: column; gap: 8px; padding: 12px; border: 1px solid var(--ts-border);
  border-radius: var(--ts-radius); background: var(--ts-surface-muted); min-width: 0;
}
.sg-group-header { display: flex; align-items: flex-start; justify-content: space-between; gap: 8px; }
.sg-group h4 { margin: 0; font-size: 0.95rem; overflow-wrap: break-word; }
.sg-description { margin: 0; font-size: 13px; color: var(--ts-muted); flex: 1; }
.sg-figures { display: grid; grid-template-columns: repeat(3, minmax(0, 1fr)); gap: 8px; margin: 0; }
.sg-figures dt { font-size: 11px; color: var(--ts-muted); text-transform: uppercase; letter-spacing: 0.03em; }
.sg-figures dd { margin: 0; font-weight: 600; font-variant-numeric: tabular-nums; }
.sg-add { align-self: flex-start; }
.sg-cart {
  position: sticky; top: 8px; display: grid; gap: 10px; padding: var(--ts-card-padding, 16px);
  background: var(--ts-surface); border: 1px solid var(--ts-primary); border-radius: var(--ts-radius);
  box-shadow: var(--ts-shadow);
}
@media (max-width: 999px) {
  .sg-cart {
    position: fixed; left: 8px; right: 8px; bottom: 8px; top: auto; z-index: 20;
    max-height: 60vh; overflow-y: auto;
  }
  /* Room below the last cards, so the sheet never hides them for good. */
  .sg-layout.with-cart { padding-bottom: 45vh; }
}
.sg-cart-header { display: flex; align-items: center; justify-content: space-between; }
.sg-cart-header h3 { margin: 0; font-size: 1.05rem; }
.sg-cart-list { list-style: none; margin: 0; padding: 0; display: grid; gap: 6px; }
.sg-cart-list li {
  display: grid; grid-template-columns: minmax(0, 1fr) auto auto; gap: 8px; align-items: baseline;
  border-bottom: 1px solid var(--ts-border); padding-bottom: 6px;
}
.sg-cart-name { overflow-wrap: break-word; }
.sg-cart-savings { font-variant-numeric: tabular-nums; }
.sg-cart-totals { margin: 0; font-size: 13px; }
.sg-cart-note { margin: 0; font-size: 13px; color: var(--ts-muted); }
`;
