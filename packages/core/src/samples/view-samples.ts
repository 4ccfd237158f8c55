import { ALL_CHOICE } from '../model/policy-choices.js';
import {
  DEFAULT_POLICY_RULE,
  DEFAULT_REPORT_BREAKDOWN,
  DEFAULT_SIMULATOR_BREAKDOWN,
  DEFAULT_SIMULATOR_DAYS,
  PNR_SUMMARY_LIMIT,
} from '../policy/policy-constants.js';
import { matchesChoice, policyAnswer } from '../policy/pnr-summary.js';
import { PNR_SUMMARY_COLUMNS } from '../policy/policy-texts.js';
import { simulateTrips } from '../policy/simulator.js';
import { bucketSavings } from '../savings/savings-metrics.js';
import { sampleFunnelRows } from '../supplier/negotiated-fare-funnel.js';
import {
  advancedPurchaseSimulationView,
  advancedPurchaseTopRoutesView,
  advancedPurchaseView,
  allProcessedDealsView,
  availabilityByChainOverTimeView,
  availabilityByCityOverTimeView,
  availabilityCollapsedTableView,
  availabilityCoveredSpendView,
  availabilityMainTableView,
  availabilitySummaryView,
  availabilityTopChainsView,
  availabilityTopCitiesView,
  cabinComplianceDistributionView,
  cabinComplianceGaugeView,
  cabinComplianceTableView,
  cabinComplianceYtdView,
  dealsPerClientView,
  encodeColumns,
  feedbackView,
  hotelAllTimeResultsView,
  hotelCompanySavingsView,
  hotelCoverageView,
  hotelDiscountBenchmarkingView,
  hotelProgramPerformanceView,
  hotelSavingsByChainView,
  hotelSavingsByLocationView,
  hotelSavingsByMonthView,
  hotelTrackedSpendView,
  lowestNegoFarePnrRatioView,
  missedSavingsCardsView,
  missedSavingsTableView,
  missedSavingsTotalSpendView,
  negotiatedFareAdoptionView,
  negotiatedFareFunnelView,
  rebookingSuccessView,
  rebookingTableView,
  savingsByCountryView,
  savingsByMonthView,
  savingsOverviewView,
  trackedSpendView,
  type CabinComplianceRow,
  type ViewContract,
  type ViewData,
  type ViewParams,
} from '../views/index.js';
import {
  sampleAllTimeResults,
  sampleByChain,
  sampleByLocation,
  sampleByMonth,
  sampleCompanySavings,
  sampleTrackedSpend,
} from './hotel-sample-views.js';
import { sampleRooms } from './hotel-insights-sample.js';
import type { PocType, SampleSource, SampleSourcePayloads } from './sample-payloads.js';

/** How a view's answer is read from a sample. */
export interface ViewSample<V extends ViewContract = ViewContract, S extends SampleSource = SampleSource> {
  /** The sample the answer is read from: a module of the sample-data API, or the built-in savings figures. */
  source: S;
  /** The kinds of sample that hold the view (both unless said); with another kind the view stays live. */
  kinds: readonly PocType[];
  /** The answer for the view's parameters, from the sample of `kind`. */
  read: (payload: SampleSourcePayloads[S], params: ViewParams<V>, kind: PocType) => ViewData<V>;
}

const registry = new Map<string, ViewSample>();

function sampleOf<V extends ViewContract, S extends SampleSource>(
  view: V,
  source: S,
  read: ViewSample<V, S>['read'],
  kinds: readonly PocType[] = ['poc', 'demo'],
): void {
  registry.set(view.path, { source, kinds, read } as unknown as ViewSample);
}

/*
 * The registry, keyed by view path: a view shown in a POC or demo mode is read from its entry here.
 * Savings figures exist for the demo only (spec §7: "A demo metrics object replaces dashboard calls
 * in demo mode"), so a savings page in POC mode stays live.
 */

// Faresaver savings: the built-in demo figures.
sampleOf(savingsOverviewView, 'savings', (m) => m.savingsOverview, ['demo']);
sampleOf(trackedSpendView, 'savings', (m) => m.trackedSpend, ['demo']);
sampleOf(savingsByCountryView, 'savings', (m) => m.savingsByCountry, ['demo']);
sampleOf(
  savingsByMonthView,
  'savings',
  (m, params) => bucketSavings(m.savingsByDay, params.granularity ?? 'month'),
  ['demo'],
);
sampleOf(dealsPerClientView, 'savings', (m) => m.savings, ['demo']);
sampleOf(feedbackView, 'savings', (m) => m.feedback, ['demo']);
sampleOf(rebookingSuccessView, 'savings', (m) => m.rebookingSuccess, ['demo']);
sampleOf(rebookingTableView, 'savings', (m) => m.rebookingTable, ['demo']);
sampleOf(allProcessedDealsView, 'savings', (m) => m.allProcessedDeals, ['demo']);

// Hotel savings (module hotelSavings).
sampleOf(hotelCompanySavingsView, 'hotelSavings', (p) => sampleCompanySavings(p));
sampleOf(hotelTrackedSpendView, 'hotelSavings', (p) => sampleTrackedSpend(p));
sampleOf(hotelAllTimeResultsView, 'hotelSavings', (p) => sampleAllTimeResults(p));
sampleOf(hotelSavingsByMonthView, 'hotelSavings', (p, _, kind) => sampleByMonth(p, kind));
sampleOf(hotelSavingsByChainView, 'hotelSavings', (p, _, kind) => sampleByChain(p, kind));
sampleOf(hotelSavingsByLocationView, 'hotelSavings', (p, _, kind) => sampleByLocation(p, kind));

// Cabin class compliance (module compliance).
sampleOf(cabinComplianceGaugeView, 'compliance', (s) => s.topWidgets.gauge);
sampleOf(cabinComplianceYtdView, 'compliance', (s) => s.ytdTrend);
sampleOf(
  cabinComplianceDistributionView,
  'compliance',
  (s, params) => s.pies[params.breakdownBy ?? DEFAULT_REPORT_BREAKDOWN],
);
const PNR_FIELDS = Object.keys(PNR_SUMMARY_COLUMNS) as (keyof CabinComplianceRow)[];
sampleOf(cabinComplianceTableView, 'compliance', (s, params) => {
  const kept = s.rawData.filter(
    (row) =>
      matchesChoice(row.cabinClass, params.cabinFilter ?? ALL_CHOICE, params.cabinFilterMode) &&
      matchesChoice(
        policyAnswer(row.isCabinCompliant),
        params.policyFilter ?? ALL_CHOICE,
        params.policyFilterMode,
      ),
  );
  return {
    ...encodeColumns(kept.slice(0, PNR_SUMMARY_LIMIT), PNR_FIELDS),
    totalRows: kept.length,
    limit: PNR_SUMMARY_LIMIT,
  };
});

// Advanced purchase (module advancedPurchase).
sampleOf(advancedPurchaseView, 'advancedPurchase', (s) => s.topWidgets);
sampleOf(advancedPurchaseTopRoutesView, 'advancedPurchase', (s) => s.topRoutes);
sampleOf(advancedPurchaseSimulationView, 'advancedPurchase', (s, params) =>
  simulateTrips(s.trips, {
    policyRule: params.policyRule ?? DEFAULT_POLICY_RULE,
    days: params.days ?? DEFAULT_SIMULATOR_DAYS,
    breakdownBy: params.breakdownBy ?? DEFAULT_SIMULATOR_BREAKDOWN,
    cityPair: !params.cityPair || params.cityPair === ALL_CHOICE ? null : params.cityPair,
  }),
);

// Negotiated fares (module negotiatedFares).
sampleOf(negotiatedFareAdoptionView, 'negotiatedFares', (s) => s.adoption);
sampleOf(lowestNegoFarePnrRatioView, 'negotiatedFares', (s) => ({
  lowestNegociatedFarePnrRatio: s.lowestNegociatedFarePnrRatio,
  countPnrs: s.adoption.trackedPnrsWithNegotiatedFare,
  catSuccess: s.catSuccess,
  lifSuccess: s.lifSuccess,
}));
// The sample-data API has no funnel: POC and demo show core's sample funnel beside its figures.
sampleOf(negotiatedFareFunnelView, 'negotiatedFares', (_, params) =>
  sampleFunnelRows(params.breakdown ?? 'carrier'),
);

// Hotel supplier insights (POC): every view of the group from the `hotelInsights` module.
sampleOf(hotelProgramPerformanceView, 'hotelInsights', (s) => s.programPerformance, ['poc']);
sampleOf(hotelCoverageView, 'hotelInsights', (s) => s.coverage, ['poc']);
sampleOf(availabilitySummaryView, 'hotelInsights', (s) => s.availabilitySummary, ['poc']);
sampleOf(availabilityCoveredSpendView, 'hotelInsights', (s) => s.coveredSpend, ['poc']);
sampleOf(missedSavingsCardsView, 'hotelInsights', (s) => s.missedSavingsCards, ['poc']);
sampleOf(missedSavingsTotalSpendView, 'hotelInsights', (s) => s.missedSavingsTotalSpend, ['poc']);
sampleOf(missedSavingsTableView, 'hotelInsights', (s, p) => sampleRooms(s, p.hotelId), ['poc']);
sampleOf(availabilityByCityOverTimeView, 'hotelInsights', (s) => s.byCityOverTime, ['poc']);
sampleOf(availabilityTopCitiesView, 'hotelInsights', (s) => s.topCities, ['poc']);
sampleOf(availabilityByChainOverTimeView, 'hotelInsights', (s) => s.byChainOverTime, ['poc']);
sampleOf(availabilityTopChainsView, 'hotelInsights', (s) => s.topChains, ['poc']);
sampleOf(availabilityMainTableView, 'hotelInsights', (s) => s.mainTable, ['poc']);
sampleOf(availabilityCollapsedTableView, 'hotelInsights', (s, p) => sampleRooms(s, p.hotelId), ['poc']);
sampleOf(hotelDiscountBenchmarkingView, 'hotelInsights', (s) => s.discountBenchmarking, ['poc']);

/**
 * How a view is read from the sample of `kind`, or null when it has none (the view stays live).
 *
 * @example viewSample(cabinComplianceGaugeView, 'poc')?.source // 'compliance'
 */
export function viewSample<V extends ViewContract>(view: V, kind: PocType | null): ViewSample<V> | null {
  if (kind === null) return null;
  const entry = registry.get(view.path) as ViewSample<V> | undefined;
  return entry && entry.kinds.includes(kind) ? entry : null;
}
