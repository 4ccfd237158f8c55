/** The itinerary cube: one row per PNR with its negotiated fare (docs/rules/air.md#negotiated-fares-adoption). */
export const ITINERARIES_CUBE = 'FaresaverItinerariesView';
/** The deals cube: one row per PNR offered a lower fare by Faresaver. */
export const DEALS_CUBE = 'FaresaverDealsView';
/** The segment cube of the carrier availability PNR summary: one row per PNR segment. */
export const SEGMENTS_CUBE = 'FaresaverSegmentsView';

/** `Cube.member`. */
export const member = (cube: string, name: string): string => `${cube}.${name}`;
/** The hotel reservations cube: one row per hotel reservation, dated by its booking day. */
export const HOTEL_RESERVATIONS_CUBE = 'HotelReservationsView';
/** The hotel deals cube: one row per reservation Hotelsaver found a lower rate for, dated by that day. */
export const HOTEL_DEALS_CUBE = 'HotelDealsView';

/**
 * The hotel supplier insights cube: one row per stay with its negotiated-rate bucket, rate type and
 * market rate, dated by check-in (one of the cubes of docs/rules/question.md#question-calls).
 */
export const HOTEL_INSIGHTS_CUBE = 'HotelsSupplierInsights';

/** The suffixes of a money member in the four stored currencies (`savingsUsd`, …, `savingsDefaultCurrency`). */
export const CURRENCY_SUFFIXES = ['Usd', 'Eur', 'Gbp', 'DefaultCurrency'] as const;
export type CurrencySuffix = (typeof CURRENCY_SUFFIXES)[number];
