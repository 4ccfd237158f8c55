import type { ReportDefinition } from './report-definition.js';

/** The hotel reports the reference report service draws. */
export const HOTEL_REPORTS: readonly ReportDefinition[] = [];
