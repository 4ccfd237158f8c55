/** Styles of `<tripsight-export-menu>`. */
export const exportMenuStyles = /* css */ `
:host { display: inline-block; }
.panel {
  background: var(--ts-surface); border: 1px solid var(--ts-border); border-radius: var(--ts-radius);
  box-shadow: var(--ts-shadow); padding: 4px; min-width: 220px;
}
.panel sl-menu { border: none; box-shadow: none; }
.formats { display: flex; gap: 8px; align-items: center; padding: 4px 12px; font-size: 0.85em; color: var(--ts-muted); }
.formats label { display: inline-flex; gap: 2px; align-items: center; }
`;
