/** Layout of the negotiated fares figures and the Lower fare status pies. */
export const negotiatedFaresStyles = `
  .ts-negotiated-figures { display: grid; gap: var(--tripsight-gap, 16px); grid-template-columns: repeat(auto-fit, minmax(180px, 1fr)); }
  .ts-lower-fare-pies { display: grid; gap: var(--tripsight-gap, 16px); grid-template-columns: repeat(auto-fit, minmax(240px, 1fr)); }
  .ts-poc-filters { grid-column: 1 / -1; display: flex; flex-wrap: wrap; gap: 12px; }
  .ts-poc-filters sl-select { min-width: min(100%, 200px); }
`;
