import { defineView } from './define-view.js';
import { param } from './param.js';

/** Path prefix of the Hotelsaver savings overview views (docs/rules/hotel.md#hotel-calls). */
export const HOTEL_SAVINGS_OVERVIEW = '/api/views/hotel/hotelsaver/savingsOverview';

/**
 * The parameters of the hotel savings group (docs/rules/hotel.md#hotel-calls: company savings, tracked spend, by
 * hotel chain, by month, by stay location, all-time results and the
 * overview itself take startDate, endDate and
 * isHPA), which every hotel savings view takes besides the filters. Each flag, when true, limits
 * every figure to the reservations that carry it — HPA programme reservations (`isHPA`, which also
 * adds the HPA averages), reservations at property-manager-only properties (`isPMOnly`) and
 * reservations of corporates under rebooking automation (`isAutorebook`).
 */
export const HOTEL_SAVINGS_PARAMS = {
  isHPA: param.boolean(),
  isPMOnly: param.boolean(),
  isAutorebook: param.boolean(),
};

/** `/companySavings`: realized savings, rebookings and the ratios of the range (HPA averages with isHPA). */
export const hotelCompanySavingsView = defineView<HotelCompanySavingsData>()({
  path: `${HOTEL_SAVINGS_OVERVIEW}/companySavings`,
  product: 'hotel',
  sample: { source: 'hotelSavings' },
  params: HOTEL_SAVINGS_PARAMS,
});

/** `/trackedSpend`: spend of the reservations Hotelsaver tracked (HPA averages with isHPA). */
export const hotelTrackedSpendView = defineView<HotelTrackedSpendData>()({
  path: `${HOTEL_SAVINGS_OVERVIEW}/trackedSpend`,
  product: 'hotel',
  sample: { source: 'hotelSavings' },
  params: HOTEL_SAVINGS_PARAMS,
});

/** `/byHotelChain`: savings, rebooked reservations and tracked spend per hotel chain, most savings first. */
export const hotelSavingsByChainView = defineView<HotelSavingsByChainRow[]>()({
  path: `${HOTEL_SAVINGS_OVERVIEW}/byHotelChain`,
  product: 'hotel',
  sample: { source: 'hotelSavings' },
  params: HOTEL_SAVINGS_PARAMS,
});

/** `/byMonth`: savings, rebooked reservations and tracked spend per calendar month, oldest first. */
export const hotelSavingsByMonthView = defineView<HotelSavingsByMonthRow[]>()({
  path: `${HOTEL_SAVINGS_OVERVIEW}/byMonth`,
  product: 'hotel',
  sample: { source: 'hotelSavings' },
  params: HOTEL_SAVINGS_PARAMS,
});

/** `/byStayLocation`: savings and rebooked reservations per stay location (city), most savings first. */
export const hotelSavingsByLocationView = defineView<HotelSavingsByLocationRow[]>()({
  path: `${HOTEL_SAVINGS_OVERVIEW}/byStayLocation`,
  product: 'hotel',
  sample: { source: 'hotelSavings' },
  params: HOTEL_SAVINGS_PARAMS,
});

/** `/allTimeResults`: realized savings and rebookings since go-live, whatever the dates. */
export const hotelAllTimeResultsView = defineView<HotelAllTimeResultsData>()({
  path: `${HOTEL_SAVINGS_OVERVIEW}/allTimeResults`,
  product: 'hotel',
  sample: { source: 'hotelSavings' },
  params: HOTEL_SAVINGS_PARAMS,
  ignores: {
    startDate: 'all-time results count from the go-live date',
    endDate: 'all-time results count to the newest day',
  },
});

/**
 * The overview itself (its sub-paths: docs/rules/hotel.md#hotel-calls): the hotel savings metrics
 * (docs/rules/hotel.md#hotel-metrics) in one answer, as `/companySavings` and `/trackedSpend` give them for the same call,
 * with the savings per reservation figures whatever `isHPA` (the other HPA averages with it).
 */
export const hotelSavingsOverviewView = defineView<HotelSavingsOverviewData>()({
  path: HOTEL_SAVINGS_OVERVIEW,
  product: 'hotel',
  params: HOTEL_SAVINGS_PARAMS,
});

/** Every view of the Hotelsaver savings overview, in page order. */
export const HOTEL_SAVINGS_VIEWS = [
  hotelAllTimeResultsView,
  hotelCompanySavingsView,
  hotelTrackedSpendView,
  hotelSavingsByMonthView,
  hotelSavingsByChainView,
  hotelSavingsByLocationView,
] as const;

/** The HPA averages of `/companySavings`, present only with `isHPA`. */
export interface HotelHpaSavingsAverages {
  /** Rebooked reservations over tracked reservations, percent (0-100, 2 decimals). */
  reservationWithSavingsRatio: number;
  /** Realized savings per tracked reservation. */
  savingsPerReservation: number;
  /** Realized savings over the original spend of the rebooked reservations, percent. */
  savingsPerReservationRatio: number;
  /** Realized savings per rebooked night. */
  avgNightlySavings: number;
  /** Realized savings per rebooked reservation. */
  avgReservationSavings: number;
}

/** `/companySavings` (docs/rules/hotel.md#hotel-metrics). */
export interface HotelCompanySavingsData extends Partial<HotelHpaSavingsAverages> {
  /** Realized savings: savings of the reservations rebooked at a lower rate. */
  acceptedSavings: number;
  /** Reservations rebooked at a lower rate. */
  rebookings: number;
  /** Realized savings over tracked spend, percent (0-100, 2 decimals). */
  acceptedSavingsRatio: number;
  /** Savings of every lower rate sent (rebooked or not). */
  potentialSentSavings: number;
  /** Reservations with at least one lower rate sent. */
  PNRswithSentDeals: number;
  /** Accepted over sent lower rates, percent. */
  rebookingPerformanceRatio: number;
  /** Savings of every lower rate found, sent or not: what Hotelsaver could save "up to". */
  savingsUpto: number;
  /** savingsUpto over the whole hotel spend (tracked or not), percent. */
  savingsUptoRate: number;
  /** The earliest go-live date of the corporates in scope (YYYY-MM-DD). */
  goLiveDate: string | null;
}

/** The HPA averages of `/trackedSpend`, present only with `isHPA`. */
export interface HotelHpaTrackedAverages {
  /** Tracked spend per tracked reservation. */
  avgTrackedSpend: number;
  /** Nights per tracked reservation (1 decimal). */
  avgTrackedNumNights: number;
  /** Days between booking and check-in per tracked reservation (1 decimal). */
  avgDaysBeforeCheckin: number;
}

/** `/trackedSpend`. */
export interface HotelTrackedSpendData extends Partial<HotelHpaTrackedAverages> {
  trackedSpend: number;
  /** Tracked spend over the whole hotel spend, percent (2 decimals). */
  trackingRatio: number;
  /** Tracked reservations. */
  trackedPNRs: number;
}

/** A row of `/byHotelChain`. */
export interface HotelSavingsByChainRow {
  hotelMasterChain: string;
  acceptedSavings: number;
  rebookedReservations: number;
  trackedSpend: number;
}

/** A row of `/byMonth`: the month starting on `createdAt` (YYYY-MM-01). */
export interface HotelSavingsByMonthRow {
  createdAt: string;
  acceptedSavings: number;
  rebookedReservations: number;
  trackedSpend: number;
}

/** A row of `/byStayLocation`: a city where travellers stayed, with its coordinates. */
export interface HotelSavingsByLocationRow {
  /** 'City, Country'. */
  location: string;
  longitude: number;
  latitude: number;
  acceptedSavings: number;
  rebookedReservations: number;
}

/** The hotel savings overview: company savings, tracked spend and the per-reservation figures. */
export type HotelSavingsOverviewData = HotelCompanySavingsData &
  HotelTrackedSpendData &
  Pick<
    HotelHpaSavingsAverages,
    'reservationWithSavingsRatio' | 'savingsPerReservation' | 'savingsPerReservationRatio'
  >;

/** `/allTimeResults`. */
export interface HotelAllTimeResultsData {
  acceptedSavings: number;
  rebookings: number;
  goLiveDate: string | null;
}
