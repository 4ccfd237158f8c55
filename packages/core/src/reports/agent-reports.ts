import type { ReportDefinition } from './report-definition.js';

/** The agent reports the reference report service draws. */
export const AGENT_REPORTS: readonly ReportDefinition[] = [];
