/** The HPA cards of the hotel savings overview, in page order (hotel-ops §2.2). */
export const HPA_METRICS = [
  'avgReservationSavings',
  'avgNightlySavings',
  'reservationWithSavingsRatio',
  'savingsPerReservationRatio',
] as const;
export type HpaMetric = (typeof HPA_METRICS)[number];
