/** The Direct support button (part: button); hosts restyle it through `::part(button)`. */
export const supportWidgetStyles = /* css */ `
:host { display: inline-block; }
.support-button {
  font: inherit; font-size: 13px; display: inline-flex; align-items: center; gap: 6px; cursor: pointer;
  border-radius: 6px; border: 1px solid var(--ts-border); background: var(--ts-surface); color: var(--ts-primary);
  padding: 6px 12px; text-decoration: none; min-height: 32px; box-sizing: border-box;
}
.support-button:hover { border-color: var(--ts-primary); }
.support-button:focus-visible { outline: 2px solid var(--ts-primary); outline-offset: 2px; }
.support-button[aria-busy='true'] { cursor: progress; }
`;
