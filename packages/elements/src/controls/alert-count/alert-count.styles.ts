/** Styles of <tripsight-alert-count>: the bell, the word and the badge as one link, with a visible focus ring. */
export const alertCountStyles = /* css */ `
:host { display: inline-flex; }
.alert-count {
  display: inline-flex; align-items: center; gap: 6px; min-height: 32px; padding: 2px 10px;
  text-decoration: none; color: inherit; border-radius: 999px; font-size: 14px;
  border: 1px solid var(--ts-border, currentColor);
}
.alert-count:hover { background: color-mix(in srgb, currentColor 8%, transparent); }
.alert-count:focus-visible { outline: 2px solid var(--ts-primary, currentColor); outline-offset: 2px; }
.alert-count[aria-current='page'] { border-color: var(--ts-primary, currentColor); }
`;
