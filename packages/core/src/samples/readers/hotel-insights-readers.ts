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
} from '../../views/index.js';
import { sampleRooms } from '../hotel-insights-sample.js';
import { readerOf, type SampleReaders } from '../sample-reader.js';

const reader = readerOf<'hotelInsights'>();

/**
 * How the hotel supplier insights views are read from the `hotelInsights` sample (POC only).
 */
export const HOTEL_INSIGHTS_READERS: SampleReaders = new Map([
  reader(hotelProgramPerformanceView, (s) => s.programPerformance),
  reader(hotelCoverageView, (s) => s.coverage),
  reader(availabilitySummaryView, (s) => s.availabilitySummary),
  reader(availabilityCoveredSpendView, (s) => s.coveredSpend),
  reader(missedSavingsCardsView, (s) => s.missedSavingsCards),
  reader(missedSavingsTotalSpendView, (s) => s.missedSavingsTotalSpend),
  reader(missedSavingsTableView, (s, p) => sampleRooms(s, p.hotelId, p.page)),
  reader(availabilityByCityOverTimeView, (s) => s.byCityOverTime),
  reader(availabilityTopCitiesView, (s) => s.topCities),
  reader(availabilityByChainOverTimeView, (s) => s.byChainOverTime),
  reader(availabilityTopChainsView, (s) => s.topChains),
  reader(availabilityMainTableView, (s) => s.mainTable),
  reader(availabilityCollapsedTableView, (s, p) => sampleRooms(s, p.hotelId, p.page)),
  reader(hotelDiscountBenchmarkingView, (s) => s.discountBenchmarking),
]);
