import { DEALS_CUBE, ITINERARIES_CUBE, SEGMENTS_CUBE, type CubeMemberType } from '@tripsight/core/cube';
import type { Dialect } from '../dialect/dialect.js';
import { DUCKDB_DIALECT } from '../dialect/duckdb-dialect.js';
import { NEGOTIATED_FARES_TABLE } from '../views/supplier-views.js';
import { airCo2eMeasure, EMISSION_ROWS_JOIN } from './emissions-cube-members.js';

/** One member of a cube: its titles, type, and SQL over the cube's row alias `t` (and `d`, the filter combination). */
export interface CubeMember {
  title: string;
  shortTitle: string;
  type: CubeMemberType;
  /** The SQL in DuckDB's dialect (the question screen reads the warehouse's values with it). */
  sql: string;
  /** The SQL in any dialect, for a member written through one (`memberSql` picks it). */
  sqlIn?: (dialect: Dialect) => string;
  /** Other words a travel manager uses for it ("bookings" for PNRs); the question screen reads them. */
  synonyms?: readonly string[];
}

/**
 * One cube of the semantic layer: the rows it reads (`from`, every row of the caller's TMC through
 * `t.tmc_id`), its measures (aggregates) and its dimensions (row values; `time` ones are days).
 */
export interface CubeDefinition {
  name: string;
  title: string;
  /** The rows in DuckDB's dialect. */
  from: string;
  /** The rows in any dialect, for a cube whose rows are written through one (`cubeFrom` picks it). */
  fromIn?: (dialect: Dialect) => string;
  /** The rows without the filter combinations' table, for a query that uses none of its members (`d.`). */
  fromWithoutFilters?: string;
  /**
   * Tables joined one row to one only when a member of the query reads their alias (`e.` for `e`):
   * `alias → JOIN clause`, added after the rows (with or without the filter table).
   */
  joins?: Readonly<Record<string, string>>;
  measures: Readonly<Record<string, CubeMember>>;
  dimensions: Readonly<Record<string, CubeMember>>;
  /**
   * Where the rows live: the analytics warehouse (DuckDB, the default) or the operational store
   * (`ops`: PGlite or PostgreSQL, PostgreSQL dialect), whose rows carry the TMC as `t.tmc_id` too.
   */
  store?: 'warehouse' | 'ops';
  /** When set, only users entitled to one of these tabs may query the cube (besides the API's own tabs). */
  tabs?: readonly string[];
}

/** A member's SQL: portable text, or written through the dialect (rounding, dates, …). */
export type MemberSql = string | ((dialect: Dialect) => string);

export const member = (
  title: string,
  type: CubeMemberType,
  sql: MemberSql,
  shortTitle = title,
): CubeMember => ({
  title,
  shortTitle,
  type,
  ...(typeof sql === 'string' ? { sql } : { sql: sql(DUCKDB_DIALECT), sqlIn: sql }),
});

/** A cube's rows in `dialect` (the rows without the filter table are plain tables, the same everywhere). */
export const cubeFrom = (cube: CubeDefinition, dialect: Dialect): string =>
  cube.fromIn ? cube.fromIn(dialect) : cube.from;

/** A member's SQL in `dialect`. */
export const memberSql = (m: CubeMember, dialect: Dialect): string => (m.sqlIn ? m.sqlIn(dialect) : m.sql);

/** What travel managers call the PNRs a cube counts. */
const PNR_WORDS = [
  'bookings',
  'trips',
  'itineraries',
  'tickets',
  'reservations',
  'pnr count',
  'booking count',
];
/** What they call the days between booking and departure. */
const LEAD_TIME_WORDS = ['days in advance', 'days ahead', 'lead time', 'before departure', 'in advance'];

/** `member` also known by other words. */
const known = (m: CubeMember, ...synonyms: string[]): CubeMember => ({ ...m, synonyms });

/** Every member of `members` also known by other words (the four currencies of one money measure). */
const allKnown = (members: Record<string, CubeMember>, ...synonyms: string[]): Record<string, CubeMember> =>
  Object.fromEntries(Object.entries(members).map(([name, m]) => [name, known(m, ...synonyms)]));

/** The global filters as dimensions (the bus's filter groups; core's CUBE_FILTER_DIMENSIONS). */
export function filterDimensions(alias: string): Record<string, CubeMember> {
  return {
    directEnterprise: known(
      member('Client', 'string', `${alias}.direct_enterprise`),
      'company',
      'companies',
      'corporate',
      'corporates',
      'corporate client',
    ),
    gds: known(member('GDS', 'string', `${alias}.gds`), 'global distribution system'),
    pccName: known(member('PCC name', 'string', `${alias}.pcc_name`, 'PCC'), 'pcc'),
    ticketingRegion: known(member('Region', 'string', `${alias}.ticketing_region`), 'regions'),
    ticketingContinent: known(member('Continent', 'string', `${alias}.ticketing_continent`), 'continents'),
    ticketingCountry: known(
      member('Point of sale', 'string', `${alias}.ticketing_country`),
      'country',
      'countries',
      'point of sale country',
    ),
    tmcBranchDefaultCurrency: member(
      'Branch default currency',
      'string',
      `${alias}.tmc_branch_default_currency`,
      'Default currency',
    ),
  };
}

/** Money in the four stored currencies: `{prefix}Usd`, `…Eur`, `…Gbp`, `…DefaultCurrency`. */
export function moneyMeasures(
  prefix: string,
  title: string,
  column: string,
  aggregate: 'sum' | 'avg' = 'sum',
  where = '',
): Record<string, CubeMember> {
  const filter = where ? ` FILTER (WHERE ${where})` : '';
  const sum = (suffix: string) => (d: Dialect) =>
    d.round(`coalesce(${aggregate}(t.${column}_${suffix})${filter}, 0)`, 2);
  return {
    [`${prefix}Usd`]: member(`${title} (USD)`, 'number', sum('usd'), `${title} USD`),
    [`${prefix}Eur`]: member(`${title} (EUR)`, 'number', sum('eur'), `${title} EUR`),
    [`${prefix}Gbp`]: member(`${title} (GBP)`, 'number', sum('gbp'), `${title} GBP`),
    [`${prefix}DefaultCurrency`]: member(
      `${title} (default currency)`,
      'number',
      sum('branch'),
      `${title} default currency`,
    ),
  };
}

export const percentOf = (part: string, whole: string) => (d: Dialect) =>
  d.round(
    `coalesce(100.0 * count(*) FILTER (WHERE ${part}) / nullif(count(*) FILTER (WHERE ${whole}), 0), 0)`,
    2,
  );

/** PNRs with their negotiated fare's funnel and outcome (dataset/supplier.ts). */
const ITINERARIES: CubeDefinition = {
  name: ITINERARIES_CUBE,
  title: 'Faresaver itineraries',
  from: `${NEGOTIATED_FARES_TABLE} t JOIN air_dimensions d ON d.tmc_id = t.tmc_id AND d.dim_id = t.dim_id`,
  fromWithoutFilters: `${NEGOTIATED_FARES_TABLE} t`,
  joins: EMISSION_ROWS_JOIN,
  measures: {
    countPnrs: known(member('PNRs', 'number', 'count(*)::INTEGER'), ...PNR_WORDS, 'flights', 'journeys'),
    trackedPnrs: member('Tracked PNRs', 'number', 'count(*) FILTER (WHERE t.is_tracked)::INTEGER'),
    negotiatedFarePnrs: member(
      'PNRs with a negotiated fare',
      'number',
      'count(*) FILTER (WHERE t.has_negotiated_fare)::INTEGER',
      'Negotiated fare PNRs',
    ),
    lowestNegociatedFarePnrRatio: member(
      'Lowest Negotiated Fare PNR Ratio',
      'number',
      percentOf('t.is_lowest_available', 't.has_negotiated_fare'),
      'Lowest negotiated fare ratio',
    ),
    negotiatedFareAdoption: known(
      member(
        'Negotiated Fare Adoption',
        'number',
        percentOf('t.has_negotiated_fare', 't.is_tracked'),
        'Adoption',
      ),
      'adoption rate',
      'negotiated fare adoption rate',
    ),
    catSuccess: known(
      member('CAT success', 'number', percentOf('t.cat_success', 't.has_negotiated_fare')),
      'cat success rate',
    ),
    lifSuccess: known(
      member('LIF success', 'number', percentOf('t.lif_success', 't.has_negotiated_fare')),
      'lif success rate',
    ),
    negotiatedFareLoadedPnrs: member(
      'PNRs with a negotiated fare loaded',
      'number',
      'count(*) FILTER (WHERE t.nego_loaded)::INTEGER',
      'Loaded',
    ),
    negotiatedFareAvailablePnrs: member(
      'PNRs with a negotiated fare available at the point of sale',
      'number',
      'count(*) FILTER (WHERE t.nego_available)::INTEGER',
      'Available',
    ),
    lowerFareNegotiatedPnrs: member(
      'Lower fare is negotiated',
      'number',
      "count(*) FILTER (WHERE t.lower_fare_type = 'negotiated')::INTEGER",
    ),
    lowerFarePublicPnrs: member(
      'Lower fare is public',
      'number',
      "count(*) FILTER (WHERE t.lower_fare_type = 'public')::INTEGER",
    ),
    ...allKnown(
      moneyMeasures('spend', 'Spend', 'price'),
      'spending',
      'spent',
      'cost',
      'costs',
      'expenditure',
      'air spend',
      'ticket spend',
      'money spent',
    ),
    ...allKnown(
      moneyMeasures('avgTicketPrice', 'Average ticket price', 'price', 'avg'),
      'average price',
      'average fare',
      'avg fare',
      'avg price',
      'avg ticket price',
      'avg ticket',
      'avg cost',
      'average ticket',
      'ticket price',
      'price per ticket',
      'average spend',
      'average cost',
      'average cost per trip',
      'average trip cost',
      'mean fare',
      'expensive',
      'cheap',
      'cheapest',
    ),
    ...airCo2eMeasure(),
  },
  dimensions: {
    recordLocator: member('Record locator', 'string', 't.record_locator', 'PNR'),
    itinAirlines: known(member('Airlines', 'string', 't.itin_airlines'), 'airline', 'carrier', 'carriers'),
    itinRoute: known(member('Route', 'string', 't.itin_route'), 'city pair', 'city pairs', 'o&d'),
    originCity: known(
      member('Origin city', 'string', 't.origin_city', 'Origin'),
      'origins',
      'departure city',
    ),
    destinationCity: known(
      member('Destination city', 'string', 't.destination_city', 'Destination'),
      'destinations',
      'arrival city',
    ),
    lowerFareStatus: member('Lower fare status', 'string', 't.lower_fare_status'),
    resultDateCreatedAt: member('Creation date', 'time', 't.result_date', 'Date'),
    cabinClass: known(
      member('Cabin class', 'string', 't.cabin_class', 'Cabin'),
      'class',
      'travel class',
      'cabins',
    ),
    haulType: known(member('Haul type', 'string', 't.haul_type', 'Haul'), 'flight length', 'hauls'),
    bookingToDeparture: known(
      member('Days from booking to departure', 'number', 't.booking_to_departure', 'Booking to departure'),
      'days before departure',
      'advance booking',
      'booking window',
      ...LEAD_TIME_WORDS,
    ),
    itinTicketedAt: known(
      member('Ticketing date', 'time', 't.itin_ticketed_at', 'Ticketed'),
      'ticketing day',
      'ticket date',
      'issue date',
    ),
    originAirport: known(
      member('Origin airport', 'string', 't.origin_airport'),
      'departure airport',
      'airports',
    ),
    originCountry: known(member('Origin country', 'string', 't.origin_country'), 'departure country'),
    destinationCountry: known(
      member('Destination country', 'string', 't.destination_country'),
      'arrival country',
    ),
    // Where a trip starts and ends, for the question screen's map (dataset/airport-places.ts).
    originLatitude: member('Origin latitude', 'number', 't.origin_latitude'),
    originLongitude: member('Origin longitude', 'number', 't.origin_longitude'),
    destinationLatitude: member('Destination latitude', 'number', 't.destination_latitude'),
    destinationLongitude: member('Destination longitude', 'number', 't.destination_longitude'),
    ...filterDimensions('d'),
  },
};

/** Faresaver deals: PNRs offered a lower fare (dataset/faresaver.ts). */
const DEALS: CubeDefinition = {
  name: DEALS_CUBE,
  title: 'Faresaver deals',
  from: 'faresaver_deals t',
  measures: {
    countPnrs: known(member('PNRs', 'number', 'count(*)::INTEGER'), ...PNR_WORDS),
    rebookedPnrs: known(
      member('Rebooked PNRs', 'number', 'count(*) FILTER (WHERE t.is_rebooked)::INTEGER', 'Rebooked'),
      'rebookings',
      'rebooked bookings',
      'rebooked trips',
      'rebook',
      'rebooked',
    ),
    allSentDeals: known(
      member('Deals sent', 'number', 'coalesce(sum(t.deals_sent), 0)::INTEGER', 'Sent'),
      'deals',
      'offers',
      'offers sent',
      'lower fares sent',
    ),
    acceptedDeals: known(
      member('Accepted deals', 'number', 'coalesce(sum(t.accepted_deals), 0)::INTEGER', 'Accepted'),
      'deals accepted',
      'accepted offers',
      'accept',
    ),
    notAcceptedDeals: known(
      member(
        'Deals not accepted',
        'number',
        'coalesce(sum(t.not_accepted_deals), 0)::INTEGER',
        'Not accepted',
      ),
      'rejected deals',
      'declined deals',
      'deals declined',
      'deals rejected',
      'decline',
      'declined',
      'reject',
      'rejected',
    ),
    acceptanceRate: known(
      member(
        'Acceptance rate',
        'number',
        'round(coalesce(100.0 * sum(t.accepted_deals) / nullif(sum(t.deals_sent), 0), 0), 2)',
      ),
      'deal acceptance rate',
      'acceptance ratio',
      'take-up rate',
      'take up rate',
      'take-up',
      'uptake',
      'accepted rate',
      'acceptance',
    ),
    // Every deal sent counts, accepted or not: the savings offered, not those realised.
    ...allKnown(
      moneyMeasures('savings', 'Savings sent', 'savings'),
      'savings',
      'potential savings',
      'savings offered',
      'offered savings',
    ),
    ...allKnown(
      moneyMeasures('acceptedSavings', 'Accepted savings', 'savings', 'sum', 't.is_rebooked'),
      'money saved',
      'saved',
      'save',
      'realised savings',
      'realized savings',
      'actual savings',
      'achieved savings',
      'savings accepted',
    ),
  },
  dimensions: {
    recordLocator: member('Record locator', 'string', 't.record_locator', 'PNR'),
    dealStatus: known(member('Deal status', 'string', 't.deal_status', 'Status'), 'outcome'),
    feedbackMeaningPlatform: known(
      member('Feedback reason', 'string', 't.feedback_meaning_platform', 'Feedback'),
      'reason',
      'reasons',
      'rejection reason',
      'feedback reasons',
      'reasons given',
      'traveller feedback',
      'traveler feedback',
    ),
    daysBeforeDeparture: known(
      member('Days before departure', 'number', 't.days_before_departure', 'Days out'),
      ...LEAD_TIME_WORDS,
    ),
    resultDateCreatedAt: member('Creation date', 'time', 't.result_date', 'Date'),
    ...filterDimensions('t'),
  },
};

/** PNR segments with the preferred carrier and fare availability (dataset/supplier.ts). */
const SEGMENTS: CubeDefinition = {
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

/** The cubes of the analytics query API, by name. */
export const CUBES: ReadonlyMap<string, CubeDefinition> = new Map(
  [ITINERARIES, DEALS, SEGMENTS].map((cube) => [cube.name, cube]),
);
