/** The operations service: audit log and SBR customer management client, filters and display rules. */
export * from './conversation-display.js';
export * from './conversation-filters.js';
export * from './ops-client.js';
export * from './ops-types.js';
export * from './page-param.js';
export * from './sbr-status.js';
export * from './alert-periods.js';
export * from './alert-rules.js';
export * from './alert-checks.js';
export * from './digest-figures.js';
export * from './alert-views.js';
export * from './alert-form.js';
export * from './alerts-client.js';
export * from './alert-result-text.js';
