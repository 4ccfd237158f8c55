import { defineTab, element, report } from './define-tab.js';
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
/** "Some tabs use 365 (most programme and hotel tabs)" (spec §9). */
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
  defineTab(
    'CarrierAvailability',
    'Carrier availability',
    'Supplier Insights',
    element('tripsight-carrier-availability', 'normal'),
  ),
  defineTab(
    'CarrierAvailabilityPOC',
    'Carrier availability (POC)',
    'Supplier Insights',
    element('tripsight-carrier-availability', 'poc'),
  ),
  defineTab(
    'CarrierAvailabilityDEMO',
    'Carrier availability (Demo)',
    'Supplier Insights',
    element('tripsight-carrier-availability', 'demo'),
  ),
  defineTab(
    'NegotiatedFaresAdoption',
    'Negotiated fares adoption',
    'Supplier Insights',
    element('tripsight-negotiated-fares-adoption', 'normal'),
  ),
  defineTab(
    'NegotiatedFaresAdoptionPOC',
    'Negotiated fares adoption (POC)',
    'Supplier Insights',
    element('tripsight-negotiated-fares-adoption', 'poc'),
  ),
  defineTab(
    'NegotiatedFaresAdoptionDEMO',
    'Negotiated fares adoption (Demo)',
    'Supplier Insights',
    element('tripsight-negotiated-fares-adoption', 'demo'),
  ),
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
  defineTab(
    'AdvancedPurchase',
    'Advanced purchase',
    'Policy Insights',
    element('tripsight-advanced-purchase', 'normal'),
    NO_POLICY_EXPORT,
  ),
  defineTab(
    'AdvancedPurchasePOC',
    'Advanced purchase (POC)',
    'Policy Insights',
    element('tripsight-advanced-purchase', 'poc'),
    NO_GLOBAL_CONTROLS,
  ),
  defineTab(
    'AdvancedPurchaseDEMO',
    'Advanced purchase (Demo)',
    'Policy Insights',
    element('tripsight-advanced-purchase', 'demo'),
    NO_GLOBAL_CONTROLS,
  ),
  defineTab(
    'CabinClassCompliance',
    'Cabin class compliance',
    'Policy Insights',
    element('tripsight-cabin-class-compliance', 'normal'),
    NO_POLICY_EXPORT,
  ),
  defineTab(
    'CabinClassCompliancePOC',
    'Cabin class compliance (POC)',
    'Policy Insights',
    element('tripsight-cabin-class-compliance', 'poc'),
    NO_GLOBAL_CONTROLS,
  ),
  defineTab(
    'CabinClassComplianceDEMO',
    'Cabin class compliance (Demo)',
    'Policy Insights',
    element('tripsight-cabin-class-compliance', 'demo'),
    NO_GLOBAL_CONTROLS,
  ),
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
  // The Fare & Share benchmarking report opens on 90 days (spec §9).
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
