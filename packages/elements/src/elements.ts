// Every element of the SDK, by its define function: the one list a new page or widget is added to.
// `defineAll()` registers each of them; the package entry re-exports them.
export { defineAlertCount } from './controls/alert-count/alert-count.element.js';
export { defineContext } from './controls/context/context.element.js';
export { defineCurrencySelect } from './controls/currency-select/currency-select.element.js';
export { defineDateRange } from './controls/date-range/date-range.element.js';
export { defineDownloadStatus } from './controls/download-status/download-status.element.js';
export { defineExportMenu } from './controls/export-menu/export-menu.element.js';
export { defineFeeToggle } from './controls/fee-toggle/fee-toggle.element.js';
export { defineFilterBar } from './controls/filter-bar/filter-bar.element.js';
export { defineReport } from './controls/report/report.element.js';
export { defineSignIn } from './controls/sign-in/sign-in.element.js';
export { defineSupportWidget } from './controls/support-widget/support-widget.element.js';
export { defineAdvancedPurchase } from './pages/advanced-purchase/advanced-purchase.element.js';
export { defineAlerts } from './pages/alerts/alerts.element.js';
export { defineAskAQuestion } from './pages/ask-a-question/ask-a-question.element.js';
export { defineAuditLog } from './pages/audit-log/audit-log.element.js';
export { defineBookingToDeparture } from './pages/booking-to-departure/booking-to-departure.element.js';
export { defineCabinClassCompliance } from './pages/cabin-class-compliance/cabin-class-compliance.element.js';
export { defineCarrierAvailability } from './pages/carrier-availability/carrier-availability.element.js';
export { defineCustomerManagement } from './pages/customer-management/customer-management.element.js';
export { defineEmissionsAlternatives } from './pages/emissions-alternatives/emissions-alternatives.element.js';
export { defineEmissionsOverview } from './pages/emissions-overview/emissions-overview.element.js';
export { defineFareSaverDashboard } from './pages/fare-saver-dashboard/fare-saver-dashboard.element.js';
export { defineHotelProgramPerformance } from './pages/hotel-program-performance/hotel-program-performance.element.js';
export {
  defineHotelProgramSavings,
  defineHotelAverageDiscount,
  defineHotelProgramSpend,
  defineHotelNegotiatedSplit,
  defineHotelCoverageGauge,
  defineHotelAvailabilityGauge,
  defineHotelUtilizationGauge,
} from './pages/hotel-program-performance/program-cards.element.js';
export { defineNegotiatedRateCoverage } from './pages/negotiated-rate-coverage/negotiated-rate-coverage.element.js';
export {
  defineCoverageSummary,
  defineCoverageByRateType,
  defineCoverageTopOpportunities,
  defineCoverageOverTime,
  defineCoverageDetails,
} from './pages/negotiated-rate-coverage/coverage-cards.element.js';
export { defineNegotiatedRateAvailability } from './pages/negotiated-rate-availability/negotiated-rate-availability.element.js';
export {
  defineAvailabilitySummary,
  defineAvailabilityCoveredSpend,
  defineMissedSavingsCards,
  defineAvailabilityOverTime,
  defineAvailabilityDetails,
} from './pages/negotiated-rate-availability/availability-cards.element.js';
export { defineNegotiatedRateUtilization } from './pages/negotiated-rate-utilization/negotiated-rate-utilization.element.js';
export { defineDiscountLevelBenchmarking } from './pages/discount-level-benchmarking/discount-level-benchmarking.element.js';
export {
  defineDiscountSummary,
  defineDiscountUtilizedSpend,
  defineDiscountOverTime,
  defineDiscountByRateType,
  defineDiscountDetails,
} from './pages/discount-level-benchmarking/discount-cards.element.js';
export { defineHotelSavingsOverview } from './pages/hotel-savings-overview/hotel-savings-overview.element.js';
export { defineNegotiatedFaresAdoption } from './pages/negotiated-fares-adoption/negotiated-fares-adoption.element.js';
export { defineRebookingPerformance } from './pages/rebooking-performance/rebooking-performance.element.js';
export { defineSavingsGroupOptimization } from './pages/savings-group-optimization/savings-group-optimization.element.js';
export { defineSavingsOverview } from './pages/savings-overview/savings-overview.element.js';
export { defineAcceptedSavings } from './widgets/accepted-savings/accepted-savings.element.js';
export { defineAdvancePurchaseByCabin } from './widgets/advance-purchase-by-cabin/advance-purchase-by-cabin.element.js';
export { defineAdvancePurchaseCost } from './widgets/advance-purchase-cost/advance-purchase-cost.element.js';
export { defineAdvancePurchaseRatio } from './widgets/advance-purchase-ratio/advance-purchase-ratio.element.js';
export { defineAdvancePurchaseTrend } from './widgets/advance-purchase-trend/advance-purchase-trend.element.js';
export { defineCabinComplianceRatio } from './widgets/cabin-compliance-ratio/cabin-compliance-ratio.element.js';
export { defineCabinComplianceTrend } from './widgets/cabin-compliance-trend/cabin-compliance-trend.element.js';
export { defineCabinNonCompliantSpend } from './widgets/cabin-non-compliant-spend/cabin-non-compliant-spend.element.js';
export { defineCarrierAvailabilityStatus } from './widgets/carrier-availability-status/carrier-availability-status.element.js';
export { defineCarrierPnrSummary } from './widgets/carrier-pnr-summary/carrier-pnr-summary.element.js';
export { defineComplianceReport } from './widgets/compliance-report/compliance-report.element.js';
export { defineComplianceSimulator } from './widgets/compliance-simulator/compliance-simulator.element.js';
export { defineDealsPerClient } from './widgets/deals-per-client/deals-per-client.element.js';
export { defineFeedbackBreakdown } from './widgets/feedback-breakdown/feedback-breakdown.element.js';
export { defineHotelAllTimeSavings } from './widgets/hotel-all-time-savings/hotel-all-time-savings.element.js';
export { defineHotelCompanySavings } from './widgets/hotel-company-savings/hotel-company-savings.element.js';
export { defineHotelHpaMetric } from './widgets/hotel-hpa-metric/hotel-hpa-metric.element.js';
export { defineHotelSavingsByChain } from './widgets/hotel-savings-by-chain/hotel-savings-by-chain.element.js';
export { defineHotelSavingsByMonth } from './widgets/hotel-savings-by-month/hotel-savings-by-month.element.js';
export { defineHotelSavingsMap } from './widgets/hotel-savings-map/hotel-savings-map.element.js';
export { defineHotelSavingsToolkit } from './widgets/hotel-savings-toolkit/hotel-savings-toolkit.element.js';
export { defineHotelTrackedSpend } from './widgets/hotel-tracked-spend/hotel-tracked-spend.element.js';
export { defineLowerFareStatus } from './widgets/lower-fare-status/lower-fare-status.element.js';
export { defineNegotiatedFareFunnel } from './widgets/negotiated-fare-funnel/negotiated-fare-funnel.element.js';
export { defineNegotiatedFareFigures } from './widgets/negotiated-fare-figures/negotiated-fare-figures.element.js';
export { defineNegotiatedFareTopCarriers } from './widgets/negotiated-fare-top-carriers/negotiated-fare-top-carriers.element.js';
export { defineNegotiatedFareTopRoutes } from './widgets/negotiated-fare-top-routes/negotiated-fare-top-routes.element.js';
export { definePnrSummary } from './widgets/pnr-summary/pnr-summary.element.js';
export { defineRebookedPnrs } from './widgets/rebooked-pnrs/rebooked-pnrs.element.js';
export { defineSavingsByMonth } from './widgets/savings-by-month/savings-by-month.element.js';
export { defineSavingsNotAccepted } from './widgets/savings-not-accepted/savings-not-accepted.element.js';
export { defineSavingsToolkit } from './widgets/savings-toolkit/savings-toolkit.element.js';
export { defineTopCountries } from './widgets/top-countries/top-countries.element.js';
export { defineTrackedSpend } from './widgets/tracked-spend/tracked-spend.element.js';
