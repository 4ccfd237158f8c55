import type { AnalyticsResponse } from '../api/analytics-client.js';
import { busTarget } from '../api/analytics-client.js';
import { requestJson } from '../api/request.js';
import type { Bus } from '../bus/bus.js';
import type {
  AdvancedPurchaseData,
  CabinComplianceRow,
  ChartSeriesRow,
  GaugeRow,
  MonthlyTrendRow,
  TopRouteRow,
} from '../views/air-policy.js';
import type { HotelSamplePayload } from '../hotel/hotel-sample.js';
import type { ReportBreakdown } from '../model/policy-choices.js';
import type { AdvanceTrip } from './simulator.js';

/*
 * The sample-data API of the POC and demo modes (spec §7: "POC and demo modes load sample data via
 * GET with chosenModule, pocType (demo or poc), source_url and an API key header"). The reference
 * service serves it at SAMPLE_DATA_PATH; the key it accepts is its SAMPLE_DATA_KEY setting.
 */

/** Path of the sample-data API on the data service. */
export const SAMPLE_DATA_PATH = '/api/sampleData';
/** The header carrying the API key. */
export const SAMPLE_DATA_KEY_HEADER = 'X-API-Key';
/** The modules a sample holds (chosenModule). */
export const SAMPLE_MODULES = ['compliance', 'advancedPurchase', 'negotiatedFares', 'hotelSavings'] as const;
export type SampleModule = (typeof SAMPLE_MODULES)[number];
/** Kinds of sample (pocType). */
export const POC_TYPES = ['demo', 'poc'] as const;
export type PocType = (typeof POC_TYPES)[number];
/**
 * The key the reference service accepts when SAMPLE_DATA_KEY is not set: for development and the
 * reference portal only; a deployment sets its own.
 */
export const DEVELOPMENT_SAMPLE_DATA_KEY = 'tripsight-development-sample-data';

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
export interface NegotiatedFareMeasureRow {
  /** Percent of PNRs whose negotiated fare was the lowest available. */
  lowestNegociatedFarePnrRatio: number;
  countPnrs: number;
  spendUSD: number;
  spendEUR: number;
  spendGBP: number;
  spendDefaultCurrency: number;
}

/** A count and its whole-percent share. */
export interface CountShare {
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
}

/** Where a dashboard's sample data comes from: the API key, and the sample's source (source_url). */
export interface SampleDataSettings {
  key: string | null;
  /** Names the prospect's data the sample is made from; the service's default sample when null. */
  sourceUrl: string | null;
}

const settings = new WeakMap<Bus, SampleDataSettings>();

/**
 * Sets the sample-data key and source of every POC and demo element on a dashboard (a page's
 * `sample-data-key` and `source-url` attributes take precedence).
 *
 * @example configureSampleData(bus, { key: 'my-key', sourceUrl: 'https://files.example/poc/acme.csv' });
 */
export function configureSampleData(bus: Bus, value: Partial<SampleDataSettings>): void {
  settings.set(bus, { ...sampleDataSettings(bus), ...value });
}

/** The sample-data settings of a dashboard (no key and the default source when none were set). */
export function sampleDataSettings(bus: Bus): SampleDataSettings {
  return settings.get(bus) ?? { key: null, sourceUrl: null };
}

/** One sample-data call. */
export interface SampleDataRequest<M extends SampleModule> {
  chosenModule: M;
  pocType: PocType;
  /** Overrides the dashboard's settings. */
  sourceUrl?: string | null;
  key?: string | null;
  signal?: AbortSignal;
}

/**
 * GETs a module of the sample data with the API key header (and the bus's token, when signed in).
 * A missing or wrong key fails with an ApiError of status 401.
 *
 * @example const { data } = await fetchSampleData(bus, { chosenModule: 'compliance', pocType: 'poc' });
 */
export function fetchSampleData<M extends SampleModule>(
  bus: Bus,
  request: SampleDataRequest<M>,
): Promise<AnalyticsResponse<SamplePayloads[M]>> {
  const dashboard = sampleDataSettings(bus);
  const key = request.key ?? dashboard.key;
  const target = busTarget(bus);
  return requestJson(
    {
      ...target,
      // The one request function builds the call; the key rides along as one more header.
      fetch: (input, init) =>
        globalThis.fetch(input, {
          ...init,
          headers: {
            ...(init?.headers as Record<string, string>),
            ...(key ? { [SAMPLE_DATA_KEY_HEADER]: key } : {}),
          },
        }),
    },
    {
      path: SAMPLE_DATA_PATH,
      query: {
        chosenModule: request.chosenModule,
        pocType: request.pocType,
        source_url: request.sourceUrl ?? dashboard.sourceUrl,
      },
      signal: request.signal,
    },
  );
}
