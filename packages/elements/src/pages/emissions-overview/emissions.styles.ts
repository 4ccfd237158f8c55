/** Layout of the emissions pages (part: grid): one column at 390 px, two from 900 px. */
export const emissionsStyles = /* css */ `
.ts-emissions-grid { display: grid; gap: var(--tripsight-gap, 16px); grid-template-columns: minmax(0, 1fr); }
@media (min-width: 900px) { .ts-emissions-grid { grid-template-columns: repeat(2, minmax(0, 1fr)); } }
.ts-method { margin-bottom: var(--tripsight-gap, 16px); max-width: 40rem; }
.ts-simulator { display: grid; gap: 8px; }
`;
