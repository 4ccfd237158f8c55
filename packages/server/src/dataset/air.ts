import type { DuckDBConnection } from '@duckdb/node-api';
import { corporatePccJoins } from './tmcs.js';

/** Validating carriers (IATA code and name). */
export const CARRIERS = [
  ['AA', 'American Airlines'],
  ['UA', 'United Airlines'],
  ['DL', 'Delta Air Lines'],
  ['BA', 'British Airways'],
  ['AF', 'Air France'],
  ['LH', 'Lufthansa'],
  ['KL', 'KLM'],
  ['IB', 'Iberia'],
  ['EK', 'Emirates'],
  ['QR', 'Qatar Airways'],
  ['SQ', 'Singapore Airlines'],
  ['AC', 'Air Canada'],
  ['QF', 'Qantas'],
  ['LX', 'Swiss'],
  ['TK', 'Turkish Airlines'],
  ['NH', 'ANA'],
  ['CX', 'Cathay Pacific'],
  ['LA', 'LATAM Airlines'],
] as const;

const sqlList = (values: readonly string[]) =>
  `[${values.map((v) => `'${v.replace(/'/g, "''")}'`).join(', ')}]`;
const HUBS = sqlList(['LHR', 'FRA', 'AMS', 'CDG', 'DXB', 'IST', 'SIN', 'HKG', 'JFK', 'ORD']);
const CARRIER_CODES = sqlList(CARRIERS.map(([code]) => code));
const CARRIER_NAMES = sqlList(CARRIERS.map(([, name]) => name));
const LOCATOR_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';

/**
 * Creates `air_pnrs` (one row per PNR, `rowsPerTmc` per TMC) and `air_segments`. PNRs run from three
 * years before the anchor up to the anchor, sorted by TMC and ticketing day so date-range queries
 * skip whole row groups. Needs the geography, TMC and go-live tables and `installRandom`.
 */
export async function createAirPnrs(connection: DuckDBConnection, rowsPerTmc: number): Promise<void> {
  if (!Number.isSafeInteger(rowsPerTmc) || rowsPerTmc < 1)
    throw new Error(`invalid row count: ${rowsPerTmc}`);
  const letter = (shift: number) =>
    `substr('${LOCATOR_ALPHABET}', 1 + ((code >> ${shift}) & 31)::INTEGER, 1)`;
  await connection.run(`CREATE TEMP TABLE country_airports AS
    SELECT country_code, min(airport_idx) AS airport_start, count(*) AS airport_count,
      any_value(continent_start) AS continent_start, any_value(continent_count) AS continent_count
    FROM (SELECT *, min(airport_idx) OVER (PARTITION BY continent) AS continent_start,
            count(*) OVER (PARTITION BY continent) AS continent_count FROM airports)
    GROUP BY country_code`);
  await connection.run(`CREATE TABLE air_pnrs AS
  WITH base AS (
    SELECT t.tmc_id, t.tmc_idx, t.corporate_count, r.range AS n,
      floor(t.corporate_count * pow(rnd(t.tmc_idx, r.range, 1), 1.7))::INTEGER AS corp_idx,
      floor(1095 * pow(rnd(t.tmc_idx, r.range, 2), 1.15))::INTEGER AS age_days,
      (r.range * 387420489 + t.tmc_idx * 104729 + 7) % 1073741824 AS code
    FROM tmcs t CROSS JOIN range(${rowsPerTmc}) r
  ), placed AS (
    SELECT b.*, c.corporate_name, cp.pcc_name, pc.gds, br.default_currency, co.country_code,
      co.country_name, co.region, co.continent, ca.*, g.go_live_date,
      ca.airport_start + floor(rnd(b.tmc_idx, b.n, 4) * ca.airport_count)::INTEGER AS origin_idx,
      rnd(b.tmc_idx, b.n, 5) AS u_scope, rnd(b.tmc_idx, b.n, 6) AS u_dest
    FROM base b
    JOIN corporates c ON c.tmc_id = b.tmc_id AND c.corp_idx = b.corp_idx
    JOIN corporate_go_live g ON g.tmc_id = b.tmc_id AND g.corp_idx = b.corp_idx
    ${corporatePccJoins(3)}
    JOIN country_airports ca ON ca.country_code = pc.country_code
  ), routed AS (
    SELECT p.*, (SELECT count(*) FROM airports) AS airport_total,
      CASE
        WHEN p.u_scope < 0.22 AND p.airport_count > 1 THEN p.airport_start
          + (p.origin_idx - p.airport_start + 1 + floor(p.u_dest * (p.airport_count - 1))::INTEGER) % p.airport_count
        WHEN p.u_scope < 0.6 AND p.continent_count > 1 THEN p.continent_start
          + (p.origin_idx - p.continent_start + 1 + floor(p.u_dest * (p.continent_count - 1))::INTEGER) % p.continent_count
        ELSE (p.origin_idx + 1 + floor(p.u_dest * ((SELECT count(*) FROM airports) - 1))::INTEGER)
          % (SELECT count(*) FROM airports)
      END AS dest_idx
    FROM placed p
  ), trip AS (
    SELECT r.*, o.airport_code AS origin_airport, o.city AS origin_city,
      d.airport_code AS destination_airport, d.city AS destination_city,
      CASE WHEN o.country_code = d.country_code THEN 'Short'
           WHEN o.continent = d.continent THEN 'Medium' ELSE 'Long' END AS haul_type,
      rnd(r.tmc_idx, r.n, 7) AS u_cabin, rnd(r.tmc_idx, r.n, 8) AS u_conn,
      -- The booking window: a tail of 14 % ticketed inside 7 days (same day included), 28 % 7 to 21
      -- days out, the rest beyond 21 days, up to almost a year.
      CASE WHEN rnd(r.tmc_idx, r.n, 9) < 0.14 THEN floor(7 * rnd(r.tmc_idx, r.n, 20))
           WHEN rnd(r.tmc_idx, r.n, 9) < 0.42 THEN 7 + floor(15 * rnd(r.tmc_idx, r.n, 20))
           ELSE 22 + floor(310 * pow(rnd(r.tmc_idx, r.n, 20), 2.4)) END::INTEGER AS days_before_departure,
      rnd(r.tmc_idx, r.n, 10) < 0.7 AS is_return,
      anchor_day() - r.age_days::INTEGER + to_seconds(floor(rnd(r.tmc_idx, r.n, 11) * 50400)::BIGINT + 25200)
        AS issued_at
    FROM routed r
    JOIN airports o ON o.airport_idx = r.origin_idx
    JOIN airports d ON d.airport_idx = r.dest_idx
  ), fared AS (
    SELECT t.*,
      CASE t.haul_type
        WHEN 'Long' THEN CASE WHEN t.u_cabin < 0.55 THEN 'Economy' WHEN t.u_cabin < 0.7 THEN 'Premium Economy'
                              WHEN t.u_cabin < 0.97 THEN 'Business' ELSE 'First' END
        WHEN 'Medium' THEN CASE WHEN t.u_cabin < 0.8 THEN 'Economy' WHEN t.u_cabin < 0.88 THEN 'Premium Economy'
                                ELSE 'Business' END
        ELSE CASE WHEN t.u_cabin < 0.9 THEN 'Economy' ELSE 'Business' END
      END AS cabin_class,
      (t.haul_type = 'Long' AND t.u_conn < 0.4) OR (t.haul_type = 'Medium' AND t.u_conn < 0.15) AS has_connection,
      least(t.issued_at + to_seconds(floor(rnd(t.tmc_idx, t.n, 12) * 30 * 3600)::BIGINT),
            anchor_day() + INTERVAL 86399 SECOND) AS ticketed_at
    FROM trip t
  ), priced AS (
    SELECT f.*,
      pick(${CARRIER_CODES}, f.tmc_idx, f.n, 13) AS carrier_code,
      CASE f.cabin_class WHEN 'Economy' THEN pick(['Y','B','M','H','K','L','Q','V','S','T'], f.tmc_idx, f.n, 14)
        WHEN 'Premium Economy' THEN pick(['W','E'], f.tmc_idx, f.n, 14)
        WHEN 'Business' THEN pick(['J','C','D','Z','I'], f.tmc_idx, f.n, 14)
        ELSE pick(['F','A','P'], f.tmc_idx, f.n, 14) END AS fare_letter,
      round((CASE f.haul_type WHEN 'Short' THEN 120 + 380 * rnd(f.tmc_idx, f.n, 15)
                              WHEN 'Medium' THEN 260 + 740 * rnd(f.tmc_idx, f.n, 15)
                              ELSE 650 + 1500 * rnd(f.tmc_idx, f.n, 15) END)
        * CASE f.cabin_class WHEN 'Economy' THEN 1 WHEN 'Premium Economy' THEN 1.7 WHEN 'Business' THEN 3.6 ELSE 6.2 END
        -- Fares rise as departure nears: inside 7 days about 29 % above the average fare, beyond 21
        -- days about 11 % below it.
        * CASE WHEN f.days_before_departure < 7 THEN 1.22 WHEN f.days_before_departure < 14 THEN 1.08
               WHEN f.days_before_departure <= 21 THEN 0.97 ELSE 0.84 END
        * CASE WHEN f.has_connection THEN 0.88 ELSE 1 END * CASE WHEN f.is_return THEN 1.8 ELSE 1 END, 2) AS price_usd
    FROM fared f
  )
  SELECT p.tmc_id, p.ticketed_at::DATE AS result_date,
    ${[0, 5, 10, 15, 20, 25].map(letter).join(' || ')} AS record_locator,
    p.corporate_name AS direct_enterprise, p.gds, p.pcc_name, p.region AS ticketing_region,
    p.continent AS ticketing_continent, p.country_name AS ticketing_country,
    p.country_code AS ticketing_country_code, p.default_currency AS tmc_branch_default_currency,
    p.issued_at AS itin_issued_at, p.ticketed_at AS itin_ticketed_at,
    CASE WHEN p.days_before_departure = 0
      -- A same-day ticket departs two to six hours after it was issued, the same day.
      THEN least(p.ticketed_at + to_seconds(floor(rnd(p.tmc_idx, p.n, 16) * 14400)::BIGINT + 7200),
                 p.ticketed_at::DATE + INTERVAL 86399 SECOND)
      ELSE p.ticketed_at::DATE + p.days_before_departure + to_seconds(floor(rnd(p.tmc_idx, p.n, 16) * 57600)::BIGINT + 21600)
    END AS departure_time,
    p.days_before_departure, p.origin_airport, p.origin_city, p.destination_airport, p.destination_city,
    p.origin_airport || '-' || p.destination_airport AS city_pair,
    CASE WHEN p.has_connection THEN [p.origin_airport, pick(list_filter(${HUBS},
      h -> h <> p.origin_airport AND h <> p.destination_airport), p.tmc_idx, p.n, 17), p.destination_airport]
      ELSE [p.origin_airport, p.destination_airport] END AS outbound,
    p.is_return, p.carrier_code,
    ${CARRIER_NAMES}[list_position(${CARRIER_CODES}, p.carrier_code)] AS carrier_name,
    p.haul_type, p.cabin_class, p.fare_letter,
    p.fare_letter || pick(['OWAP', 'RT14', 'NN7', 'LX21', 'SAVR', 'FLEX'], p.tmc_idx, p.n, 18) || p.country_code
      AS fare_basis_code,
    p.price_usd, round(p.price_usd * 0.92, 2) AS price_eur, round(p.price_usd * 0.79, 2) AS price_gbp,
    round(p.price_usd * cur.usd_rate, 2) AS price_branch,
    p.go_live_date, p.ticketed_at::DATE >= p.go_live_date AS is_tracked,
    p.ticketed_at::DATE >= p.go_live_date AND p.days_before_departure >= 2 AND rnd(p.tmc_idx, p.n, 19) >= 0.07
      AS is_valid,
    p.tmc_idx, p.n AS pnr_idx
  FROM priced p JOIN currencies cur ON cur.currency = p.default_currency
  ORDER BY p.tmc_id, result_date`);
  await connection.run(`CREATE TABLE air_segments AS
    SELECT s.tmc_id, s.record_locator, s.k AS segment_index, s.path[s.k + 1] AS origin_airport,
      o.city AS origin_city, s.path[s.k + 2] AS destination_airport, d.city AS destination_city,
      s.carrier_code,
      s.departure_time + CASE WHEN s.k >= s.outbound_legs THEN INTERVAL 1 DAY * (2 + s.pnr_idx % 5)
        + INTERVAL 3 HOUR * (s.k - s.outbound_legs) ELSE INTERVAL 3 HOUR * s.k END AS departure_time
    FROM (
      SELECT p.*, len(p.outbound) - 1 AS outbound_legs,
        CASE WHEN p.is_return THEN p.outbound || list_reverse(p.outbound)[2:] ELSE p.outbound END AS path,
        unnest(range(CASE WHEN p.is_return THEN 2 * len(p.outbound) - 2 ELSE len(p.outbound) - 1 END)) AS k
      FROM air_pnrs p
    ) s
    JOIN airports o ON o.airport_code = s.path[s.k + 1]
    JOIN airports d ON d.airport_code = s.path[s.k + 2]`);
  await connection.run('DROP TABLE country_airports');
}
