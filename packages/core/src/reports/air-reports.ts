import type { ReportDefinition } from './report-definition.js';

/** The air reports the reference report service draws. */
export const AIR_REPORTS: readonly ReportDefinition[] = [];
