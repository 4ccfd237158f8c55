import { kpi, NOT_COVERED, OPPORTUNITY, program, ranked, visual, monthly } from './air-report-parts.js';
import {
  spend,
  pnrs,
  opportunity,
  share,
  MONEY_AND_PERCENTS,
  CONTRACT_TERMS,
  type ContractReportVariant,
} from './air-contract-parts.js';
import type { ReportDefinition } from './report-definition.js';

/** Contract coverage: how much spend the contracts cover, where it leaks, which routes none covers. */
function contractCoverage({ reportName, title, showContractTerms }: ContractReportVariant): ReportDefinition {
  return {
    reportName,
    title,
    description:
      'The share of air spend under contract, the spend that leaks to other carriers and the routes no contract covers.',
    flags: { showContractTerms },
    exportable: true,
    pages: [
      {
        name: 'coverage',
        displayName: 'Coverage',
        visuals: [
          kpi('share', 'Spend under contract', share, 'percent'),
          kpi(
            'leakage',
            'Spend leaking to non-contracted carriers',
            program('leakageSpendShare'),
            'percent',
            'Spend on carriers without a contract on markets where one of the client’s contracts applies.',
          ),
          kpi(
            'opportunity',
            'Contract opportunity',
            opportunity,
            'money',
            'The discount the spend outside contracts would have earned: at the best contracted carrier’s rate where one covers the market, at the client’s usual rate where none does.',
          ),
          ranked(
            'status',
            'Spend by contract status',
            'pie',
            'half',
            [spend, program('contractStatus')],
            'money',
          ),
          monthly('share-by-month', 'Spend under contract by month', 'half', share, 'percent'),
          visual(
            'clients',
            'Coverage by client',
            'table',
            'wide',
            {
              measures: [
                spend,
                share,
                program('leakageSpendShare'),
                program('uncoveredSpendShare'),
                opportunity,
              ],
              dimensions: [program('directEnterprise')],
              order: { [opportunity]: 'desc' },
              limit: 200,
            },
            {
              formats: {
                ...MONEY_AND_PERCENTS,
                [program('leakageSpendShare')]: 'percent',
                [program('uncoveredSpendShare')]: 'percent',
              },
            },
          ),
        ],
      },
      {
        name: 'routes-not-covered',
        displayName: 'Routes not covered',
        visuals: [
          visual(
            'routes-not-covered',
            'Routes no contract covers',
            'table',
            'wide',
            {
              measures: [pnrs, spend, opportunity],
              dimensions: [program('route'), program('haulType'), program('carrierName')],
              filters: [NOT_COVERED],
              order: { [spend]: 'desc' },
              limit: 100,
            },
            { formats: MONEY_AND_PERCENTS },
          ),
        ],
      },
      {
        name: 'opportunities',
        displayName: 'Route opportunities',
        visuals: [
          ranked(
            'top-opportunities',
            'Top routes by contract opportunity',
            'horizontalBar',
            'wide',
            [opportunity, program('route')],
            'money',
            { filters: [OPPORTUNITY], limit: 10 },
          ),
          visual(
            'opportunities',
            'Opportunities per route and status',
            'table',
            'wide',
            {
              measures: [pnrs, spend, opportunity],
              dimensions: [program('route'), program('contractStatus')],
              filters: [OPPORTUNITY],
              order: { [opportunity]: 'desc' },
              limit: 100,
            },
            { formats: MONEY_AND_PERCENTS },
          ),
        ],
      },
      ...(showContractTerms ? [CONTRACT_TERMS] : []),
    ],
  };
}

/** Contract coverage, with the contracts' terms. */
export const CONTRACT_COVERAGE = contractCoverage({
  reportName: 'ContractCoverage',
  title: 'Contract coverage',
  showContractTerms: true,
});
/** Coverage: the contract coverage without the contracts' terms. */
export const COVERAGE = contractCoverage({
  reportName: 'Coverage',
  title: 'Coverage',
  showContractTerms: false,
});
