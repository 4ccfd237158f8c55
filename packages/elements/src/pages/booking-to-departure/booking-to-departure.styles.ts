/** Layout of the spend breakdown page (part: grid). */
export const bookingToDepartureStyles = /* css */ `
.ts-booking-grid { display: grid; gap: var(--tripsight-gap, 16px); grid-template-columns: minmax(0, 1fr); }
.ts-booking-grid sl-radio-group { margin-bottom: 8px; }
`;
