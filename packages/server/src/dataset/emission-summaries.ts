import type { DuckDBConnection } from '@duckdb/node-api';
import { DISTANCE_BUCKETS, SHORT_BUSINESS_HOURS, legKmUnder } from '@tripsight/core/emissions';
import { bucketColumn } from './air-emissions.js';
import { HOTEL_DIMENSION_COLUMNS } from './hotel-summaries.js';
import { DIMENSION_COLUMNS, MONEY } from './summaries.js';
import { createSummary } from './summary-tables.js';

/** The column saying whether a summary row's PNRs flew in a distance bucket (`has_d0`, …). */
export const flewBucketColumn = (id: string) => `has_${id}`;

/** The air emission summaries the emissions views read, by the figures they break down. */
export const AIR_EMISSION_SUMMARIES = {
  /** By cabin and the distance buckets flown: the overview and the breakdown by client. */
  cabins: 'air_emission',
  /** By cabin and carrier. */
  carriers: 'air_emission_carrier',
  /**
   * By route (`route_id` of `air_emission_routes`) and trip variant (`variant` of
   * `air_emission_variants`): by route and the alternatives. Integer keys, so a year of a TMC's
   * routes groups in a few milliseconds.
   */
  routes: 'air_emission_route',
} as const;

/** The routes (city pairs) of the PNRs, each with an id and its non-stop's great-circle km. */
export const AIR_EMISSION_ROUTES = 'air_emission_routes';

/**
 * The trip variants of the PNRs, each with an id: cabin, return or one way, connection or not, and
 * whether every leg is short enough for the business-under-4-hours alternative.
 */
export const AIR_EMISSION_VARIANTS = 'air_emission_variants';

/** The hotel nights summary: reservations and nights by the country of the stay. */
export const HOTEL_NIGHTS_SUMMARY = 'hotel_nights';

const KM_COLUMNS = ['distance_km', ...DISTANCE_BUCKETS.map((bucket) => bucketColumn(bucket.id))];
const PRICE_COLUMNS = MONEY.map((currency) => `price_${currency}`);
const sums = (columns: readonly string[]) => columns.map((c) => `sum(${c}) AS ${c}`).join(', ');

/**
 * Creates the air emission summaries from `air_emission_rows` (after `air_dimensions`): per day,
 * filter combination and their keys, the PNRs, their great-circle km and km per distance bucket
 * (and, by route, their fares), so a view sums a few thousand rows and applies a method's factors
 * to the sums: the CO2e of a group is linear in its km per bucket and cabin.
 */
export async function createAirEmissionSummaries(connection: DuckDBConnection): Promise<void> {
  const air = {
    source: 'air_emission_rows',
    dimensions: { table: 'air_dimensions', columns: DIMENSION_COLUMNS },
    measures: `count(*)::INTEGER AS pnrs, ${sums(KM_COLUMNS)}`,
    rollup: `sum(pnrs)::INTEGER AS pnrs, ${sums(KM_COLUMNS)}`,
  };
  const flown = DISTANCE_BUCKETS.map(
    (bucket) => `${bucketColumn(bucket.id)} > 0 AS ${flewBucketColumn(bucket.id)}`,
  );
  await createSummary(connection, {
    ...air,
    name: AIR_EMISSION_SUMMARIES.cabins,
    keys: ['cabin_class', ...flown],
  });
  await createSummary(connection, {
    ...air,
    name: AIR_EMISSION_SUMMARIES.carriers,
    keys: ['cabin_class', 'carrier_name'],
  });
  const shortLegs = `max_leg_km < ${legKmUnder(SHORT_BUSINESS_HOURS)}`;
  await connection.run(`CREATE TABLE ${AIR_EMISSION_ROUTES} AS
    SELECT (row_number() OVER (ORDER BY city_pair))::INTEGER AS route_id, city_pair, direct_km, direct_domestic
    FROM (SELECT city_pair, any_value(direct_km) AS direct_km, any_value(direct_domestic) AS direct_domestic
          FROM air_emission_rows GROUP BY city_pair)
    ORDER BY route_id`);
  await connection.run(`CREATE TABLE ${AIR_EMISSION_VARIANTS} AS
    SELECT (row_number() OVER (ORDER BY cabin_class, is_return, has_connection, short_legs))::INTEGER AS variant, *
    FROM (SELECT DISTINCT cabin_class, is_return, has_connection, ${shortLegs} AS short_legs FROM air_emission_rows)
    ORDER BY variant`);
  await createSummary(connection, {
    ...air,
    name: AIR_EMISSION_SUMMARIES.routes,
    source: `(SELECT e.*, r.route_id, v.variant FROM air_emission_rows e
      JOIN ${AIR_EMISSION_ROUTES} r ON r.city_pair = e.city_pair
      JOIN ${AIR_EMISSION_VARIANTS} v ON v.cabin_class = e.cabin_class AND v.is_return = e.is_return
        AND v.has_connection = e.has_connection AND v.short_legs = (e.${shortLegs}))`,
    keys: ['route_id', 'variant'],
    measures: `${air.measures}, ${sums(PRICE_COLUMNS)}`,
    rollup: `${air.rollup}, ${sums(PRICE_COLUMNS)}`,
  });
}

/** Creates the hotel nights summary from `hotel_reservations` (after `hotel_dimensions`). */
export async function createHotelNightsSummary(connection: DuckDBConnection): Promise<void> {
  await createSummary(connection, {
    name: HOTEL_NIGHTS_SUMMARY,
    source: 'hotel_reservations',
    dimensions: { table: 'hotel_dimensions', columns: HOTEL_DIMENSION_COLUMNS },
    keys: ['destination_country_code', 'destination_country'],
    measures: 'count(*)::INTEGER AS reservations, sum(nights)::INTEGER AS nights',
    rollup: 'sum(reservations)::INTEGER AS reservations, sum(nights)::INTEGER AS nights',
  });
}
