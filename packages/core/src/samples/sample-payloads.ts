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
import type { HotelSamplePayload } from './hotel-sample-payload.js';
import type { HotelInsightsSample } from './hotel-insights-sample.js';
import type { DemoSavingsMetrics } from './savings-demo.js';

/*
 * What each module of the sample-data API answers (docs/rules/shell.md#modes: compliance, advanced purchase, negotiated
 * fares, docs/rules/air.md#sample-data; the hotel payload, docs/rules/hotel.md#hotel-calls), and the built-in savings demo figures.
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

/** Negotiated-fare measures of one carrier or route (docs/rules/air.md#negotiated-fares-adoption). */
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
 * Negotiated fares sample: adoption, top carriers and routes (5 each, docs/rules/air.md#negotiated-fares-adoption), CAT and LIF success,
 * lower fare negotiated or public, and not sent / not rebooked / rebooked (POC only, docs/rules/air.md#negotiated-fares-adoption).
 */
export interface NegotiatedFaresSample {
  /** Adoption row with its rounded percent (docs/rules/air.md#negotiated-fares-adoption). */
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
