import {
  availabilityByChainOverTimeView,
  availabilityByCityOverTimeView,
  availabilityCollapsedTableView,
  availabilityCoveredSpendView,
  availabilityMainTableView,
  availabilitySummaryView,
  availabilityTopChainsView,
  availabilityTopCitiesView,
  hotelCoverageView,
  hotelDiscountBenchmarkingView,
  hotelProgramPerformanceView,
  missedSavingsCardsView,
  missedSavingsTableView,
  missedSavingsTotalSpendView,
} from '@tripsight/core/views';
import {
  availabilityByChainOverTime,
  availabilityByCityOverTime,
  availabilityCollapsedTable,
  availabilityCoveredSpend,
  availabilityMainTable,
  availabilitySummary,
  availabilityTopChains,
  availabilityTopCities,
  missedSavingsTable,
} from './hsi-availability-views.js';
import { hotelCoverage } from './hsi-coverage-views.js';
import { hotelDiscountBenchmarking } from './hsi-discount-views.js';
import { missedSavingsCards, missedSavingsTotalSpend } from './hsi-missed-savings-views.js';
import { hotelProgramPerformance } from './hsi-program-performance-views.js';
import { viewRoute } from './view-route.js';

/** The hotel supplier insights views (HOTEL_INSIGHTS_VIEWS), each a contract of core and its query function. */
export const HOTEL_INSIGHTS_VIEW_ROUTES = [
  viewRoute(hotelProgramPerformanceView, hotelProgramPerformance),
  viewRoute(hotelCoverageView, hotelCoverage),
  viewRoute(availabilitySummaryView, availabilitySummary),
  viewRoute(availabilityCoveredSpendView, availabilityCoveredSpend),
  viewRoute(missedSavingsCardsView, missedSavingsCards),
  viewRoute(missedSavingsTotalSpendView, missedSavingsTotalSpend),
  viewRoute(missedSavingsTableView, missedSavingsTable),
  viewRoute(availabilityByCityOverTimeView, availabilityByCityOverTime),
  viewRoute(availabilityTopCitiesView, availabilityTopCities),
  viewRoute(availabilityByChainOverTimeView, availabilityByChainOverTime),
  viewRoute(availabilityTopChainsView, availabilityTopChains),
  viewRoute(availabilityMainTableView, availabilityMainTable),
  viewRoute(availabilityCollapsedTableView, availabilityCollapsedTable),
  viewRoute(hotelDiscountBenchmarkingView, hotelDiscountBenchmarking),
];
