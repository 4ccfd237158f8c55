/** Layout of the rebooking-performance page (parts: grid, ratio, benchmark, target). */
export const rebookingPerformanceStyles = /* css */ `
.ts-rebooking-grid { display: grid; gap: var(--tripsight-gap, 16px); grid-template-columns: minmax(0, 1fr); }
@media (min-width: 900px) { .ts-rebooking-grid { grid-template-columns: minmax(220px, 1fr) minmax(0, 2fr); } }
.ts-rebooking-grid > .ts-wide { grid-column: 1 / -1; }
.ts-benchmark { color: var(--ts-positive); font-weight: 700; margin: 8px 0 0; }
`;
