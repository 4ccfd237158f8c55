import { EMPTY_STATE_ADVICE, EMPTY_STATE_TITLE } from '../savings/savings-texts.js';

/** The texts of the hotel savings overview (docs/rules/hotel.md#hotel-savings-overview). */
export const HOTEL_TEXTS = {
  allTimeTitle: 'All-time results',
  realizedSavings: 'Realized savings',
  reservations: 'Reservations',
  sinceGoLive: 'Since go-live',
  companySavings: 'Company savings',
  totalProjectedSavings: 'Total projected savings',
  perQuarter: 'Per quarter',
  perMonth: 'Per month',
  perDay: 'Per day',
  rebookedReservations: 'Rebooked reservations',
  savingsRate: 'Savings rate',
  avgReservationSavings: 'Average reservation savings',
  avgNightlySavings: 'Average nightly savings',
  reservationWithSavingsRatio: 'Reservation with savings ratio',
  savingsPerReservationRatio: 'Savings per reservation ratio',
  trackedSpend: 'Tracked spend',
  trackingRatio: 'Tracking ratio',
  avgTrackedSpend: 'Average tracked spend',
  avgTrackedNumNights: 'Average nights',
  avgDaysBeforeCheckin: 'Average days before check-in',
  savingsByMonth: 'Savings breakdown by month',
  toolkit: 'Savings optimization toolkit',
  upTo: 'Up to',
  savingOnTotalSpend: 'saving on total spend',
  savingsByChain: 'Savings by hotel chain',
  hotelChain: 'Hotel chain',
  savings: 'Savings',
  share: 'Share',
  savingsByLocation: 'Savings by stay location',
  stayLocation: 'Stay location',
  month: 'Month',
  realized: 'Realized',
  potential: 'Potential',
} as const;

/** Tooltips of the hotel figures: what each one counts. */
export const HOTEL_TOOLTIPS = {
  companySavings: 'Realized savings = savings of the reservations rebooked at a lower rate',
  totalProjectedSavings:
    'Projected savings = the lower rates found in the sample, projected over a year of bookings',
  avgReservationSavings: 'Realized savings per rebooked reservation',
  avgNightlySavings: 'Realized savings per rebooked night',
  reservationWithSavingsRatio: 'Rebooked reservations over tracked reservations',
  savingsPerReservationRatio: 'Realized savings over the original spend of the rebooked reservations',
  trackedSpend: 'Spend of the reservations Hotelsaver tracked (refundable, booked since go-live)',
  trackingRatio: 'Tracked spend over the whole hotel spend',
  toolkit: 'Every lower rate found, sent or not, over the whole hotel spend',
} as const;

/** The page's empty state (docs/rules/hotel.md#hotel-savings-overview): the title, with the advice to extend the time frame and contact support. */
export const HOTEL_EMPTY_TITLE = EMPTY_STATE_TITLE;
export const HOTEL_EMPTY_ADVICE = EMPTY_STATE_ADVICE;
/** The other empty text of the hotel cards (docs/rules/hotel.md#hotel-savings-overview). */
export const NO_DATA_TO_DISPLAY = 'No data to display at this time';
