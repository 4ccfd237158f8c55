import {
  hotelAllTimeResultsView,
  hotelCompanySavingsView,
  hotelSavingsByChainView,
  hotelSavingsByLocationView,
  hotelSavingsByMonthView,
  hotelTrackedSpendView,
} from '../../views/index.js';
import {
  sampleAllTimeResults,
  sampleByChain,
  sampleByLocation,
  sampleByMonth,
  sampleCompanySavings,
  sampleTrackedSpend,
} from '../hotel-sample-views.js';
import { readerOf, type SampleReaders } from '../sample-reader.js';

const reader = readerOf<'hotelSavings'>();

/**
 * How the hotel savings views are read from the `hotelSavings` sample.
 */
export const HOTEL_SAVINGS_READERS: SampleReaders = new Map([
  reader(hotelCompanySavingsView, (p) => sampleCompanySavings(p)),
  reader(hotelTrackedSpendView, (p) => sampleTrackedSpend(p)),
  reader(hotelAllTimeResultsView, (p) => sampleAllTimeResults(p)),
  reader(hotelSavingsByMonthView, (p, _, kind) => sampleByMonth(p, kind)),
  reader(hotelSavingsByChainView, (p, _, kind) => sampleByChain(p, kind)),
  reader(hotelSavingsByLocationView, (p, _, kind) => sampleByLocation(p, kind)),
]);
