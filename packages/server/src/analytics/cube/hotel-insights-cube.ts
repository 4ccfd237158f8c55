import { HOTEL_SUPPLIER_INSIGHTS_TABS } from '@tripsight/core/catalogue';
import { HOTEL_INSIGHTS_CUBE } from '@tripsight/core/cube';
import {
  AVAILABLE_BUCKETS,
  bucketSql,
  COVERED_BUCKETS,
  type HotelBucket,
} from '@tripsight/core/hotel-insights';
import { HSI_STAYS } from '../views/hsi-sql.js';
import { known, member, type CubeDefinition } from './cube-schema.js';
import { hotelCo2eMeasure } from './emissions-cube-members.js';
import { hotelFilterDimensions, money, percent } from './hotel-cube-members.js';

/** USD spend of the stays in `buckets` (every rate is a ratio of such sums, never an average of rates). */
const spendIn = (buckets: readonly HotelBucket[], column = 'spend') =>
  `sum(${bucketSql(buckets, `t.${column}_usd`, 't.bucket')})`;
const ALL = 'sum(t.spend_usd)';
const COVERED = spendIn(COVERED_BUCKETS);
const AVAILABLE = spendIn(AVAILABLE_BUCKETS);
const NEGOTIATED = spendIn(['onNegotiatedRate']);
const NEGOTIATED_AT_MARKET = spendIn(['onNegotiatedRate'], 'market_spend');

/**
 * Hotel supplier insights (dataset/hotel-insights-stays.ts), one row per stay, dated by its check-in
 * day: spend and nights in the four buckets, and the programme's rates as ratios of USD sums —
 * coverage (covered over all spend), availability (offered over covered), utilisation (booked over
 * offered), so coverage × availability × utilisation is the on-negotiated share — the spend-weighted
 * discount of the negotiated nights against market, and the missed savings of the nights whose
 * negotiated rate was not available.
 */
export const HOTELS_SUPPLIER_INSIGHTS: CubeDefinition = {
  name: HOTEL_INSIGHTS_CUBE,
  title: 'Hotel supplier insights',
  from: `${HSI_STAYS} t`,
  tabs: HOTEL_SUPPLIER_INSIGHTS_TABS.map((tab) => tab.tabName),
  measures: {
    nights: known(
      member('Nights', 'number', 'coalesce(sum(t.nights), 0)::INTEGER'),
      'room nights',
      'stay nights',
      'room-nights',
      'bed nights',
      'hotel nights',
      'roomnights',
      'nights stayed',
      'night count',
      'overnights',
      'overnight stays',
      'guest nights',
    ),
    reservations: known(
      member('Reservations', 'number', 'count(*)::INTEGER'),
      'stays',
      'bookings',
      'hotel bookings',
      'hotel stays',
      'hotel reservations',
      'room bookings',
    ),
    ...Object.fromEntries(
      Object.entries(money('spend', 'Hotel spend', (c) => `sum(t.spend_${c})`)).map(([name, m]) => [
        name,
        known(
          m,
          'hotel spend',
          'room spend',
          'accommodation spend',
          'programme spend',
          'spend',
          'cost',
          'lodging spend',
          'expenditure',
          'outlay',
          'expense',
          'expenses',
          'hotel costs',
          'hotel expenses',
          'accommodation cost',
          'lodging cost',
          'paid',
          'pay',
          'amount paid',
          'bill',
          'hotel bill',
        ),
      ]),
    ),
    coverageRate: known(
      member('Negotiated rate coverage', 'number', percent(COVERED, ALL), 'Coverage'),
      'coverage',
      'covered spend share',
      'negotiated coverage',
      'programme coverage',
    ),
    availabilityRate: known(
      member('Negotiated rate availability', 'number', percent(AVAILABLE, COVERED), 'Availability'),
      'availability',
      'rate availability',
      'LRA',
      'last room availability',
      'rate loading',
    ),
    utilizationRate: known(
      member('Negotiated rate utilization', 'number', percent(NEGOTIATED, AVAILABLE), 'Utilization'),
      'utilisation',
      'utilization',
      'hit rate',
      'rate usage',
      'programme compliance',
      'take-up rate',
      'take up rate',
      'uptake',
    ),
    discountLevel: known(
      member(
        'Discount level',
        'number',
        percent(`(${NEGOTIATED_AT_MARKET} - ${NEGOTIATED})`, NEGOTIATED_AT_MARKET),
        'Discount',
      ),
      'discount',
      'negotiated discount',
      'average discount',
      'discount on ADR',
      'ADR discount',
      'discount against market',
      'discount vs market',
      'discount versus market',
      'savings against market rate',
    ),
    ...Object.fromEntries(
      Object.entries(money('missedSavings', 'Missed savings', (c) => `sum(t.missed_${c})`)).map(
        ([name, m]) => [name, known(m, 'missed savings', 'lost savings', 'leakage', 'savings missed')],
      ),
    ),
    ...hotelCo2eMeasure(),
  },
  dimensions: {
    hotelMasterChain: known(
      member('Hotel chain', 'string', 't.hotel_master_chain', 'Chain'),
      'chain',
      'brand',
      'hotel group',
      'hotel groups',
      'group',
      'hotel brand',
      'brands',
      'hotel company',
    ),
    hotelName: known(
      member('Hotel', 'string', 't.hotel_name'),
      'hotel',
      'property',
      'properties',
      'hotel property',
      'hotel name',
      'accommodation',
    ),
    destinationCity: known(
      member('Stay city', 'string', 't.destination_city', 'City'),
      'city',
      'destination',
      // "Missed savings by location": where a manager's stays are, as a place.
      'location',
      'locations',
      'town',
      'towns',
      'destination city',
    ),
    destinationCountry: known(
      member('Stay country', 'string', 't.destination_country', 'Country'),
      'country',
      'destination country',
    ),
    rateType: known(
      member('Rate type', 'string', "coalesce(t.rate_type, 'No negotiated rate')", 'Rate'),
      'negotiated rate type',
      'rate types',
    ),
    checkin: known(member('Check-in date', 'time', 't.result_date', 'Check-in'), 'check-in', 'stay date'),
    ...hotelFilterDimensions('t'),
  },
};
