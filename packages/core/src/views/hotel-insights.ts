import { defineView } from './define-view.js';
import { param } from './param.js';

/*
 * The hotel supplier insights views (docs/rules/hotel.md#hotel-supplier-insights): whether the negotiated hotel
 * programme is used. Every stay-night falls in exactly one bucket — not covered (no property,
 * chainwide or TMC rate exists), rate not available (a rate exists but was not offered at booking),
 * available but not used (offered, another rate booked), on the negotiated rate — and the rates
 * chain: coverage × availability × utilisation = on-negotiated share. Rates are percentages
 * (0-100, 2 decimals); money is in the answer's currency. Every view takes startDate, endDate and
 * the filters.
 */

/** Path prefix of the hotel supplier insights views. */
export const HOTEL_INSIGHTS = '/api/views/hotel/hsi';
/** Path prefix of the negotiated rate availability views (docs/rules/hotel.md#negotiated-rate-availability). */
export const HOTEL_AVAILABILITY = `${HOTEL_INSIGHTS}/availability`;

/** The parameter naming one hotel (the room-type views, the missed-savings exports). */
export const HOTEL_ID_PARAMS = { hotelId: param.digits() };

/** Room rows per page of a room-type view asked for every hotel (`annotation.limit`). */
export const HOTEL_ROOM_ROWS_LIMIT = 500;
/** The last page a room-type view answers (`HOTEL_ROOM_ROWS_LIMIT` rows each). */
export const HOTEL_ROOM_ROWS_MAX_PAGE = 10_000;

/**
 * The parameters of the room-type views: `hotelId` keeps one hotel's rows, else every hotel's are
 * answered, `HOTEL_ROOM_ROWS_LIMIT` a page; `page` (from 1, default 1) picks the page.
 */
export const HOTEL_ROOM_PARAMS = {
  ...HOTEL_ID_PARAMS,
  page: param.integer(1, HOTEL_ROOM_ROWS_MAX_PAGE),
};

/** The rate types of a negotiated hotel programme (docs/rules/hotel.md#negotiated-rate-coverage), each with its benchmark. */
export const HOTEL_RATE_TYPES = ['Property', 'Chainwide', 'TMC rate'] as const;
export type HotelRateType = (typeof HOTEL_RATE_TYPES)[number];

/**
 * What went wrong at a hotel whose negotiated rate was not booked: the rate was not loaded in the
 * booking channel, last-room availability was not honoured, or the stay was paid above contract.
 */
export const MISSED_SAVINGS_REASONS = ['rateNotLoaded', 'lraNotHonoured', 'paidAboveContract'] as const;
export type MissedSavingsReason = (typeof MISSED_SAVINGS_REASONS)[number];

// ---------------------------------------------------------------------------------------------
// Programme performance

/** `/programPerformance`: the programme performance data object (docs/rules/hotel.md#programme-performance). */
export const hotelProgramPerformanceView = defineView<HotelProgramPerformanceData>()({
  path: `${HOTEL_INSIGHTS}/programPerformance`,
  product: 'hotelInsights',
  sample: { source: 'hotelInsights', kinds: ['poc'] },
});

/** The programme performance data object (docs/rules/hotel.md#programme-performance). */
export interface HotelProgramPerformanceData {
  /** Savings of the negotiated nights against their market rate. */
  hotelProgramSavings: number;
  /** hotelProgramSavings over equivalentSpendAtMarketRates, percent. */
  programSavingsRate: number;
  /** Savings of the reservations Hotelsaver rebooked at a lower rate. */
  hotelsaverSavings: number;
  /** hotelsaverSavings over programSpend, percent. */
  hotelsaverSavingsRate: number;
  reservationsRebooked: number;
  /** Spend-weighted discount of the negotiated nights against market, percent. */
  discountLevel: number;
  /** The whole hotel spend of the range. */
  programSpend: number;
  /** What the negotiated nights would have cost at market rates, plus the other nights as paid. */
  equivalentSpendAtMarketRates: number;
  totalNights: number;
  averageNightsPerStay: number;
  /** Average daily rate paid. */
  adr: number;
  /** Average daily market rate of the same nights. */
  marketAdr: number;
  /** The four buckets' spend (they sum to programSpend). */
  onNegotiatedRate: number;
  negRateAvailableButNotUtilized: number;
  negRateNotAvailable: number;
  notCovered: number;
  /** Spend on the negotiated rate (= onNegotiatedRate). */
  spendOnNegotiatedRate: number;
  /** Share of the negotiated spend paid at or below contract (the discount applied), percent. */
  spendOnNegotiatedRateDiscountAppliedRate: number;
  /** coveredSpend over programSpend, percent (n = totalNights). */
  coverageRate: number;
  coveredSpend: number;
  coveredNights: number;
  /** spendWithAvailableNegRate over coveredSpend, percent (n = coveredNights). */
  availabilityRate: number;
  spendWithAvailableNegRate: number;
  availableNights: number;
  /** spendOnNegotiatedRate over spendWithAvailableNegRate, percent (n = availableNights). */
  utilizationRate: number;
  negotiatedNights: number;
}

// ---------------------------------------------------------------------------------------------
// Coverage

/** `/coverage`: the coverage response (docs/rules/hotel.md#negotiated-rate-coverage). */
export const hotelCoverageView = defineView<HotelCoverageData>()({
  path: `${HOTEL_INSIGHTS}/coverage`,
  product: 'hotelInsights',
  sample: { source: 'hotelInsights', kinds: ['poc'] },
});

/** The coverage response (docs/rules/hotel.md#negotiated-rate-coverage). */
export interface HotelCoverageData {
  summary: CoverageSummary;
  coveredSpendByRateType: CoveredSpendByRateType;
  /** Top opportunities by hotel: most spend not covered first. */
  byHotel: CoverageHotelRow[];
  /** Top opportunities by chain: most spend not covered first. */
  byChain: CoverageChainRow[];
  /** One row per calendar month, oldest first. */
  overTime: CoverageOverTimeRow[];
  /** The details table, by hotel or by chain, most spend first. */
  details: { byHotel: CoverageDetailRow[]; byChain: CoverageDetailRow[] };
}

export interface CoverageSummary {
  /** spendCovered over totalSpend, percent. */
  percentOfHotelSpendCovered: number;
  /** nightsCovered over totalNights, percent. */
  percentOfHotelNightsCovered: number;
  spendCovered: number;
  spendNotCovered: number;
  totalSpend: number;
  nightsCovered: number;
  nightsNotCovered: number;
  totalNights: number;
}

/** Covered spend by rate type, each as a share of covered spend (percent) with its benchmark. */
export interface CoveredSpendByRateType {
  corporatePropertyRate: number;
  corporateChainwideRate: number;
  tmcRate: number;
  corporatePropertyRateBenchmark: number;
  corporateChainwideRateBenchmark: number;
  tmcRateBenchmark: number;
}

export interface CoverageHotelRow {
  hotelId: string;
  hotelName: string;
  hotelMasterChain: string;
  destinationCity: string;
  /** The hotel's spend. */
  propertySpend: number;
  /** The hotel's covered spend over its spend, percent. */
  coverageRate: number;
  /** Points of programme coverage gained if this hotel were fully covered (spendNotCovered over all spend, percent). */
  equivalentTo: number;
  /** propertySpend over all spend, percent. */
  percentOfSpend: number;
  nightsNotCovered: number;
  spendNotCovered: number;
  /** The hotel's nights (the sample its coverage rate stands on). */
  totalNights: number;
  rooms: CoverageRoomRow[];
}

export interface CoverageRoomRow {
  roomType: string;
  adr: number;
  spend: number;
  nights: number;
  /** Whether a negotiated rate covers the room type. */
  covered: boolean;
}

export interface CoverageChainRow {
  chainName: string;
  coverageRate: number;
  spendNotCovered: number;
  totalSpend: number;
}

/** A month of coverage: `nights` and `price` are the coverage rates on nights and on spend (percent). */
export interface CoverageOverTimeRow {
  /** The month's first day (YYYY-MM-01). */
  month: string;
  nights: number;
  price: number;
  spendCovered: number;
  spend: number;
  nightsCovered: number;
  totalNights: number;
}

/** A hotel or a chain with its coverage by rate type (percent of its spend). */
export interface CoverageDetailRow {
  name: string;
  propertyCoverage: number;
  chainwideCoverage: number;
  tmcCoverage: number;
  coverageRate: number;
  totalSpend: number;
  totalNights: number;
}
