import { defineTab, element, pageTab, report } from './define-tab.js';
import {
  DISCOUNT_LEVEL_BENCHMARKING_TAB,
  HOTEL_PROGRAM_PERFORMANCE_TAB,
  NEGOTIATED_RATE_AVAILABILITY_TAB,
  NEGOTIATED_RATE_COVERAGE_TAB,
  NEGOTIATED_RATE_UTILIZATION_TAB,
} from './page-tabs.js';
import type { TabDefinition } from './types.js';

/** "Some tabs use 365 (most programme and hotel tabs)" (docs/rules/shell.md#dates). */
const YEAR = { defaultStartDaysInThePast: 365 } as const;

/** Hotelsaver: hotel savings from rebooking. */
export const HOTELSAVER_TABS: readonly TabDefinition[] = [
  defineTab(
    'HotelsaverSavingsoverview',
    'Savings overview',
    'Hotelsaver',
    element('tripsight-hotel-savings-overview', 'normal'),
    {
      ...YEAR,
      links: [
        { name: 'Savings details', targetTabName: 'HotelsaverSavingsDetails' },
        { name: 'Savings opportunities', targetTabName: 'HotelsaverSavingsOpportunities' },
      ],
    },
  ),
  defineTab(
    'HotelsaverSavingsoverviewPOC',
    'Savings overview (POC)',
    'Hotelsaver',
    element('tripsight-hotel-savings-overview', 'poc'),
    YEAR,
  ),
  defineTab(
    'HotelsaverSpendOverview',
    'Spend overview',
    'Hotelsaver',
    report('HotelsaverSpendOverview'),
    YEAR,
  ),
  defineTab(
    'HotelsaverSavingsDetails',
    'Savings details',
    'Hotelsaver',
    report('HotelsaverSavingsDetails'),
    YEAR,
  ),
  defineTab(
    'HotelsaverSavingsOpportunities',
    'Savings opportunities',
    'Hotelsaver',
    report('HotelsaverSavingsOpportunities'),
    YEAR,
  ),
  defineTab(
    'HotelsaverRebookingImpact',
    'Rebooking impact',
    'Hotelsaver',
    report('HotelsaverRebookingImpact'),
    YEAR,
  ),
  defineTab(
    'HotelsaverHotelRateOptimizerPMOnly',
    'Rate optimizer (PM only)',
    'Hotelsaver',
    element('tripsight-hotel-savings-overview', 'rate-optimizer-pm-only'),
    YEAR,
  ),
];

/** HPA Core: hotel programme analytics. */
export const HPA_CORE_TABS: readonly TabDefinition[] = [
  defineTab(
    'HotelRateOptimizer',
    'Rate optimizer',
    'HPA Core',
    element('tripsight-hotel-savings-overview', 'rate-optimizer'),
    YEAR,
  ),
  defineTab(
    'HotelRateOptimizerPMOnly',
    'Rate optimizer (PM only)',
    'HPA Core',
    element('tripsight-hotel-savings-overview', 'rate-optimizer-pm-only'),
    YEAR,
  ),
  defineTab(
    'HotelRateOptimizerCockpit',
    'Rate optimizer cockpit',
    'HPA Core',
    report('HotelRateOptimizerCockpit'),
    YEAR,
  ),
  defineTab('SpendOverview', 'Spend overview', 'HPA Core', report('SpendOverview'), YEAR),
  defineTab(
    'SavingsOpportunities',
    'Savings opportunities',
    'HPA Core',
    report('SavingsOpportunities'),
    YEAR,
  ),
  defineTab('RebookingImpact', 'Rebooking impact', 'HPA Core', report('RebookingImpact'), YEAR),
  defineTab('SavingsDetails', 'Savings details', 'HPA Core', report('SavingsDetails'), YEAR),
  defineTab(
    'HotelInsights',
    'Hotel insights',
    'HPA Core',
    element('tripsight-hotel-savings-overview', 'hpa'),
    YEAR,
  ),
];

/** HPA Premium: the premium programme analytics reports. */
export const HPA_PREMIUM_TABS: readonly TabDefinition[] = [
  defineTab(
    'HpaPremiumSpendOverview',
    'Spend overview',
    'HPA Premium',
    report('HpaPremiumSpendOverview'),
    YEAR,
  ),
  defineTab(
    'HpaPremiumSavingsOpportunities',
    'Savings opportunities',
    'HPA Premium',
    report('HpaPremiumSavingsOpportunities'),
    YEAR,
  ),
  defineTab(
    'HpaPremiumRebookingImpact',
    'Rebooking impact',
    'HPA Premium',
    report('HpaPremiumRebookingImpact'),
    YEAR,
  ),
  defineTab('HpaPremiumCockpit', 'Cockpit', 'HPA Premium', report('HpaPremiumCockpit'), {
    ...YEAR,
    links: [
      { name: 'Spend overview', targetTabName: 'HpaPremiumSpendOverview' },
      { name: 'Savings opportunities', targetTabName: 'HpaPremiumSavingsOpportunities' },
      { name: 'Rebooking impact', targetTabName: 'HpaPremiumRebookingImpact' },
      { name: 'Savings details', targetTabName: 'HpaPremiumSavingsDetails' },
    ],
  }),
  defineTab(
    'HpaPremiumSavingsDetails',
    'Savings details',
    'HPA Premium',
    report('HpaPremiumSavingsDetails'),
    YEAR,
  ),
];

/** Hotel Supplier Insights: negotiated-rate coverage, availability, utilization and discount benchmarking. */
export const HOTEL_SUPPLIER_INSIGHTS_TABS: readonly TabDefinition[] = [
  pageTab('HotelProgramPerformancePOC', HOTEL_PROGRAM_PERFORMANCE_TAB, 'poc', {
    ...YEAR,
    links: [
      { name: 'Discount level', targetTabName: 'DiscountLevelBenchmarkingPOC' },
      { name: 'Coverage', targetTabName: 'NegotiatedRateCoveragePOC' },
      { name: 'Availability', targetTabName: 'NegotiatedRateAvailabilityPOC' },
      { name: 'Utilization', targetTabName: 'NegotiatedRateUtilizationPOC' },
    ],
  }),
  pageTab('NegotiatedRateCoveragePOC', NEGOTIATED_RATE_COVERAGE_TAB, 'poc', YEAR),
  pageTab('NegotiatedRateAvailability', NEGOTIATED_RATE_AVAILABILITY_TAB, 'normal', YEAR),
  pageTab('NegotiatedRateAvailabilityPOC', NEGOTIATED_RATE_AVAILABILITY_TAB, 'poc', YEAR),
  pageTab('NegotiatedRateUtilizationPOC', NEGOTIATED_RATE_UTILIZATION_TAB, 'poc', YEAR),
  pageTab('DiscountLevelBenchmarkingPOC', DISCOUNT_LEVEL_BENCHMARKING_TAB, 'poc', YEAR),
  defineTab(
    'HotelsAnalyticsOverview',
    'Hotels analytics overview',
    'Hotel Supplier Insights',
    report('HotelsAnalyticsOverview'),
    YEAR,
  ),
  defineTab(
    'HotelsAnalyticsAvailability',
    'Hotels analytics availability',
    'Hotel Supplier Insights',
    report('HotelsAnalyticsAvailability'),
    YEAR,
  ),
  defineTab(
    'HotelsAnalyticsNegotiatedRateCoverage',
    'Hotels analytics negotiated rate coverage',
    'Hotel Supplier Insights',
    report('HotelsAnalyticsNegotiatedRateCoverage'),
    YEAR,
  ),
  defineTab(
    'HotelsAnalyticsNegotiatedRateBenchmarking',
    'Hotels analytics negotiated rate benchmarking',
    'Hotel Supplier Insights',
    report('HotelsAnalyticsNegotiatedRateBenchmarking'),
    YEAR,
  ),
];
