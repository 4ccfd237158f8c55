import { defineTab, element, pageTab, report } from './define-tab.js';
import {
  ADVANCED_PURCHASE_TAB,
  CABIN_CLASS_COMPLIANCE_TAB,
  CARRIER_AVAILABILITY_TAB,
  NEGOTIATED_FARES_ADOPTION_TAB,
} from './page-tabs.js';
import type { TabDefinition } from './types.js';

const FEE_TOGGLE = { showNetGrossToggle: true } as const;
/** Pages of static sample data or with their own controls: no global filters, dates, currency or export. */
const NO_GLOBAL_CONTROLS = {
  hideFilters: true,
  hideCurrencySelector: true,
  disableDatePicker: true,
  hideExportButton: true,
} as const;
/** Pages no report exports: the Export button is hidden. */
const NO_POLICY_EXPORT = { hideExportButton: true } as const;
/** "Some tabs use 365 (most programme and hotel tabs)" (docs/rules/shell.md#dates). */
const PROGRAMME_WINDOW = { defaultStartDaysInThePast: 365 } as const;

/** Faresaver: air savings from rebooking. */
export const FARESAVER_TABS: readonly TabDefinition[] = [
  defineTab(
    'Savingsoverview',
    'Savings overview',
    'Faresaver',
    element('tripsight-savings-overview', 'normal'),
    FEE_TOGGLE,
  ),
  defineTab(
    'SavingsoverviewPOC',
    'Savings overview (POC)',
    'Faresaver',
    element('tripsight-savings-overview', 'poc'),
    FEE_TOGGLE,
  ),
  defineTab(
    'SavingsoverviewDEMO',
    'Savings overview (Demo)',
    'Faresaver',
    element('tripsight-savings-overview', 'demo'),
    FEE_TOGGLE,
  ),
  defineTab(
    'SavingsoverviewDemoWithProdUI',
    'Savings overview (Demo, production view)',
    'Faresaver',
    element('tripsight-savings-overview', 'demo-prod-ui'),
    FEE_TOGGLE,
  ),
  defineTab(
    'SavingsoverviewAutorebook',
    'Savings overview (Auto-rebook)',
    'Faresaver',
    element('tripsight-savings-overview', 'autorebook'),
    FEE_TOGGLE,
  ),
  defineTab(
    'SavingsPerformance',
    'Savings performance',
    'Faresaver',
    report('SavingsPerformance'),
    FEE_TOGGLE,
  ),
  defineTab(
    'SavingsPerformanceBCD',
    'Savings performance (BCD)',
    'Faresaver',
    report('SavingsPerformanceBCD'),
    FEE_TOGGLE,
  ),
  defineTab(
    'SavingsGroupOptimization',
    'Savings groups',
    'Faresaver',
    element('tripsight-savings-group-optimization'),
    { ...NO_GLOBAL_CONTROLS, beta: true },
  ),
  defineTab(
    'RebookingSuccessInsights',
    'Rebooking performance',
    'Faresaver',
    element('tripsight-rebooking-performance'),
  ),
  defineTab(
    'DSSCFareSaverDashboard',
    'Rebooking analysis',
    'Faresaver',
    element('tripsight-fare-saver-dashboard'),
    FEE_TOGGLE,
  ),
  defineTab('SavingsBreakdown', 'Spend Breakdown', 'Faresaver', element('tripsight-booking-to-departure')),
];

/** Supplier Insights: carrier availability and negotiated fares adoption. */
export const SUPPLIER_INSIGHTS_TABS: readonly TabDefinition[] = [
  pageTab('CarrierAvailability', CARRIER_AVAILABILITY_TAB, 'normal'),
  pageTab('CarrierAvailabilityPOC', CARRIER_AVAILABILITY_TAB, 'poc'),
  pageTab('CarrierAvailabilityDEMO', CARRIER_AVAILABILITY_TAB, 'demo'),
  pageTab('NegotiatedFaresAdoption', NEGOTIATED_FARES_ADOPTION_TAB, 'normal'),
  pageTab('NegotiatedFaresAdoptionPOC', NEGOTIATED_FARES_ADOPTION_TAB, 'poc'),
  pageTab('NegotiatedFaresAdoptionDEMO', NEGOTIATED_FARES_ADOPTION_TAB, 'demo'),
  defineTab(
    'TravelSpendAIDemo',
    'Travel spend AI (Demo)',
    'Supplier Insights',
    // Its answers are live queries in every mode, never the demo sample: its dates are mocked for
    // the demo company only, as every tab's are.
    element('tripsight-ask-a-question'),
    NO_GLOBAL_CONTROLS,
  ),
];

/**
 * Policy Insights: advance purchase and cabin class compliance. No report exports them; the POC and
 * demo variants show sample data, which the global filters, dates and currency do not change.
 */
export const POLICY_INSIGHTS_TABS: readonly TabDefinition[] = [
  pageTab('AdvancedPurchase', ADVANCED_PURCHASE_TAB, 'normal', NO_POLICY_EXPORT),
  pageTab('AdvancedPurchasePOC', ADVANCED_PURCHASE_TAB, 'poc', NO_GLOBAL_CONTROLS),
  pageTab('AdvancedPurchaseDEMO', ADVANCED_PURCHASE_TAB, 'demo', NO_GLOBAL_CONTROLS),
  pageTab('CabinClassCompliance', CABIN_CLASS_COMPLIANCE_TAB, 'normal', NO_POLICY_EXPORT),
  pageTab('CabinClassCompliancePOC', CABIN_CLASS_COMPLIANCE_TAB, 'poc', NO_GLOBAL_CONTROLS),
  pageTab('CabinClassComplianceDEMO', CABIN_CLASS_COMPLIANCE_TAB, 'demo', NO_GLOBAL_CONTROLS),
];

/** Air Program Analytics: embedded reports over a year by default. */
export const AIR_PROGRAM_ANALYTICS_TABS: readonly TabDefinition[] = [
  defineTab(
    'ProgramOverview',
    'Program overview',
    'Air Program Analytics',
    report('ProgramOverview'),
    PROGRAMME_WINDOW,
  ),
  // The Fare & Share benchmarking report opens on 90 days (docs/rules/shell.md#dates).
  defineTab(
    'ContractOptimizationBenchmarks',
    'Contract optimization benchmarks',
    'Air Program Analytics',
    report('ContractOptimizationBenchmarks'),
    { defaultStartDaysInThePast: 90 },
  ),
  defineTab(
    'ContractAudit',
    'Contract audit',
    'Air Program Analytics',
    report('ContractAudit'),
    PROGRAMME_WINDOW,
  ),
  defineTab('Audit', 'Audit', 'Air Program Analytics', report('Audit'), PROGRAMME_WINDOW),
  defineTab(
    'ContractCoverage',
    'Contract coverage',
    'Air Program Analytics',
    report('ContractCoverage'),
    PROGRAMME_WINDOW,
  ),
  defineTab('Coverage', 'Coverage', 'Air Program Analytics', report('Coverage'), PROGRAMME_WINDOW),
  defineTab(
    'PurchasingBehavior',
    'Purchasing behavior',
    'Air Program Analytics',
    report('PurchasingBehavior'),
    PROGRAMME_WINDOW,
  ),
  defineTab(
    'AdvancedPurchase2',
    'Advanced purchase',
    'Air Program Analytics',
    report('AdvancedPurchase2'),
    PROGRAMME_WINDOW,
  ),
];
