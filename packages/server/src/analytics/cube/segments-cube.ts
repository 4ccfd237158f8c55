import { SEGMENTS_CUBE } from '@tripsight/core/cube';
import { filterDimensions, member, moneyMeasures, type CubeDefinition } from './cube-schema.js';

/** PNR segments with the preferred carrier and fare availability (dataset/supplier.ts). */
export const SEGMENTS: CubeDefinition = {
  name: SEGMENTS_CUBE,
  title: 'Faresaver segments',
  from: 'air_carrier_availability t JOIN air_dimensions d ON d.tmc_id = t.tmc_id AND d.dim_id = t.dim_id',
  fromWithoutFilters: 'air_carrier_availability t',
  measures: {
    countSegments: member('Segments', 'number', 'count(*)::INTEGER'),
    countPnrs: member('PNRs', 'number', 'count(DISTINCT t.record_locator)::INTEGER'),
    ...moneyMeasures('totalTargetFare', 'Total target fare', 'target_fare'),
  },
  dimensions: {
    recordLocator: member('Record locator', 'string', 't.record_locator', 'PNR'),
    segmentIndex: member('Segment #', 'number', 't.segment_index'),
    ticketingCountry: member('Ticketing country', 'string', 't.ticketing_country', 'Country'),
    itinIssuedAt: member('Booking date', 'time', 't.itin_issued_at::DATE', 'Booked'),
    itinTicketedAt: member('Ticketing date', 'time', 't.itin_ticketed_at::DATE', 'Ticketed'),
    departureTime: member('Departure date', 'time', 't.departure_time::DATE', 'Departure'),
    daysBeforeDeparture: member('Days before departure', 'number', 't.days_before_departure', 'Days out'),
    fareLetter: member('Fare class', 'string', 't.fare_letter'),
    preferedCarrierFareCombination: member(
      'Preferred carrier and fare combination',
      'string',
      't.prefered_carrier_fare_combination',
      'Preferred combination',
    ),
    targetFareUsd: member('Target fare (USD)', 'number', 't.target_fare_usd', 'Target fare USD'),
    targetFareEur: member('Target fare (EUR)', 'number', 't.target_fare_eur', 'Target fare EUR'),
    targetFareGbp: member('Target fare (GBP)', 'number', 't.target_fare_gbp', 'Target fare GBP'),
    targetFareDefaultCurrency: member(
      'Target fare (default currency)',
      'number',
      't.target_fare_branch',
      'Target fare default currency',
    ),
    fareBasisCode: member('Fare basis', 'string', 't.fare_basis_code'),
    cityPair: member('City pair', 'string', 't.city_pair'),
    preferredFareAvailabilityStatus: member(
      'Preferred fare availability status',
      'string',
      't.preferred_fare_availability_status',
      'Status',
    ),
    resultDateCreatedAt: member('Creation date', 'time', 't.result_date', 'Date'),
    ...filterDimensions('d'),
  },
};
