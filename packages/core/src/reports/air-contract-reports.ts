import {
  contracts,
  kpi,
  NOT_COVERED,
  OPPORTUNITY,
  program,
  ranked,
  visual,
  monthly,
} from './air-report-parts.js';
import type { ReportDefinition, ReportPageDefinition } from './report-definition.js';

const spend = program('spend{currency}');
const pnrs = program('countPnrs');
const promised = program('promisedDiscountPct');
const realised = program('realisedDiscountPct');
const realisation = program('discountRealisation');
const shortfall = program('discountShortfall{currency}');
const contractSpend = program('contractSpend{currency}');
const opportunity = program('contractOpportunity{currency}');
const share = program('contractSpendShare');
const MONEY_AND_PERCENTS = {
  [spend]: 'money',
  [contractSpend]: 'money',
  [shortfall]: 'money',
  [opportunity]: 'money',
  [promised]: 'percent',
  [realised]: 'percent',
  [realisation]: 'percent',
  [share]: 'percent',
} as const;

/**
 * The variant switch of the contract reports: `showContractTerms` false (Audit, Coverage) leaves
 * out the page with each contract's promised discount, markets and term.
 */
interface ContractReportVariant {
  reportName: string;
  title: string;
  showContractTerms: boolean;
}

/** The contracts the TMC holds for its clients, with their terms (not dated: a contract is in force). */
const CONTRACT_TERMS: ReportPageDefinition = {
  name: 'contract-terms',
  displayName: 'Contract terms',
  visuals: [
    kpi('contracts', 'Carrier contracts', contracts('countContracts'), 'count'),
    kpi('carriers', 'Carriers under contract', contracts('countCarriers'), 'count'),
    kpi('promised', 'Average promised discount', contracts('averagePromisedDiscountPct'), 'percent'),
    visual(
      'contract-list',
      'Contracts by client and carrier',
      'table',
      'wide',
      {
        dimensions: [
          contracts('directEnterprise'),
          contracts('agreement'),
          contracts('carrierName'),
          contracts('promisedDiscountPct'),
          contracts('coveredMarkets'),
          contracts('validFrom'),
          contracts('validTo'),
        ],
        measures: [contracts('countContracts')],
        order: [
          [contracts('directEnterprise'), 'asc'],
          [contracts('carrierName'), 'asc'],
        ],
        limit: 1000,
      },
      { formats: { [contracts('promisedDiscountPct')]: 'percent' } },
    ),
  ],
};

/** Contract audit: per carrier, the discount each contract promised against what the fares realised. */
function contractAudit({ reportName, title, showContractTerms }: ContractReportVariant): ReportDefinition {
  return {
    reportName,
    title,
    description: 'The discount each carrier contract promised against the discount the tickets realised.',
    flags: { showContractTerms },
    exportable: true,
    pages: [
      {
        name: 'promised-realised',
        displayName: 'Promised vs realised',
        visuals: [
          kpi('promised', 'Promised discount', promised, 'percent'),
          kpi('realised', 'Realised discount', realised, 'percent'),
          kpi(
            'shortfall',
            'Discount not realised',
            shortfall,
            'money',
            'The promised discount minus the realised one, on the fares flown under contract: fares booked outside the deal’s classes realise none.',
          ),
          visual(
            'by-carrier',
            'Promised and realised discount by carrier',
            'horizontalBar',
            'wide',
            {
              measures: [promised, realised],
              dimensions: [program('carrierName')],
              filters: [
                { member: program('contractStatus'), operator: 'equals', values: ['Under contract'] },
              ],
              order: { [promised]: 'desc' },
            },
            { formats: MONEY_AND_PERCENTS },
          ),
          visual(
            'carriers',
            'Contracted carriers',
            'table',
            'wide',
            {
              measures: [contractSpend, promised, realised, realisation, shortfall],
              dimensions: [program('carrierName')],
              filters: [
                { member: program('contractStatus'), operator: 'equals', values: ['Under contract'] },
              ],
              order: { [shortfall]: 'desc' },
            },
            { formats: MONEY_AND_PERCENTS },
          ),
        ],
      },
      {
        name: 'clients',
        displayName: 'By client',
        visuals: [
          visual(
            'client-carriers',
            'Realised discount by client and carrier',
            'table',
            'wide',
            {
              measures: [pnrs, contractSpend, promised, realised, realisation, shortfall],
              dimensions: [program('directEnterprise'), program('carrierName')],
              filters: [
                { member: program('contractStatus'), operator: 'equals', values: ['Under contract'] },
              ],
              order: { [shortfall]: 'desc' },
              limit: 500,
            },
            { formats: MONEY_AND_PERCENTS },
          ),
          monthly(
            'realisation-by-month',
            'Discount realised of the promised, by month',
            'wide',
            realisation,
            'percent',
            { value: 100, label: 'As promised' },
          ),
        ],
      },
      ...(showContractTerms ? [CONTRACT_TERMS] : []),
    ],
  };
}

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

/** Contract audit, with the contracts' terms. */
export const CONTRACT_AUDIT = contractAudit({
  reportName: 'ContractAudit',
  title: 'Contract audit',
  showContractTerms: true,
});
/** Audit: the contract audit without the contracts' terms. */
export const AUDIT = contractAudit({ reportName: 'Audit', title: 'Audit', showContractTerms: false });
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
