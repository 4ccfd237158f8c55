import { defineView } from './define-view.js';
import { HOTEL_AVAILABILITY, HOTEL_ROOM_PARAMS, type MissedSavingsReason } from './hotel-insights.js';

/* The negotiated rate availability views of the hotel supplier insights. */

// ---------------------------------------------------------------------------------------------
// Availability (docs/rules/hotel.md#negotiated-rate-availability)

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

/** `/availability/missedSavingsByHotel/cards`: hotels whose missed share of spend is at least 0.1 % (docs/rules/hotel.md#negotiated-rate-availability). */
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

/** Availability summary (docs/rules/hotel.md#negotiated-rate-availability): of the covered nights, those where the negotiated rate was offered. */
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

/** Missed-savings hotel card (docs/rules/hotel.md#negotiated-rate-availability), with what went wrong (`reason`, the largest share). */
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

/** Room rows (docs/rules/hotel.md#negotiated-rate-availability), each with the hotel it belongs to. */
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

/** Main table rows (docs/rules/hotel.md#negotiated-rate-availability). */
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
