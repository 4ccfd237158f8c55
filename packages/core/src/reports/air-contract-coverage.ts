import { kpi, NOT_COVERED, OPPORTUNITY, program, ranked, table, monthly } from './air-report-parts.js';
import { spend, pnrs, opportunity, share, MONEY_AND_PERCENTS, contractReport } from './air-contract-parts.js';
import { reportPage } from './report-definition.js';

/** Contract coverage: how much spend the contracts cover, where it leaks, which routes none covers. */
const COVERAGE_DESCRIPTION =
  'The share of air spend under contract, the spend that leaks to other carriers and the routes no contract covers.';
const COVERAGE_PAGES = [
  reportPage('coverage', 'Coverage', [
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
    ranked('status', 'Spend by contract status', 'pie', 'half', [spend, program('contractStatus')], 'money'),
    monthly('share-by-month', 'Spend under contract by month', 'half', share, 'percent'),
    table(
      'clients',
      'Coverage by client',
      {
        measures: [spend, share, program('leakageSpendShare'), program('uncoveredSpendShare'), opportunity],
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
  ]),
  reportPage('routes-not-covered', 'Routes not covered', [
    table(
      'routes-not-covered',
      'Routes no contract covers',
      {
        measures: [pnrs, spend, opportunity],
        dimensions: [program('route'), program('haulType'), program('carrierName')],
        filters: [NOT_COVERED],
        order: { [spend]: 'desc' },
        limit: 100,
      },
      { formats: MONEY_AND_PERCENTS },
    ),
  ]),
  reportPage('opportunities', 'Route opportunities', [
    ranked(
      'top-opportunities',
      'Top routes by contract opportunity',
      'horizontalBar',
      'wide',
      [opportunity, program('route')],
      'money',
      { filters: [OPPORTUNITY], limit: 10 },
    ),
    table(
      'opportunities',
      'Opportunities per route and status',
      {
        measures: [pnrs, spend, opportunity],
        dimensions: [program('route'), program('contractStatus')],
        filters: [OPPORTUNITY],
        order: { [opportunity]: 'desc' },
        limit: 100,
      },
      { formats: MONEY_AND_PERCENTS },
    ),
  ]),
];

/** Contract coverage, with the contracts' terms. */
export const CONTRACT_COVERAGE = contractReport(
  {
    reportName: 'ContractCoverage',
    title: 'Contract coverage',
    showContractTerms: true,
  },
  COVERAGE_DESCRIPTION,
  COVERAGE_PAGES,
);
/** Coverage: the contract coverage without the contracts' terms. */
export const COVERAGE = contractReport(
  {
    reportName: 'Coverage',
    title: 'Coverage',
    showContractTerms: false,
  },
  COVERAGE_DESCRIPTION,
  COVERAGE_PAGES,
);
