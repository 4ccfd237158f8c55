/** The carrier availability body: its grid, the filter row and the multi-select dropdowns. */
export const carrierAvailabilityStyles = /* css */ `
  .ts-carrier-grid { display: grid; gap: var(--tripsight-gap, 16px); grid-template-columns: minmax(0, 1fr); }
  .ts-carrier-grid > * { min-width: 0; }
  .ts-carrier-filters {
    display: grid; gap: 12px; align-items: end;
    grid-template-columns: repeat(auto-fit, minmax(min(100%, 210px), 1fr));
  }
  .ts-carrier-route, .ts-carrier-multi { display: grid; gap: 4px; min-width: 0; }
  .ts-carrier-label { font-size: 0.85rem; color: var(--ts-muted); }
  .ts-carrier-multi sl-dropdown, .ts-carrier-multi sl-button { display: block; width: 100%; }
  .ts-carrier-multi sl-button::part(base) { justify-content: space-between; }
  .ts-carrier-multi sl-button::part(label) { flex: 1; text-align: left; overflow: hidden; text-overflow: ellipsis; white-space: nowrap; }
  .ts-carrier-menu { max-height: 280px; overflow: auto; min-width: 220px; }
  .ts-carrier-clear {
    justify-self: start; font: inherit; font-size: var(--sl-button-font-size-small, 0.875rem);
    height: var(--sl-input-height-small, 30px); padding: 0 12px; cursor: pointer;
    border: 1px solid var(--sl-input-border-color, var(--ts-border)); border-radius: var(--sl-input-border-radius-small, 4px);
    background: var(--sl-input-background-color, var(--ts-surface)); color: inherit;
  }
  .ts-carrier-clear:hover { border-color: var(--ts-primary); color: var(--ts-primary); }
  .ts-carrier-clear:focus-visible { outline: 2px solid var(--ts-primary); outline-offset: 2px; }
`;
