/** Styles of `<tripsight-filter-bar>`. */
export const filterBarStyles = /* css */ `
.bar { display: flex; flex-wrap: wrap; align-items: center; gap: 8px; }
.reason { margin: 0; color: var(--ts-muted); font-size: 0.875em; }
sl-button .label { color: var(--ts-muted); margin-right: 6px; }
sl-button .value { display: inline-block; max-width: 14em; overflow: hidden; text-overflow: ellipsis; vertical-align: bottom; }
.panel {
  background: var(--ts-surface); border: 1px solid var(--ts-border); border-radius: var(--ts-radius);
  box-shadow: var(--ts-shadow); padding: 6px; min-width: 240px;
}
.panel sl-menu { border: none; box-shadow: none; max-height: 320px; overflow: auto; padding: 0; }
.search { width: 100%; padding: 6px 8px; margin-bottom: 4px; border: 1px solid var(--ts-border); border-radius: 4px; font: inherit; }
`;
