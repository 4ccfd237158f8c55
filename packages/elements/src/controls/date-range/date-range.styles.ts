/** Styles of `<tripsight-date-range>`. */
export const dateRangeStyles = /* css */ `
:host { display: inline-block; }
.panel {
  background: var(--ts-surface); border: 1px solid var(--ts-border); border-radius: var(--ts-radius);
  box-shadow: var(--ts-shadow); padding: 8px; display: grid; gap: 8px;
}
.presets { display: grid; grid-template-columns: 1fr 1fr; gap: 4px 12px; }
.column { display: grid; gap: 2px; }
.presets button {
  text-align: left; background: none; border: 0; padding: 4px 8px; border-radius: 4px; font: inherit; cursor: pointer;
}
.presets button:hover, .presets button:focus-visible { background: var(--ts-border); }
.custom { border: 1px solid var(--ts-border); border-radius: 4px; display: flex; gap: 8px; align-items: end; flex-wrap: wrap; }
.custom label { display: grid; font-size: 0.85em; color: var(--ts-muted); }
.custom input { font: inherit; }
.custom .problem { flex-basis: 100%; margin: 0; color: var(--ts-negative); font-size: 0.85em; max-width: 32ch; }
`;
