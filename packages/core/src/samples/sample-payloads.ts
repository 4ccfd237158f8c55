import type {
  AdvancedPurchaseData,
  CabinComplianceRow,
  ChartSeriesRow,
  GaugeRow,
  MonthlyTrendRow,
  TopRouteRow,
} from '../views/air-policy.js';
import type { ReportBreakdown } from '../model/policy-choices.js';
import type { AdvanceTrip } from '../policy/simulate-trips.js';
import type { HotelSamplePayload } from './hotel-sample.js';
import type { HotelInsightsSample } from './hotel-insights-sample.js';
import type { DemoSavingsMetrics } from './savings-demo.js';

/*
 * What each module of the sample-data API answers (spec §7: compliance, advanced purchase, negotiated
 * fares; hotel-ops §7.3: the hotel payload), and the built-in savings demo figures.
 */

export {
  POC_TYPES,
  SAMPLE_MODULES,
  type PocType,
  type SampleModule,
  type SampleSource,
} from '../model/sample-sources.js';

/** Cabin class compliance sample: top widgets, YTD trend, pies by point of sale, cabin and haul, raw data. */
export interface ComplianceSample {
  /** The gauge rows behind the non-compliant spend card and the ratio gauge. */
  topWidgets: { gauge: GaugeRow[] };
  ytdTrend: MonthlyTrendRow[];
  pies: Record<ReportBreakdown, ChartSeriesRow[]>;
  /** PNR-summary rows, newest ticketing first. */
  rawData: CabinComplianceRow[];
}

/** Advanced purchase sample: the top cards and trend, the top routes, and the trips the simulator replays. */
export interface AdvancedPurchaseSample {
  topWidgets: AdvancedPurchaseData;
  topRoutes: TopRouteRow[];
  trips: AdvanceTrip[];
}

/** Negotiated-fare measures of one carrier or route (spec §3 "Negotiated fare measures"). */
interface NegotiatedFareMeasureRow {
  /** Percent of PNRs whose negotiated fare was the lowest available. */
  lowestNegociatedFarePnrRatio: number;
  countPnrs: number;
  spendUSD: number;
  spendEUR: number;
  spendGBP: number;
  spendDefaultCurrency: number;
}

/** A count and its whole-percent share. */
interface CountShare {
  count: number;
  percent: number;
}

/**
 * Negotiated fares sample: adoption, top carriers and routes (5 each, spec §9), CAT and LIF success,
 * lower fare negotiated or public, and not sent / not rebooked / rebooked (spec §2 POC only).
 */
export interface NegotiatedFaresSample {
  /** Adoption row (spec §3) with its rounded percent (spec §4). */
  adoption: { trackedPnrs: number; trackedPnrsWithNegotiatedFare: number; negotiatedFareAdoption: number };
  topCarriers: (NegotiatedFareMeasureRow & { itinAirlines: string })[];
  topRoutes: (NegotiatedFareMeasureRow & {
    itinRoute: string;
    originCity: string;
    destinationCity: string;
  })[];
  /** Percents. */
  catSuccess: number;
  lifSuccess: number;
  lowestNegociatedFarePnrRatio: number;
  /** Was it negotiated? Lower fare is negotiated / Lower fare is public, in percent (adding up to 100). */
  lowerFare: { negotiatedPercent: number; publicPercent: number };
  /** Was it rebooked? Not sent / Not rebooked / Rebooked. */
  rebooking: { notSent: CountShare; notRebooked: CountShare; rebooked: CountShare };
}

/** The payload of each module. */
export interface SamplePayloads {
  compliance: ComplianceSample;
  advancedPurchase: AdvancedPurchaseSample;
  negotiatedFares: NegotiatedFaresSample;
  hotelSavings: HotelSamplePayload;
  hotelInsights: HotelInsightsSample;
}

/** The payload of each sample source. */
export interface SampleSourcePayloads extends SamplePayloads {
  savings: DemoSavingsMetrics;
}
