/** Styles of `<tripsight-fee-toggle>`: the group's label is kept for assistive technology only. */
export const feeToggleStyles = /* css */ `
:host { display: inline-block; }
sl-radio-group::part(form-control-label) {
  position: absolute; width: 1px; height: 1px; overflow: hidden; clip: rect(0 0 0 0);
}
`;
