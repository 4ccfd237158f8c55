import { kpi, program, table, visual, monthly } from './air-report-parts.js';
import {
  pnrs,
  promised,
  realised,
  realisation,
  shortfall,
  contractSpend,
  MONEY_AND_PERCENTS,
  contractReport,
} from './air-contract-parts.js';
import { reportPage } from './report-definition.js';

/** Contract audit: per carrier, the discount each contract promised against what the fares realised. */
const AUDIT_DESCRIPTION =
  'The discount each carrier contract promised against the discount the tickets realised.';
const AUDIT_PAGES = [
  reportPage('promised-realised', 'Promised vs realised', [
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
        filters: [{ member: program('contractStatus'), operator: 'equals', values: ['Under contract'] }],
        order: { [promised]: 'desc' },
      },
      { formats: MONEY_AND_PERCENTS },
    ),
    table(
      'carriers',
      'Contracted carriers',
      {
        measures: [contractSpend, promised, realised, realisation, shortfall],
        dimensions: [program('carrierName')],
        filters: [{ member: program('contractStatus'), operator: 'equals', values: ['Under contract'] }],
        order: { [shortfall]: 'desc' },
      },
      { formats: MONEY_AND_PERCENTS },
    ),
  ]),
  reportPage('clients', 'By client', [
    table(
      'client-carriers',
      'Realised discount by client and carrier',
      {
        measures: [pnrs, contractSpend, promised, realised, realisation, shortfall],
        dimensions: [program('directEnterprise'), program('carrierName')],
        filters: [{ member: program('contractStatus'), operator: 'equals', values: ['Under contract'] }],
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
  ]),
];

/** Contract audit, with the contracts' terms. */
export const CONTRACT_AUDIT = contractReport(
  {
    reportName: 'ContractAudit',
    title: 'Contract audit',
    showContractTerms: true,
  },
  AUDIT_DESCRIPTION,
  AUDIT_PAGES,
);
/** Audit: the contract audit without the contracts' terms. */
export const AUDIT = contractReport(
  { reportName: 'Audit', title: 'Audit', showContractTerms: false },
  AUDIT_DESCRIPTION,
  AUDIT_PAGES,
);
