/** Styles of <tripsight-alert-count>: the link around the badge, with a visible focus ring. */
export const alertCountStyles = /* css */ `
:host { display: inline-flex; }
.alert-count { display: inline-flex; align-items: center; text-decoration: none; border-radius: 999px; }
.alert-count:focus-visible { outline: 2px solid var(--ts-primary, currentColor); outline-offset: 2px; }
`;
