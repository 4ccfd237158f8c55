import { HOTEL_RESERVATIONS_CUBE } from '@tripsight/core/cube';
import { member, type CubeDefinition } from './cube-schema.js';
import { countWhere, dayBands, money, per, percent, stayDimensions, sumOf } from './hotel-cube-members.js';
import type { Dialect } from '../dialect/dialect.js';

/** The rows Hotelsaver tracked, and those booked on a negotiated rate. */
const TRACKED = 't.is_tracked';
const ON_NEGOTIATED = 't.rate_type IS NOT NULL';

/**
 * Hotel reservations (dataset/hotel-reservations.ts), one row each, dated by the booking day as the
 * Hotelsaver tracked spend is (`resultDateCreatedAt`): spend, nights and rates in the four
 * currencies, what Hotelsaver tracked (refundable reservations booked from the corporate's go-live
 * on) and what became of each reservation, and the market rate of its nights. The measures carry
 * the hotel savings metrics' names (docs/rules/hotel.md#hotel-metrics) where they have one; ratios are read in USD, so
 * they are the same in every currency.
 */
export const HOTEL_RESERVATIONS: CubeDefinition = {
  name: HOTEL_RESERVATIONS_CUBE,
  title: 'Hotel reservations',
  from: 'hotel_reservations t',
  measures: {
    reservations: member('Reservations', 'number', countWhere()),
    trackedPNRs: member('Tracked reservations', 'number', countWhere(TRACKED), 'Tracked'),
    nights: member('Nights', 'number', 'coalesce(sum(t.nights), 0)::INTEGER'),
    trackedNights: member(
      'Tracked nights',
      'number',
      `coalesce(sum(t.nights) FILTER (WHERE ${TRACKED}), 0)::INTEGER`,
    ),
    ...money('totalSpend', 'Hotel spend', sumOf('spend')),
    ...money('trackedSpend', 'Tracked spend', sumOf('spend', TRACKED)),
    ...money('untrackedSpend', 'Spend not tracked', sumOf('spend', `NOT ${TRACKED}`)),
    trackingRatio: member(
      'Tracking ratio',
      'number',
      percent(sumOf('spend', TRACKED)('usd'), sumOf('spend')('usd')),
      'Tracked share',
    ),
    ...money('avgTrackedSpend', 'Average tracked spend', (c) =>
      per(sumOf('spend', TRACKED)(c), `count(*) FILTER (WHERE ${TRACKED})`),
    ),
    avgTrackedNumNights: member(
      'Average nights per tracked reservation',
      'number',
      (d: Dialect) => d.round(`coalesce(avg(t.nights) FILTER (WHERE ${TRACKED}), 0)`, 1),
      'Average nights',
    ),
    avgDaysBeforeCheckin: member(
      'Average days before check-in',
      'number',
      (d: Dialect) => d.round(`coalesce(avg(t.days_before_checkin) FILTER (WHERE ${TRACKED}), 0)`, 1),
      'Days before check-in',
    ),
    ...money('averageDailyRate', 'Average daily rate', (c) => per(sumOf('spend')(c), 'sum(t.nights)')),
    ...money('averageDailyMarketRate', 'Average daily market rate', (c) =>
      per(sumOf('market_spend')(c), 'sum(t.nights)'),
    ),
    ...money('spendAtMarketRate', 'Spend at market rates', sumOf('market_spend')),
    ...money(
      'savingsAgainstMarket',
      'Savings against market rates',
      (c) => `${sumOf('market_spend')(c)} - ${sumOf('spend')(c)}`,
    ),
    discountLevel: member(
      'Discount on market rates',
      'number',
      percent(`(${sumOf('market_spend')('usd')} - ${sumOf('spend')('usd')})`, sumOf('market_spend')('usd')),
      'Discount',
    ),
    ...money('spendOnNegotiatedRate', 'Spend on a negotiated rate', sumOf('spend', ON_NEGOTIATED)),
    negotiatedRateShare: member(
      'Share of spend on a negotiated rate',
      'number',
      percent(sumOf('spend', ON_NEGOTIATED)('usd'), sumOf('spend')('usd')),
      'On negotiated rate',
    ),
  },
  dimensions: {
    ...stayDimensions('t'),
    hotelStarRating: member('Star rating', 'number', 't.hotel_star_rating', 'Stars'),
    daysBeforeCheckin: member('Days before check-in', 'number', 't.days_before_checkin', 'Days out'),
    ...dayBands('leadTime', 'Booking lead time', 't.days_before_checkin'),
    trackingStatus: member(
      'Hotelsaver tracking',
      'string',
      `CASE WHEN t.is_tracked THEN 'Tracked' WHEN NOT t.is_refundable THEN 'Non-refundable'
        ELSE 'Booked before go-live' END`,
      'Tracking',
    ),
    hotelsaverOutcome: member(
      'Hotelsaver outcome',
      'string',
      `CASE WHEN t.is_rebooked THEN 'Rebooked at a lower rate' WHEN t.is_sent THEN 'Lower rate not accepted'
        WHEN t.rate_drop_found THEN 'Lower rate under the threshold' WHEN t.is_tracked THEN 'No lower rate found'
        ELSE 'Not tracked' END`,
      'Outcome',
    ),
    resultDateCreatedAt: member('Booking date', 'time', 't.result_date', 'Booked'),
  },
};
