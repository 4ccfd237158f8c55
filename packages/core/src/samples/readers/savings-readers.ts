import { bucketSavings } from '../../savings/savings-metrics.js';
import {
  allProcessedDealsView,
  dealsPerClientView,
  feedbackView,
  rebookingSuccessView,
  rebookingTableView,
  savingsByCountryView,
  savingsByMonthView,
  savingsOverviewView,
  trackedSpendView,
} from '../../views/index.js';
import { readerOf, type SampleReaders } from '../sample-reader.js';

const reader = readerOf<'savings'>();

/**
 * How the Faresaver savings views are read from the built-in demo figures (savings figures exist for the
 * demo only: docs/rules/shell.md#modes, "A demo metrics object replaces dashboard calls in demo mode").
 */
export const SAVINGS_READERS: SampleReaders = new Map([
  reader(savingsOverviewView, (m) => m.savingsOverview),
  reader(trackedSpendView, (m) => m.trackedSpend),
  reader(savingsByCountryView, (m) => m.savingsByCountry),
  reader(savingsByMonthView, (m, params) => bucketSavings(m.savingsByDay, params.granularity ?? 'month')),
  reader(dealsPerClientView, (m) => m.savings),
  reader(feedbackView, (m) => m.feedback),
  reader(rebookingSuccessView, (m) => m.rebookingSuccess),
  reader(rebookingTableView, (m) => m.rebookingTable),
  reader(allProcessedDealsView, (m) => m.allProcessedDeals),
]);
