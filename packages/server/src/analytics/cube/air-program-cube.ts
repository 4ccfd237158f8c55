import { moneyOf } from './cube-money.js';
import { filterDimensions, member, percentOf, type CubeDefinition } from './cube-schema.js';
import type { Dialect } from '../dialect/dialect.js';

/** The air programme cube's name (Program overview, Purchasing behavior, Advanced purchase, contracts). */
const AIR_PROGRAM_CUBE = 'AirProgramView';

/** Share (0–100) of the price sum of the rows where `condition` holds, of every row kept. */
const spendShare = (condition: string) => (d: Dialect) =>
  d.round(`coalesce(100 * sum(t.price_usd) FILTER (WHERE ${condition}) / nullif(sum(t.price_usd), 0), 0)`, 2);

/** The booking window of a PNR, labelled so that the labels sort in window order. */
const BOOKING_WINDOW = `CASE WHEN t.days_before_departure < 7 THEN '00–06 days'
  WHEN t.days_before_departure < 14 THEN '07–13 days' WHEN t.days_before_departure < 21 THEN '14–20 days'
  WHEN t.days_before_departure < 60 THEN '21–59 days' ELSE '60+ days' END`;

/**
 * Air PNRs with their programme facts (dataset/air-contracts.ts): booking window, cabin, haul and
 * weekday of booking, the carrier contract the PNR flew under (or why not), promised and realised
 * discount, the saving a contract would have brought, and the lowest fare offered at booking.
 * Fares are net of the contract discount: a PNR's discount is its price times `realised_factor`.
 */
export const AIR_PROGRAM: CubeDefinition = {
  name: AIR_PROGRAM_CUBE,
  title: 'Air programme',
  from: 'air_pnrs t JOIN air_program_pnrs c ON c.tmc_id = t.tmc_id AND c.pnr_idx = t.pnr_idx',
  measures: {
    countPnrs: member('PNRs', 'number', 'count(*)::INTEGER'),
    ...moneyOf('spend', 'Spend', (price) => `sum(${price})`),
    ...moneyOf('averageFare', 'Average fare', (price) => `avg(${price})`),
    averageDaysInAdvance: member(
      'Average days booked in advance',
      'number',
      (d: Dialect) => d.round('coalesce(avg(t.days_before_departure), 0)', 1),
      'Days in advance',
    ),
    bookedWithin7DaysShare: member(
      'PNRs booked less than 7 days ahead (%)',
      'number',
      percentOf('t.days_before_departure < 7', 'TRUE'),
      'Booked < 7 days',
    ),
    bookedAdvance14Share: member(
      'PNRs booked 14 days or more ahead (%)',
      'number',
      percentOf('t.days_before_departure >= 14', 'TRUE'),
      'Booked 14+ days',
    ),
    lowestFareAcceptedShare: member(
      'PNRs booked at the lowest fare offered (%)',
      'number',
      percentOf('c.took_lowest_fare', 'TRUE'),
      'Lowest fare accepted',
    ),
    ...moneyOf(
      'missedSavings',
      'Paid above the lowest fare',
      (price) => `sum(${price} * c.above_lowest_factor)`,
    ),
    contractSpendShare: member(
      'Share of spend under contract (%)',
      'number',
      spendShare('c.is_under_contract'),
      'Under contract',
    ),
    leakageSpendShare: member(
      'Share of spend on non-contracted carriers where a contract applies (%)',
      'number',
      spendShare(`c.contract_status = 'Leakage to a non-contracted carrier'`),
      'Leakage',
    ),
    uncoveredSpendShare: member(
      'Share of spend on markets no contract covers (%)',
      'number',
      spendShare(`c.contract_status IN ('Market not covered', 'Contracted carrier, market not covered')`),
      'Not covered',
    ),
    ...moneyOf(
      'contractSpend',
      'Spend under contract',
      (price) => `sum(${price}) FILTER (WHERE c.is_under_contract)`,
    ),
    promisedDiscountPct: member(
      'Promised discount (%)',
      'number',
      (d: Dialect) =>
        d.round(
          `coalesce(100 * sum(t.price_usd * c.promised_factor) / nullif(sum(t.price_usd * (1 + c.realised_factor)) FILTER (WHERE c.is_under_contract), 0), 0)`,
          2,
        ),
      'Promised',
    ),
    realisedDiscountPct: member(
      'Realised discount (%)',
      'number',
      (d: Dialect) =>
        d.round(
          `coalesce(100 * sum(t.price_usd * c.realised_factor) / nullif(sum(t.price_usd * (1 + c.realised_factor)) FILTER (WHERE c.is_under_contract), 0), 0)`,
          2,
        ),
      'Realised',
    ),
    discountRealisation: member(
      'Discount realised of the promised (%)',
      'number',
      (d: Dialect) =>
        d.round(
          `coalesce(100 * sum(t.price_usd * c.realised_factor) / nullif(sum(t.price_usd * c.promised_factor), 0), 0)`,
          2,
        ),
      'Realisation',
    ),
    ...moneyOf('promisedDiscount', 'Promised discount', (price) => `sum(${price} * c.promised_factor)`),
    ...moneyOf('realisedDiscount', 'Realised discount', (price) => `sum(${price} * c.realised_factor)`),
    ...moneyOf(
      'discountShortfall',
      'Discount shortfall',
      (price) => `sum(${price} * (c.promised_factor - c.realised_factor))`,
    ),
    ...moneyOf(
      'contractOpportunity',
      'Contract opportunity',
      (price) => `sum(${price} * c.opportunity_factor)`,
    ),
  },
  dimensions: {
    recordLocator: member('Record locator', 'string', 't.record_locator', 'PNR'),
    carrierName: member('Carrier', 'string', 't.carrier_name'),
    carrierCode: member('Carrier code', 'string', 't.carrier_code'),
    cabinClass: member('Cabin', 'string', 't.cabin_class'),
    haulType: member('Haul', 'string', 't.haul_type'),
    route: member('Route', 'string', `t.origin_city || ' – ' || t.destination_city`),
    cityPair: member('City pair', 'string', 't.city_pair'),
    bookingWindow: member('Booking window', 'string', BOOKING_WINDOW),
    daysInAdvance: member('Days booked in advance', 'number', 't.days_before_departure', 'Days in advance'),
    bookingWeekday: member(
      'Day of the week booked',
      'string',
      (d: Dialect) => d.weekday('t.itin_issued_at'),
      'Weekday',
    ),
    contractStatus: member('Contract status', 'string', 'c.contract_status'),
    contractId: member('Contract', 'string', 'c.contract_id'),
    ticketingDate: member('Ticketing date', 'time', 't.result_date', 'Ticketed'),
    departureDate: member('Departure date', 'time', 't.departure_time::DATE', 'Departure'),
    ...filterDimensions('t'),
  },
};
