/** Styles of `<tripsight-currency-select>`. */
export const currencySelectStyles = /* css */ `
:host { display: inline-block; min-width: 9em; }
sl-select::part(form-control-label) { font-size: 0.8em; color: var(--ts-muted); }
[part='symbol'] { color: var(--ts-muted); }
`;
