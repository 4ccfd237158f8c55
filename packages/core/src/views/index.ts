/** The analytics view contracts: one definition per endpoint, shared by the service and the elements. */
export {
  allTimeSavingsView,
  dealsPerClientView,
  feedbackView,
  savingsByCountryView,
  savingsByMonthView,
  savingsOverviewView,
  trackedByCountryView,
  trackedSpendView,
} from './air-faresaver.js';
export {
  allProcessedDealsView,
  PROCESSED_DEALS_LIMIT,
  rebookingRatioView,
  rebookingSuccessView,
  rebookingTableView,
} from './air-rebooking.js';
export { ANALYTICS_PARAMS, FEE_MODES } from './analytics-params.js';
export { defineView } from './define-view.js';
export { dynamicCurrenciesView, dynamicFiltersView } from './filter-views.js';
export { param } from './param.js';
export type {
  AllTimeSavingsData,
  DealsPerClientRow,
  FeedbackRow,
  SavingsByCountryRow,
  SavingsByPeriodRow,
  SavingsOverviewData,
  TrackedByCountryRow,
  TrackedSpendData,
} from './air-faresaver.js';
export type {
  ProcessedDealRow,
  RebookingRatioRow,
  RebookingSuccessData,
  RebookingTableRow,
} from './air-rebooking.js';
export type { ViewContract, ViewData, ViewParams, ViewRow } from './define-view.js';
export type { BranchCurrencyRow, FilterCombinationRow } from './filter-views.js';
export type { ParamSchema, ParamSpec, ParamSpecs, ParamValues } from './param.js';
