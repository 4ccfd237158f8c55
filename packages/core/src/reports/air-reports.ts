import { CONTRACT_OPTIMIZATION_BENCHMARKS } from './air-benchmarks.js';
import { CONTRACT_COVERAGE, COVERAGE } from './air-contract-coverage.js';
import { AUDIT, CONTRACT_AUDIT } from './air-contract-reports.js';
import { PROGRAM_OVERVIEW } from './air-program-overview.js';
import { ADVANCED_PURCHASE_2, PURCHASING_BEHAVIOR } from './air-purchasing.js';
import type { ReportDefinition } from './report-definition.js';

/** The air reports the reference report service draws (the Air Program Analytics tabs). */
export const AIR_REPORTS: readonly ReportDefinition[] = [
  PROGRAM_OVERVIEW,
  CONTRACT_OPTIMIZATION_BENCHMARKS,
  CONTRACT_AUDIT,
  AUDIT,
  CONTRACT_COVERAGE,
  COVERAGE,
  PURCHASING_BEHAVIOR,
  ADVANCED_PURCHASE_2,
];
