/** The HPA cards of the hotel savings overview, in page order (docs/rules/hotel.md#hotel-savings-overview). */
export const HPA_METRICS = [
  'avgReservationSavings',
  'avgNightlySavings',
  'reservationWithSavingsRatio',
  'savingsPerReservationRatio',
] as const;
export type HpaMetric = (typeof HPA_METRICS)[number];
