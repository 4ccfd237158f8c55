/** The utilization placeholder's notice. */
export const negotiatedRateUtilizationStyles = /* css */ `.ts-placeholder { padding: 24px var(--ts-card-padding); } .ts-placeholder h2 { margin: 0 0 8px; font-size: 1.1rem; } .ts-placeholder p { margin: 0; color: var(--ts-muted); max-width: 60ch; }`;
