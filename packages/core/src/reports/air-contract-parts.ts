// The members, formats, variant switch and terms page the contract reports (audit, coverage) share.
import { contracts, kpi, program, table } from './air-report-parts.js';
import {
  exportableReport,
  reportPage,
  type ReportDefinition,
  type ReportPageDefinition,
} from './report-definition.js';

export const spend = program('spend{currency}');
export const pnrs = program('countPnrs');
export const promised = program('promisedDiscountPct');
export const realised = program('realisedDiscountPct');
export const realisation = program('discountRealisation');
export const shortfall = program('discountShortfall{currency}');
export const contractSpend = program('contractSpend{currency}');
export const opportunity = program('contractOpportunity{currency}');
export const share = program('contractSpendShare');
export const MONEY_AND_PERCENTS = {
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
const CONTRACT_TERMS: ReportPageDefinition = reportPage('contract-terms', 'Contract terms', [
  kpi('contracts', 'Carrier contracts', contracts('countContracts'), 'count'),
  kpi('carriers', 'Carriers under contract', contracts('countCarriers'), 'count'),
  kpi('promised', 'Average promised discount', contracts('averagePromisedDiscountPct'), 'percent'),
  table(
    'contract-list',
    'Contracts by client and carrier',
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
]);

/** A contract report in its variant: `pages`, then the contract terms page when the variant shows it. */
export function contractReport(
  { reportName, title, showContractTerms }: ContractReportVariant,
  description: string,
  pages: readonly ReportPageDefinition[],
): ReportDefinition {
  const withTerms = showContractTerms ? [...pages, CONTRACT_TERMS] : pages;
  return exportableReport(reportName, title, description, withTerms, { showContractTerms });
}
