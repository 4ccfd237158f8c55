import { HOTEL_DEALS_CUBE } from '@tripsight/core/cube';
import { member, type CubeDefinition } from './cube-schema.js';
import { countWhere, dayBands, money, per, percent, stayDimensions, sumOf } from './hotel-cube-members.js';

const REBOOKED = 't.is_rebooked';
const NOT_ACCEPTED = 't.is_sent AND NOT t.is_rebooked';

/**
 * Hotelsaver's lower rates (dataset `hotel_deals`): one row per reservation it found a lower rate
 * for, dated by the day it was found (`resultDateCreatedAt`), as the savings overview's savings are.
 * Realized savings are those of rebooked reservations; a lower rate worth less than the sending
 * threshold is found but not sent. Measures carry the hotel savings metrics' names (docs/rules/hotel.md#hotel-metrics);
 * ratios are read in USD, so they are the same in every currency.
 */
export const HOTEL_DEALS: CubeDefinition = {
  name: HOTEL_DEALS_CUBE,
  title: 'Hotelsaver lower rates',
  from: 'hotel_deals t',
  measures: {
    reservationsWithLowerRate: member(
      'Reservations with a lower rate found',
      'number',
      countWhere(),
      'With a lower rate',
    ),
    rebookings: member('Rebooked reservations', 'number', countWhere(REBOOKED), 'Rebooked'),
    PNRswithSentDeals: member(
      'Reservations with a lower rate sent',
      'number',
      countWhere('t.is_sent'),
      'Sent',
    ),
    savingsNotAcceptedPNRs: member(
      'Reservations with a lower rate not accepted',
      'number',
      countWhere(NOT_ACCEPTED),
      'Not accepted',
    ),
    rateDropsFound: member('Lower rates found', 'number', 'coalesce(sum(t.rate_drops_found), 0)::INTEGER'),
    allSentDeals: member('Lower rates sent', 'number', 'coalesce(sum(t.deals_sent), 0)::INTEGER', 'Sent'),
    acceptedDeals: member('Accepted lower rates', 'number', 'coalesce(sum(t.accepted_deals), 0)::INTEGER'),
    notAcceptedDeals: member(
      'Lower rates not accepted',
      'number',
      'coalesce(sum(t.not_accepted_deals), 0)::INTEGER',
    ),
    rebookingPerformanceRatio: member(
      'Rebooking performance ratio',
      'number',
      percent('sum(t.accepted_deals)', 'sum(t.deals_sent)'),
      'Rebooking ratio',
    ),
    ...money('acceptedSavings', 'Realized savings', sumOf('savings', REBOOKED)),
    ...money(
      'netAcceptedSavings',
      'Realized savings net of fees',
      (c) => `sum(t.savings_${c} - t.fee_${c}) FILTER (WHERE ${REBOOKED})`,
    ),
    ...money('potentialSentSavings', 'Savings of the lower rates sent', sumOf('savings', 't.is_sent')),
    ...money('savingsUpto', 'Savings of every lower rate found', sumOf('savings')),
    ...money('savingsNotAccepted', 'Savings not accepted', sumOf('savings', NOT_ACCEPTED)),
    ...money('savingsNotSent', 'Savings under the sending threshold', sumOf('savings', 'NOT t.is_sent')),
    rebookedNights: member(
      'Rebooked nights',
      'number',
      `coalesce(sum(t.nights) FILTER (WHERE ${REBOOKED}), 0)::INTEGER`,
    ),
    ...money('avgReservationSavings', 'Savings per rebooked reservation', (c) =>
      per(sumOf('savings', REBOOKED)(c), `count(*) FILTER (WHERE ${REBOOKED})`),
    ),
    ...money('avgNightlySavings', 'Savings per rebooked night', (c) =>
      per(sumOf('savings', REBOOKED)(c), `sum(t.nights) FILTER (WHERE ${REBOOKED})`),
    ),
    ...money('originalSpend', 'Spend before rebooking', sumOf('booked_spend', REBOOKED)),
    ...money(
      'spendAfterRebooking',
      'Spend after rebooking',
      (c) => `sum(t.booked_spend_${c} - t.savings_${c}) FILTER (WHERE ${REBOOKED})`,
    ),
    savingsPerReservationRatio: member(
      'Savings on the rebooked spend',
      'number',
      percent(sumOf('savings', REBOOKED)('usd'), sumOf('booked_spend', REBOOKED)('usd')),
      'Savings rate',
    ),
  },
  dimensions: {
    ...stayDimensions('t'),
    dealStatus: member('Lower rate status', 'string', 't.deal_status', 'Status'),
    daysBeforeCheckin: member(
      'Days before check-in when found',
      'number',
      't.checkin_date - t.result_date',
      'Days out',
    ),
    ...dayBands('leadTime', 'Days before check-in when found', 't.checkin_date - t.result_date'),
    bookingDate: member('Booking date', 'time', 't.booked_on', 'Booked'),
    resultDateCreatedAt: member('Date the lower rate was found', 'time', 't.result_date', 'Found'),
  },
};
