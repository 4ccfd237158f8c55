import { kpi, program, visual, monthly } from './air-report-parts.js';
import {
  pnrs,
  promised,
  realised,
  realisation,
  shortfall,
  contractSpend,
  MONEY_AND_PERCENTS,
  CONTRACT_TERMS,
  type ContractReportVariant,
} from './air-contract-parts.js';
import type { ReportDefinition } from './report-definition.js';

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

/** Contract audit, with the contracts' terms. */
export const CONTRACT_AUDIT = contractAudit({
  reportName: 'ContractAudit',
  title: 'Contract audit',
  showContractTerms: true,
});
/** Audit: the contract audit without the contracts' terms. */
export const AUDIT = contractAudit({ reportName: 'Audit', title: 'Audit', showContractTerms: false });
