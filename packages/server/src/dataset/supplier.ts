import type { DuckDBConnection } from '@duckdb/node-api';
import { AVAILABILITY_STATUSES } from '@tripsight/core/supplier';
import { CARRIERS } from './air.js';
import { DIMENSION_COLUMNS } from './summaries.js';

const joinDims = DIMENSION_COLUMNS.map((c) => `d.${c} = p.${c}`).join(' AND ');
const CARRIER_CODES = `[${CARRIERS.map(([code]) => `'${code}'`).join(', ')}]`;
const CARRIER_NAMES = `[${CARRIERS.map(([, name]) => `'${name.replace(/'/g, "''")}'`).join(', ')}]`;

/**
 * Creates what the supplier-insights views and cubes read:
 * - `air_negotiated_fares`: one row per PNR with its filter combination, cabin, haul, days booked ahead,
 *   ticketing day, origin airport, where the trip starts and ends (country, latitude, longitude;
 *   `airport_places`), airlines (two names joined by
 *   a comma when a connection flies another carrier), route (a multi-city route joins its legs with a
 *   colon), cities, price in the four currencies, and the negotiated fare's funnel: loaded for the
 *   corporate and carrier, available at the point of sale, applied (`has_negotiated_fare`); then
 *   whether it was the lowest available, CAT and LIF success, and for a lower fare found whether it
 *   was negotiated or public and whether it was sent and rebooked. Each carrier and corporate keep
 *   their own rates, so carriers and routes differ.
 * - `air_carrier_availability`: one row per PNR segment with the corporate's preferred carrier and
 *   fare combination for the route, its target fare, the booked fare class and basis, and the
 *   preferred fare's availability status.
 * Needs `air_pnrs`, `air_segments`, `air_dimensions` and `airport_places`.
 */
export async function createSupplierTables(connection: DuckDBConnection): Promise<void> {
  await connection.run(`CREATE TABLE air_negotiated_fares AS
    WITH base AS (
      SELECT p.tmc_id, p.result_date, d.dim_id, p.record_locator, p.is_tracked, p.tmc_idx, p.pnr_idx,
        p.carrier_code, p.carrier_name, p.outbound, p.origin_city, p.destination_city, p.city_pair,
        p.price_usd, p.price_eur, p.price_gbp, p.price_branch,
        p.cabin_class, p.haul_type, p.days_before_departure, p.itin_ticketed_at, p.origin_airport,
        op.country_name AS origin_country, op.latitude AS origin_latitude, op.longitude AS origin_longitude,
        dp.country_name AS destination_country, dp.latitude AS destination_latitude,
        dp.longitude AS destination_longitude,
        rnd(p.tmc_idx, hash(p.direct_enterprise, p.carrier_code), 301) AS u_contract,
        rnd(p.tmc_idx, hash(p.carrier_code), 302) AS u_carrier
      FROM air_pnrs p JOIN air_dimensions d ON d.tmc_id = p.tmc_id AND ${joinDims}
        JOIN airport_places op ON op.airport_code = p.origin_airport
        JOIN airport_places dp ON dp.airport_code = p.destination_airport
    ), funnel AS (
      SELECT b.*, b.u_contract < 0.6 AS nego_loaded,
        b.u_contract < 0.6 AND rnd(b.tmc_idx, b.pnr_idx, 303) < 0.7 + 0.25 * b.u_carrier AS nego_available
      FROM base b
    ), applied AS (
      SELECT f.*, f.nego_available AND rnd(f.tmc_idx, f.pnr_idx, 304) < 0.8 AS has_negotiated_fare
      FROM funnel f
    ), judged AS (
      SELECT a.*,
        a.has_negotiated_fare AND rnd(a.tmc_idx, a.pnr_idx, 305) < 0.35 + 0.55 * a.u_carrier AS is_lowest_available
      FROM applied a
    )
    SELECT j.tmc_id, j.result_date, j.dim_id, j.record_locator, j.is_tracked,
      CASE WHEN len(j.outbound) = 3 AND rnd(j.tmc_idx, j.pnr_idx, 306) < 0.2
        THEN j.carrier_name || ', ' || ${CARRIER_NAMES}[1 + (list_position(${CARRIER_CODES}, j.carrier_code) + 4) % ${CARRIERS.length}]
        ELSE j.carrier_name END AS itin_airlines,
      CASE WHEN len(j.outbound) = 3 AND rnd(j.tmc_idx, j.pnr_idx, 307) < 0.25
        THEN j.outbound[1] || '-' || j.outbound[2] || ':' || j.outbound[2] || '-' || j.outbound[3]
        ELSE j.city_pair END AS itin_route,
      j.origin_city, j.destination_city, j.price_usd, j.price_eur, j.price_gbp, j.price_branch,
      j.cabin_class, j.haul_type, j.days_before_departure AS booking_to_departure,
      j.itin_ticketed_at::DATE AS itin_ticketed_at, j.origin_airport,
      j.origin_country, j.origin_latitude, j.origin_longitude,
      j.destination_country, j.destination_latitude, j.destination_longitude,
      j.nego_loaded, j.nego_available, j.has_negotiated_fare, j.is_lowest_available,
      j.has_negotiated_fare AND rnd(j.tmc_idx, j.pnr_idx, 308) < 0.88 AS cat_success,
      j.has_negotiated_fare AND rnd(j.tmc_idx, j.pnr_idx, 309) < 0.72 AS lif_success,
      CASE WHEN j.has_negotiated_fare AND NOT j.is_lowest_available
        THEN CASE WHEN rnd(j.tmc_idx, j.pnr_idx, 310) < 0.38 THEN 'negotiated' ELSE 'public' END END AS lower_fare_type,
      CASE WHEN j.has_negotiated_fare AND NOT j.is_lowest_available
        THEN CASE WHEN rnd(j.tmc_idx, j.pnr_idx, 311) < 0.3 THEN 'Not sent'
                  WHEN rnd(j.tmc_idx, j.pnr_idx, 311) < 0.62 THEN 'Not rebooked' ELSE 'Rebooked' END END
        AS lower_fare_status
    FROM judged j
    ORDER BY j.tmc_id, j.result_date`);
  await connection.run(`CREATE TABLE air_carrier_availability AS
    WITH segs AS (
      SELECT p.tmc_id, p.result_date, d.dim_id, p.record_locator, s.segment_index + 1 AS segment_index,
        p.ticketing_country, p.itin_issued_at, p.itin_ticketed_at, s.departure_time,
        greatest(0, date_diff('day', p.itin_ticketed_at::DATE, s.departure_time::DATE))::SMALLINT AS days_before_departure,
        p.fare_letter, p.fare_basis_code, s.origin_airport || '-' || s.destination_airport AS city_pair,
        s.carrier_code, p.cabin_class, p.price_usd, p.price_branch / nullif(p.price_usd, 0) AS branch_rate,
        len(p.outbound) - 1 + CASE WHEN p.is_return THEN len(p.outbound) - 1 ELSE 0 END AS segment_count,
        p.tmc_idx, p.pnr_idx,
        hash(p.direct_enterprise, s.origin_airport, s.destination_airport) AS contract
      FROM air_segments s
      JOIN air_pnrs p ON p.tmc_id = s.tmc_id AND p.record_locator = s.record_locator
      JOIN air_dimensions d ON d.tmc_id = p.tmc_id AND ${joinDims}
    ), preferred AS (
      SELECT g.*,
        CASE WHEN rnd(g.tmc_idx, g.contract, 320) < 0.55 THEN g.carrier_code
          ELSE pick(${CARRIER_CODES}, g.tmc_idx, g.contract, 321) END AS preferred_carrier,
        CASE g.cabin_class WHEN 'Economy' THEN pick(['Y', 'B', 'M'], g.tmc_idx, g.contract, 322)
          WHEN 'Premium Economy' THEN 'W' WHEN 'Business' THEN pick(['J', 'C'], g.tmc_idx, g.contract, 322)
          ELSE 'F' END AS preferred_letter,
        round(g.price_usd / g.segment_count * (0.82 + 0.12 * rnd(g.tmc_idx, g.contract, 323)), 2) AS target_usd
      FROM segs g
    )
    SELECT r.tmc_id, r.result_date, r.dim_id, r.record_locator, r.segment_index::SMALLINT AS segment_index,
      r.ticketing_country, r.itin_issued_at, r.itin_ticketed_at, r.departure_time, r.days_before_departure,
      r.fare_letter, r.preferred_carrier || ' ' || r.preferred_letter AS prefered_carrier_fare_combination,
      r.target_usd AS target_fare_usd, round(r.target_usd * 0.92, 2) AS target_fare_eur,
      round(r.target_usd * 0.79, 2) AS target_fare_gbp, round(r.target_usd * r.branch_rate, 2) AS target_fare_branch,
      r.fare_basis_code, r.city_pair,
      CASE WHEN r.preferred_carrier = r.carrier_code AND rnd(r.tmc_idx, r.pnr_idx * 8 + r.segment_index, 324) < 0.85
          THEN '${AVAILABILITY_STATUSES[0]}'
        WHEN rnd(r.tmc_idx, r.pnr_idx * 8 + r.segment_index, 325) < 0.45 THEN '${AVAILABILITY_STATUSES[1]}'
        ELSE '${AVAILABILITY_STATUSES[2]}' END AS preferred_fare_availability_status
    FROM preferred r
    ORDER BY r.tmc_id, r.result_date`);
}
