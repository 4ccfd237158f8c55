import { defineView } from './define-view.js';
import { param } from './param.js';

/*
 * The hotel supplier insights views (hotel-ops §2.3–2.7, §3, §7.5): whether the negotiated hotel
 * programme is used. Every stay-night falls in exactly one bucket — not covered (no property,
 * chainwide or TMC rate exists), rate not available (a rate exists but was not offered at booking),
 * available but not used (offered, another rate booked), on the negotiated rate — and the rates
 * chain: coverage × availability × utilisation = on-negotiated share. Rates are percentages
 * (0-100, 2 decimals); money is in the answer's currency. Every view takes startDate, endDate and
 * the filters.
 */

/** Path prefix of the hotel supplier insights views. */
export const HOTEL_INSIGHTS = '/api/views/hotel/hsi';
/** Path prefix of the negotiated rate availability views (hotel-ops §7.5). */
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

/** The rate types of a negotiated hotel programme (hotel-ops §3), each with its benchmark. */
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

/** `/programPerformance`: the hotel-ops §3 programme performance data object. */
export const hotelProgramPerformanceView = defineView<HotelProgramPerformanceData>()({
  path: `${HOTEL_INSIGHTS}/programPerformance`,
  product: 'hotelInsights',
  sample: { source: 'hotelInsights', kinds: ['poc'] },
});

/** The hotel-ops §3 "Hotel programme performance response (data object)". */
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

/** `/coverage`: the hotel-ops §3 Coverage response. */
export const hotelCoverageView = defineView<HotelCoverageData>()({
  path: `${HOTEL_INSIGHTS}/coverage`,
  product: 'hotelInsights',
  sample: { source: 'hotelInsights', kinds: ['poc'] },
});

/** The hotel-ops §3 "Coverage response". */
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

// ---------------------------------------------------------------------------------------------
// Availability (hotel-ops §7.5)

/** `/availability/summary`. */
export const availabilitySummaryView = defineView<AvailabilitySummaryData>()({
  path: `${HOTEL_AVAILABILITY}/summary`,
  product: 'hotelInsights',
  sample: { source: 'hotelInsights', kinds: ['poc'] },
});

/** `/availability/totalCoveredSpend`. */
export const availabilityCoveredSpendView = defineView<AvailabilityCoveredSpendData>()({
  path: `${HOTEL_AVAILABILITY}/totalCoveredSpend`,
  product: 'hotelInsights',
  sample: { source: 'hotelInsights', kinds: ['poc'] },
});

/** `/availability/missedSavingsByHotel/cards`: hotels whose missed share of spend is at least 0.1 % (hotel-ops §5). */
export const missedSavingsCardsView = defineView<MissedSavingsHotelCard[]>()({
  path: `${HOTEL_AVAILABILITY}/missedSavingsByHotel/cards`,
  product: 'hotelInsights',
  sample: { source: 'hotelInsights', kinds: ['poc'] },
});

/** `/availability/missedSavingsByHotel/totalSpend`: the spend the cards are measured against. */
export const missedSavingsTotalSpendView = defineView<MissedSavingsTotalSpendData>()({
  path: `${HOTEL_AVAILABILITY}/missedSavingsByHotel/totalSpend`,
  product: 'hotelInsights',
  sample: { source: 'hotelInsights', kinds: ['poc'] },
});

/**
 * `/availability/missedSavingsByHotel/table`: the hotels by room type, most covered spend first;
 * with `hotelId`, a card's hotel only (HOTEL_ROOM_PARAMS).
 */
export const missedSavingsTableView = defineView<AvailabilityRoomRow[]>()({
  path: `${HOTEL_AVAILABILITY}/missedSavingsByHotel/table`,
  product: 'hotelInsights',
  sample: { source: 'hotelInsights', kinds: ['poc'] },
  params: HOTEL_ROOM_PARAMS,
});

/** `/availability/overTimeByCity/allResults`: availability per month and city. */
export const availabilityByCityOverTimeView = defineView<AvailabilityOverTimeRow[]>()({
  path: `${HOTEL_AVAILABILITY}/overTimeByCity/allResults`,
  product: 'hotelInsights',
  sample: { source: 'hotelInsights', kinds: ['poc'] },
});

/** `/availability/overTimeByCity/topHotelSpend`: the cities with the most hotel spend and their availability. */
export const availabilityTopCitiesView = defineView<AvailabilityTopRow[]>()({
  path: `${HOTEL_AVAILABILITY}/overTimeByCity/topHotelSpend`,
  product: 'hotelInsights',
  sample: { source: 'hotelInsights', kinds: ['poc'] },
});

/** `/availability/overTimeByChain/allResults`: availability per month and chain. */
export const availabilityByChainOverTimeView = defineView<AvailabilityOverTimeRow[]>()({
  path: `${HOTEL_AVAILABILITY}/overTimeByChain/allResults`,
  product: 'hotelInsights',
  sample: { source: 'hotelInsights', kinds: ['poc'] },
});

/** `/availability/overTimeByChain/topHotelSpend`: the chains with the most hotel spend and their availability. */
export const availabilityTopChainsView = defineView<AvailabilityTopRow[]>()({
  path: `${HOTEL_AVAILABILITY}/overTimeByChain/topHotelSpend`,
  product: 'hotelInsights',
  sample: { source: 'hotelInsights', kinds: ['poc'] },
});

/** `/availability/details/mainTable`: one row per hotel with covered spend. */
export const availabilityMainTableView = defineView<AvailabilityMainRow[]>()({
  path: `${HOTEL_AVAILABILITY}/details/mainTable`,
  product: 'hotelInsights',
  sample: { source: 'hotelInsights', kinds: ['poc'] },
});

/**
 * `/availability/details/collapsedTable`: the hotels by room type, most covered spend first; with
 * `hotelId`, a main-table hotel only (HOTEL_ROOM_PARAMS).
 */
export const availabilityCollapsedTableView = defineView<AvailabilityRoomRow[]>()({
  path: `${HOTEL_AVAILABILITY}/details/collapsedTable`,
  product: 'hotelInsights',
  sample: { source: 'hotelInsights', kinds: ['poc'] },
  params: HOTEL_ROOM_PARAMS,
});

/** The availability views, in page order. */
export const HOTEL_AVAILABILITY_VIEWS = [
  availabilitySummaryView,
  availabilityCoveredSpendView,
  missedSavingsCardsView,
  missedSavingsTotalSpendView,
  missedSavingsTableView,
  availabilityByCityOverTimeView,
  availabilityTopCitiesView,
  availabilityByChainOverTimeView,
  availabilityTopChainsView,
  availabilityMainTableView,
  availabilityCollapsedTableView,
] as const;

/** hotel-ops §3 Availability summary: of the covered nights, those where the negotiated rate was offered. */
export interface AvailabilitySummaryData {
  /** availableSpend over covered spend, percent (n = availableNights + notAvailableNights). */
  availability: number;
  /** missedSavings over notAvailableSpend, percent. */
  missedSavingsRatio: number;
  availableNights: number;
  notAvailableNights: number;
  availableSpend: number;
  notAvailableSpend: number;
  /** Σ over not-available nights of (paid − negotiated) · nights. */
  missedSavings: number;
}

export interface AvailabilityCoveredSpendData {
  /** coveredSpend over all hotel spend, percent. */
  coverage: number;
  coveredNights: number;
  coveredSpend: number;
  totalSpend: number;
  totalNights: number;
}

/** hotel-ops §3 Missed-savings hotel card, with what went wrong (`reason`, the largest share). */
export interface MissedSavingsHotelCard {
  hotelId: string;
  hotelName: string;
  hotelAddress: string;
  destinationCity: string;
  destinationCountry: string;
  hotelState: string | null;
  hotelStarRating: number;
  missedSavings: number;
  notAvailableNights: number;
  hotelSpend: number;
  avgDaysBeforeCheckin: number;
  allNights: number;
  availableSpend: number;
  notAvailableSpend: number;
  availableNights: number;
  /** missedSavings over hotelSpend, percent (a card shows only at 0.1 or more). */
  missedShare: number;
  /** The reason with the largest missed savings. */
  reason: MissedSavingsReason;
  /** Missed savings by reason (they sum to missedSavings). */
  missedSavingsByReason: Record<MissedSavingsReason, number>;
}

export interface MissedSavingsTotalSpendData {
  /** All hotel spend of the range. */
  totalSpend: number;
  /** Spend at the hotels that have a card. */
  cardHotelsSpend: number;
  /** Missed savings at the hotels that have a card. */
  missedSavings: number;
  hotels: number;
}

/** hotel-ops §3 Room rows, each with the hotel it belongs to. */
export interface AvailabilityRoomRow {
  hotelId: string;
  roomBedType: string;
  availability: number;
  coveredNights: number;
  coveredSpend: number;
  notAvailableSpend: number;
  availableADR: number;
  notAvailableADR: number;
}

/** A month of a city's or a chain's availability (one of the two names is set). */
export interface AvailabilityOverTimeRow {
  /** The month's first day (YYYY-MM-01). */
  checkin: string;
  destinationCity?: string;
  hotelMasterChainName?: string;
  availability: number;
  coveredNights: number;
}

/** A city or chain among those with the most hotel spend, with its availability over the range. */
export interface AvailabilityTopRow {
  name: string;
  availability: number;
  hotelSpend: number;
  coveredNights: number;
}

/** hotel-ops §3 Main table rows. */
export interface AvailabilityMainRow {
  hotelId: string;
  hotelName: string;
  hotelChainName: string;
  destinationCity: string;
  coveredSpend: number;
  coveredNights: number;
  availability: number;
  notAvailableSpend: number;
  missedSavings: number;
}

// ---------------------------------------------------------------------------------------------
// Discount benchmarking

/** `/discountBenchmarking`: the hotel-ops §3 Discount benchmark response. */
export const hotelDiscountBenchmarkingView = defineView<HotelDiscountBenchmarkingData>()({
  path: `${HOTEL_INSIGHTS}/discountBenchmarking`,
  product: 'hotelInsights',
  sample: { source: 'hotelInsights', kinds: ['poc'] },
});

/** The hotel-ops §3 "Discount benchmark response", over the negotiated nights. */
export interface HotelDiscountBenchmarkingData {
  summary: DiscountSummary;
  totalSpendWithDiscountUtilized: DiscountUtilizedSpend;
  /** One row per calendar month, oldest first. */
  overTime: DiscountOverTimeRow[];
  /** One row per rate type (Property, Chainwide, TMC rate). */
  discountLevelByRateType: DiscountByRateTypeRow[];
  details: { byHotel: DiscountHotelRow[]; byCity: DiscountDetailRow[]; byChain: DiscountDetailRow[] };
}

export interface DiscountSummary {
  /** Savings against market: spendAtMarketRate − spend of the negotiated nights. */
  savingsRealizedSpend: number;
  /** Negotiated nights. */
  savingsRealizedNights: number;
  /** 1 − Σ(nights·paid) / Σ(nights·market), percent: spend-weighted, never an average of percentages. */
  discountLevel: number;
  averageDailyRate: number;
  /** The lowest qualified comparable public rate, per night (not the best available rate). */
  averageDailyMarketRate: number;
  spendAtMarketRate: number;
}

/** Spend on the negotiated rate with its discount applied, against all hotel spend. */
export interface DiscountUtilizedSpend {
  spendWithDiscountUtilized: number;
  totalSpend: number;
  /** spendWithDiscountUtilized over totalSpend, percent. */
  share: number;
  nights: number;
}

export interface DiscountOverTimeRow {
  /** The month's first day (YYYY-MM-01). */
  month: string;
  discountLevel: number;
  nights: number;
  spend: number;
}

export interface DiscountByRateTypeRow {
  rateType: HotelRateType;
  discountLevel: number;
  benchmark: number;
  nights: number;
  spend: number;
}

/** A city or a chain of the details table, with its room types. */
export interface DiscountDetailRow extends DiscountFigures {
  /** The city or chain name. */
  name: string;
  rooms: DiscountRoomRow[];
}

/** hotel-ops §3 Discount benchmark details: a hotel of the details table, with its room types. */
export interface DiscountHotelRow extends DiscountFigures {
  hotelName: string;
  chain: string;
  address: string;
  country: string;
  stars: number;
  rooms: DiscountRoomRow[];
}

export interface DiscountRoomRow extends DiscountFigures {
  roomType: string;
}

/** The discount figures of a details row or of one of its room types. */
export interface DiscountFigures {
  nights: number;
  spend: number;
  spendOnMarketRate: number;
  savings: number;
  adr: number;
  publicAdr: number;
  discountLevel: number;
}

/** Every hotel supplier insights view. */
export const HOTEL_INSIGHTS_VIEWS = [
  hotelProgramPerformanceView,
  hotelCoverageView,
  ...HOTEL_AVAILABILITY_VIEWS,
  hotelDiscountBenchmarkingView,
] as const;
