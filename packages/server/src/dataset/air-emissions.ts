import type { DuckDBConnection } from '@duckdb/node-api';
import { DISTANCE_BUCKETS, greatCircleSql } from '@tripsight/core/emissions';
import { DIMENSION_COLUMNS } from './summaries.js';

/** The column of the km flown in a distance bucket (core's DISTANCE_BUCKETS). */
export const bucketColumn = (id: string) => `km_${id}`;

const between = (column: string, from: number, to: number) =>
  Number.isFinite(to) ? `${column} >= ${from} AND ${column} < ${to}` : `${column} >= ${from}`;

/**
 * Creates `air_emission_rows`: one row per PNR with what every emission method needs, so a method's
 * CO2e is a sum of km × factor with no join: the great-circle km of its segments (a return flies the
 * outbound legs twice) in each distance bucket (domestic or not, by length), the longest leg, the
 * great-circle km of a non-stop between its origin and destination, and the filter, cabin, carrier,
 * route and fare columns of `air_pnrs`. Sorted by TMC and ticketing day like the PNRs. Needs
 * `air_pnrs`, `airports` and `airport_places`.
 */
export async function createAirEmissionRows(connection: DuckDBConnection): Promise<void> {
  const legKm = greatCircleSql('o.latitude', 'o.longitude', 'd.latitude', 'd.longitude');
  const trips = '(CASE WHEN p.is_return THEN 2 ELSE 1 END)';
  const buckets = DISTANCE_BUCKETS.map(
    (b) =>
      `coalesce(sum(km) FILTER (WHERE domestic = ${b.domestic} AND ${between('km', b.fromKm, b.toKm)}), 0) AS ${bucketColumn(b.id)}`,
  ).join(',\n        ');
  await connection.run(`CREATE TABLE air_emission_rows AS
    WITH legs AS (
      SELECT p.tmc_id, p.pnr_idx, ${legKm} AS km, oa.country_code = da.country_code AS domestic
      FROM (SELECT tmc_id, pnr_idx, outbound, unnest(range(len(outbound) - 1)) AS k FROM air_pnrs) p
      JOIN airport_places o ON o.airport_code = p.outbound[p.k + 1]
      JOIN airport_places d ON d.airport_code = p.outbound[p.k + 2]
      JOIN airports oa ON oa.airport_code = p.outbound[p.k + 1]
      JOIN airports da ON da.airport_code = p.outbound[p.k + 2]
    ), trip AS (
      SELECT tmc_id, pnr_idx, sum(km) AS km, max(km) AS max_leg_km,
        ${buckets}
      FROM legs GROUP BY tmc_id, pnr_idx
    )
    SELECT p.tmc_id, p.result_date, ${DIMENSION_COLUMNS.map((c) => `p.${c}`).join(', ')},
      p.record_locator, p.carrier_name, p.city_pair, p.cabin_class, p.is_return,
      len(p.outbound) > 2 AS has_connection,
      p.price_usd, p.price_eur, p.price_gbp, p.price_branch,
      ${trips} * t.km AS distance_km,
      ${DISTANCE_BUCKETS.map((b) => `${trips} * t.${bucketColumn(b.id)} AS ${bucketColumn(b.id)}`).join(', ')},
      t.max_leg_km,
      ${greatCircleSql('po.latitude', 'po.longitude', 'pd.latitude', 'pd.longitude')} AS direct_km,
      poa.country_code = pda.country_code AS direct_domestic
    FROM air_pnrs p
    JOIN trip t ON t.tmc_id = p.tmc_id AND t.pnr_idx = p.pnr_idx
    JOIN airport_places po ON po.airport_code = p.origin_airport
    JOIN airport_places pd ON pd.airport_code = p.destination_airport
    JOIN airports poa ON poa.airport_code = p.origin_airport
    JOIN airports pda ON pda.airport_code = p.destination_airport
    ORDER BY p.tmc_id, p.result_date`);
}
