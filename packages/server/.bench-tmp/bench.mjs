// src/bench/analytics.ts
import Fastify from "fastify";
import { join as join2 } from "node:path";

// src/analytics/duckdb-warehouse.ts
import { DuckDBInstance as DuckDBInstance2, listValue } from "@duckdb/node-api";

// src/dataset/generate.ts
import { DuckDBInstance } from "@duckdb/node-api";
import { existsSync, mkdirSync, renameSync, rmSync } from "node:fs";
import { join } from "node:path";

// src/dataset/air.ts
var CARRIERS = [
  ["AA", "American Airlines"],
  ["UA", "United Airlines"],
  ["DL", "Delta Air Lines"],
  ["BA", "British Airways"],
  ["AF", "Air France"],
  ["LH", "Lufthansa"],
  ["KL", "KLM"],
  ["IB", "Iberia"],
  ["EK", "Emirates"],
  ["QR", "Qatar Airways"],
  ["SQ", "Singapore Airlines"],
  ["AC", "Air Canada"],
  ["QF", "Qantas"],
  ["LX", "Swiss"],
  ["TK", "Turkish Airlines"],
  ["NH", "ANA"],
  ["CX", "Cathay Pacific"],
  ["LA", "LATAM Airlines"]
];
var sqlList = (values) => `[${values.map((v) => `'${v.replace(/'/g, "''")}'`).join(", ")}]`;
var HUBS = sqlList(["LHR", "FRA", "AMS", "CDG", "DXB", "IST", "SIN", "HKG", "JFK", "ORD"]);
var CARRIER_CODES = sqlList(CARRIERS.map(([code]) => code));
var CARRIER_NAMES = sqlList(CARRIERS.map(([, name]) => name));
var LOCATOR_ALPHABET = "ABCDEFGHJKLMNPQRSTUVWXYZ23456789";
async function createAirPnrs(connection, rowsPerTmc) {
  if (!Number.isSafeInteger(rowsPerTmc) || rowsPerTmc < 1)
    throw new Error(`invalid row count: ${rowsPerTmc}`);
  const letter = (shift) => `substr('${LOCATOR_ALPHABET}', 1 + ((code >> ${shift}) & 31)::INTEGER, 1)`;
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
    JOIN corporate_pccs cp ON cp.tmc_id = b.tmc_id AND cp.corp_idx = b.corp_idx
      AND cp.slot = floor(rnd(b.tmc_idx, b.n, 3) * c.pcc_slots)::INTEGER
    JOIN pccs pc ON pc.tmc_id = cp.tmc_id AND pc.pcc_name = cp.pcc_name
    JOIN branches br ON br.tmc_id = pc.tmc_id AND br.branch_name = pc.branch_name
    JOIN countries co ON co.country_code = pc.country_code
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
      floor(1 + 120 * pow(rnd(r.tmc_idx, r.n, 9), 2.2))::INTEGER AS days_before_departure,
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
        * CASE WHEN f.days_before_departure < 7 THEN 1.3 WHEN f.days_before_departure > 21 THEN 0.9 ELSE 1 END
        * CASE WHEN f.has_connection THEN 0.88 ELSE 1 END * CASE WHEN f.is_return THEN 1.8 ELSE 1 END, 2) AS price_usd
    FROM fared f
  )
  SELECT p.tmc_id, p.ticketed_at::DATE AS result_date,
    ${[0, 5, 10, 15, 20, 25].map(letter).join(" || ")} AS record_locator,
    p.corporate_name AS direct_enterprise, p.gds, p.pcc_name, p.region AS ticketing_region,
    p.continent AS ticketing_continent, p.country_name AS ticketing_country,
    p.country_code AS ticketing_country_code, p.default_currency AS tmc_branch_default_currency,
    p.issued_at AS itin_issued_at, p.ticketed_at AS itin_ticketed_at,
    p.ticketed_at::DATE + p.days_before_departure + to_seconds(floor(rnd(p.tmc_idx, p.n, 16) * 57600)::BIGINT + 21600)
      AS departure_time,
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
    CASE p.haul_type WHEN 'Long' THEN p.cabin_class <> 'First'
      WHEN 'Medium' THEN p.cabin_class IN ('Economy', 'Premium Economy') ELSE p.cabin_class = 'Economy' END
      AS is_cabin_compliant,
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
  await connection.run("DROP TABLE country_airports");
}

// src/dataset/faresaver.ts
var FEEDBACK_REASONS = [
  "Traveler prefers original flight times",
  "Loyalty program preference",
  "Connection not acceptable",
  "Fare conditions too restrictive",
  "Savings below threshold",
  "No response from traveler",
  "Ticket already changed"
];
var reasons = `[${FEEDBACK_REASONS.map((r) => `'${r.replace(/'/g, "''")}'`).join(", ")}]`;
async function createGoLiveDates(connection) {
  await connection.run(`CREATE TABLE corporate_go_live AS
    SELECT c.tmc_id, c.corp_idx, c.corporate_name,
      anchor_day() - (90 + floor(rnd(t.tmc_idx, c.corp_idx, 101) * 830))::INTEGER AS go_live_date
    FROM corporates c JOIN tmcs t USING (tmc_id)`);
}
async function createFaresaverDeals(connection) {
  await connection.run(`CREATE TABLE faresaver_deals AS
  WITH offered AS (
    SELECT p.*, t.transaction_fee_rate, cur.usd_rate,
      1 + floor(3 * pow(rnd(p.tmc_idx, p.pnr_idx, 202), 2))::INTEGER AS deals_sent,
      rnd(p.tmc_idx, p.pnr_idx, 203) < 0.42 + 0.4 * rnd(p.tmc_idx, hash(p.direct_enterprise), 204) AS is_rebooked,
      greatest(5, round(p.price_usd * (0.03 + 0.17 * rnd(p.tmc_idx, p.pnr_idx, 205)), 2)) AS savings_usd
    FROM air_pnrs p
    JOIN tmcs t ON t.tmc_id = p.tmc_id
    JOIN currencies cur ON cur.currency = p.tmc_branch_default_currency
    WHERE p.is_valid AND rnd(p.tmc_idx, p.pnr_idx, 201) < 0.33
  ), charged AS (
    SELECT o.*, round(o.savings_usd * o.transaction_fee_rate, 2) AS fee_usd FROM offered o
  )
  SELECT c.tmc_id, c.result_date, c.record_locator, c.direct_enterprise, c.gds, c.pcc_name,
    c.ticketing_region, c.ticketing_continent, c.ticketing_country, c.ticketing_country_code,
    c.tmc_branch_default_currency, c.itin_issued_at, c.days_before_departure,
    c.deals_sent, CASE WHEN c.is_rebooked THEN 1 ELSE 0 END AS accepted_deals,
    c.deals_sent - CASE WHEN c.is_rebooked THEN 1 ELSE 0 END AS not_accepted_deals,
    c.is_rebooked, CASE WHEN c.is_rebooked THEN 'Rebooked' ELSE 'Not accepted' END AS deal_status,
    c.savings_usd, round(c.savings_usd * 0.92, 2) AS savings_eur, round(c.savings_usd * 0.79, 2) AS savings_gbp,
    round(c.savings_usd * c.usd_rate, 2) AS savings_branch,
    c.fee_usd, round(c.fee_usd * 0.92, 2) AS fee_eur, round(c.fee_usd * 0.79, 2) AS fee_gbp,
    round(c.fee_usd * c.usd_rate, 2) AS fee_branch,
    CASE WHEN c.is_rebooked THEN NULL ELSE pick(${reasons}, c.tmc_idx, c.pnr_idx, 206) END
      AS feedback_meaning_platform
  FROM charged c
  ORDER BY c.tmc_id, c.result_date`);
}

// src/dataset/insert.ts
async function insertRows(connection, table, rows, batch = 200) {
  for (let start = 0; start < rows.length; start += batch) {
    const chunk = rows.slice(start, start + batch);
    const values = [];
    const tuples = chunk.map((row) => {
      const marks = row.map((value) => {
        values.push(value);
        return `$${values.length}`;
      });
      return `(${marks.join(", ")})`;
    });
    await connection.run(`INSERT INTO ${table} VALUES ${tuples.join(", ")}`, values);
  }
}

// src/dataset/geography.ts
var COUNTRIES = [
  {
    code: "US",
    name: "United States",
    region: "NORAM",
    continent: "North America",
    airports: [
      ["JFK", "New York"],
      ["ORD", "Chicago"],
      ["LAX", "Los Angeles"],
      ["SFO", "San Francisco"]
    ]
  },
  {
    code: "CA",
    name: "Canada",
    region: "NORAM",
    continent: "North America",
    airports: [
      ["YYZ", "Toronto"],
      ["YVR", "Vancouver"],
      ["YUL", "Montreal"]
    ]
  },
  {
    code: "MX",
    name: "Mexico",
    region: "LATAM",
    continent: "North America",
    airports: [["MEX", "Mexico City"]]
  },
  {
    code: "BR",
    name: "Brazil",
    region: "LATAM",
    continent: "South America",
    airports: [
      ["GRU", "Sao Paulo"],
      ["GIG", "Rio de Janeiro"]
    ]
  },
  {
    code: "AR",
    name: "Argentina",
    region: "LATAM",
    continent: "South America",
    airports: [["EZE", "Buenos Aires"]]
  },
  { code: "CL", name: "Chile", region: "LATAM", continent: "South America", airports: [["SCL", "Santiago"]] },
  {
    code: "CO",
    name: "Colombia",
    region: "LATAM",
    continent: "South America",
    airports: [["BOG", "Bogota"]]
  },
  { code: "PE", name: "Peru", region: "LATAM", continent: "South America", airports: [["LIM", "Lima"]] },
  {
    code: "GB",
    name: "United Kingdom",
    region: "EMEA",
    continent: "Europe",
    airports: [
      ["LHR", "London"],
      ["MAN", "Manchester"],
      ["EDI", "Edinburgh"]
    ]
  },
  { code: "IE", name: "Ireland", region: "EMEA", continent: "Europe", airports: [["DUB", "Dublin"]] },
  {
    code: "FR",
    name: "France",
    region: "EMEA",
    continent: "Europe",
    airports: [
      ["CDG", "Paris"],
      ["NCE", "Nice"]
    ]
  },
  {
    code: "DE",
    name: "Germany",
    region: "EMEA",
    continent: "Europe",
    airports: [
      ["FRA", "Frankfurt"],
      ["MUC", "Munich"],
      ["BER", "Berlin"]
    ]
  },
  { code: "NL", name: "Netherlands", region: "EMEA", continent: "Europe", airports: [["AMS", "Amsterdam"]] },
  { code: "BE", name: "Belgium", region: "EMEA", continent: "Europe", airports: [["BRU", "Brussels"]] },
  {
    code: "ES",
    name: "Spain",
    region: "EMEA",
    continent: "Europe",
    airports: [
      ["MAD", "Madrid"],
      ["BCN", "Barcelona"]
    ]
  },
  {
    code: "IT",
    name: "Italy",
    region: "EMEA",
    continent: "Europe",
    airports: [
      ["FCO", "Rome"],
      ["MXP", "Milan"]
    ]
  },
  { code: "PT", name: "Portugal", region: "EMEA", continent: "Europe", airports: [["LIS", "Lisbon"]] },
  {
    code: "CH",
    name: "Switzerland",
    region: "EMEA",
    continent: "Europe",
    airports: [
      ["ZRH", "Zurich"],
      ["GVA", "Geneva"]
    ]
  },
  { code: "AT", name: "Austria", region: "EMEA", continent: "Europe", airports: [["VIE", "Vienna"]] },
  { code: "SE", name: "Sweden", region: "EMEA", continent: "Europe", airports: [["ARN", "Stockholm"]] },
  { code: "DK", name: "Denmark", region: "EMEA", continent: "Europe", airports: [["CPH", "Copenhagen"]] },
  { code: "NO", name: "Norway", region: "EMEA", continent: "Europe", airports: [["OSL", "Oslo"]] },
  { code: "FI", name: "Finland", region: "EMEA", continent: "Europe", airports: [["HEL", "Helsinki"]] },
  { code: "PL", name: "Poland", region: "EMEA", continent: "Europe", airports: [["WAW", "Warsaw"]] },
  { code: "CZ", name: "Czech Republic", region: "EMEA", continent: "Europe", airports: [["PRG", "Prague"]] },
  { code: "TR", name: "Turkey", region: "EMEA", continent: "Europe", airports: [["IST", "Istanbul"]] },
  {
    code: "AE",
    name: "United Arab Emirates",
    region: "EMEA",
    continent: "Asia",
    airports: [
      ["DXB", "Dubai"],
      ["AUH", "Abu Dhabi"]
    ]
  },
  { code: "SA", name: "Saudi Arabia", region: "EMEA", continent: "Asia", airports: [["RUH", "Riyadh"]] },
  { code: "IL", name: "Israel", region: "EMEA", continent: "Asia", airports: [["TLV", "Tel Aviv"]] },
  {
    code: "ZA",
    name: "South Africa",
    region: "EMEA",
    continent: "Africa",
    airports: [
      ["JNB", "Johannesburg"],
      ["CPT", "Cape Town"]
    ]
  },
  { code: "EG", name: "Egypt", region: "EMEA", continent: "Africa", airports: [["CAI", "Cairo"]] },
  { code: "KE", name: "Kenya", region: "EMEA", continent: "Africa", airports: [["NBO", "Nairobi"]] },
  { code: "NG", name: "Nigeria", region: "EMEA", continent: "Africa", airports: [["LOS", "Lagos"]] },
  {
    code: "IN",
    name: "India",
    region: "APAC",
    continent: "Asia",
    airports: [
      ["BOM", "Mumbai"],
      ["DEL", "Delhi"],
      ["BLR", "Bengaluru"]
    ]
  },
  { code: "SG", name: "Singapore", region: "APAC", continent: "Asia", airports: [["SIN", "Singapore"]] },
  {
    code: "JP",
    name: "Japan",
    region: "APAC",
    continent: "Asia",
    airports: [
      ["HND", "Tokyo"],
      ["KIX", "Osaka"]
    ]
  },
  {
    code: "CN",
    name: "China",
    region: "APAC",
    continent: "Asia",
    airports: [
      ["PVG", "Shanghai"],
      ["PEK", "Beijing"]
    ]
  },
  { code: "HK", name: "Hong Kong", region: "APAC", continent: "Asia", airports: [["HKG", "Hong Kong"]] },
  { code: "KR", name: "South Korea", region: "APAC", continent: "Asia", airports: [["ICN", "Seoul"]] },
  {
    code: "AU",
    name: "Australia",
    region: "APAC",
    continent: "Australia",
    airports: [
      ["SYD", "Sydney"],
      ["MEL", "Melbourne"],
      ["BNE", "Brisbane"]
    ]
  },
  {
    code: "NZ",
    name: "New Zealand",
    region: "APAC",
    continent: "Australia",
    airports: [["AKL", "Auckland"]]
  }
];
async function createGeography(connection) {
  await connection.run(`CREATE TABLE countries (
    country_code VARCHAR PRIMARY KEY, country_name VARCHAR NOT NULL, region VARCHAR NOT NULL,
    continent VARCHAR NOT NULL, country_idx INTEGER NOT NULL)`);
  await insertRows(
    connection,
    "countries",
    COUNTRIES.map((c, i) => [c.code, c.name, c.region, c.continent, i])
  );
  await connection.run(`CREATE TABLE airport_list (
    airport_code VARCHAR, city VARCHAR, country_code VARCHAR, slot INTEGER)`);
  await insertRows(
    connection,
    "airport_list",
    COUNTRIES.flatMap((c) => c.airports.map(([code, city], slot) => [code, city, c.code, slot]))
  );
  await connection.run(`CREATE TABLE airports AS
    SELECT a.airport_code, a.city, a.country_code, c.continent,
      (row_number() OVER (ORDER BY c.country_idx, a.slot) - 1)::INTEGER AS airport_idx,
      a.slot AS country_slot,
      (count(*) OVER (PARTITION BY a.country_code))::INTEGER AS country_count,
      (row_number() OVER (PARTITION BY c.continent ORDER BY c.country_idx, a.slot) - 1)::INTEGER AS continent_slot,
      (count(*) OVER (PARTITION BY c.continent))::INTEGER AS continent_count
    FROM airport_list a JOIN countries c USING (country_code)`);
  await connection.run("DROP TABLE airport_list");
}

// src/dataset/random.ts
async function installRandom(connection, seed, anchor) {
  if (!Number.isSafeInteger(seed) || seed < 0) throw new Error(`invalid dataset seed: ${seed}`);
  if (!/^\d{4}-\d{2}-\d{2}$/.test(anchor)) throw new Error(`invalid anchor date: ${anchor}`);
  await connection.run(
    `CREATE OR REPLACE TEMP MACRO rnd(a, b, salt) AS
       (hash(a, b, salt, ${seed}::BIGINT) % 1000000007)::DOUBLE / 1000000007.0`
  );
  await connection.run(
    `CREATE OR REPLACE TEMP MACRO pick(list, a, b, salt) AS
       list[1 + floor(rnd(a, b, salt) * len(list))::INTEGER]`
  );
  await connection.run(`CREATE OR REPLACE TEMP MACRO anchor_day() AS DATE '${anchor}'`);
}

// src/dataset/summaries.ts
var DIMENSION_COLUMNS = [
  "direct_enterprise",
  "gds",
  "pcc_name",
  "ticketing_region",
  "ticketing_continent",
  "ticketing_country",
  "ticketing_country_code",
  "tmc_branch_default_currency"
];
var dims = DIMENSION_COLUMNS.join(", ");
var joinDims = DIMENSION_COLUMNS.map((c) => `d.${c} = s.${c}`).join(" AND ");
var MONEY = ["usd", "eur", "gbp", "branch"];
var sums = (prefix, as) => MONEY.map((c) => `sum(${prefix}_${c}) AS ${as}_${c}`).join(", ");
var TRACKED = `count(*)::INTEGER AS tracked_pnrs, count(*) FILTER (WHERE is_valid)::INTEGER AS valid_pnrs,
  ${sums("price", "spend")}`;
var TRACKED_ROLLUP = `sum(tracked_pnrs)::INTEGER AS tracked_pnrs, sum(valid_pnrs)::INTEGER AS valid_pnrs,
  ${sums("spend", "spend")}`;
var DEALS = `count(*)::INTEGER AS pnrs, sum(deals_sent)::INTEGER AS all_sent_deals,
  sum(accepted_deals)::INTEGER AS accepted_deals, sum(not_accepted_deals)::INTEGER AS not_accepted_deals,
  ${sums("savings", "savings")}, ${sums("fee", "fee")}`;
var DEALS_ROLLUP = `sum(pnrs)::INTEGER AS pnrs, sum(all_sent_deals)::INTEGER AS all_sent_deals,
  sum(accepted_deals)::INTEGER AS accepted_deals, sum(not_accepted_deals)::INTEGER AS not_accepted_deals,
  ${sums("savings", "savings")}, ${sums("fee", "fee")}`;
async function createSummaries(connection) {
  await connection.run(`CREATE TABLE air_dimensions AS
    SELECT (row_number() OVER (ORDER BY tmc_id, ${dims}))::INTEGER AS dim_id, *
    FROM (SELECT DISTINCT tmc_id, ${dims} FROM air_pnrs) ORDER BY dim_id`);
  await connection.run(`CREATE TABLE air_tracked_daily AS
    SELECT s.tmc_id, s.result_date, d.dim_id, s.* EXCLUDE (tmc_id, result_date, ${dims})
    FROM (SELECT tmc_id, result_date, ${dims}, ${TRACKED} FROM air_pnrs WHERE is_tracked GROUP BY ALL) s
    JOIN air_dimensions d ON d.tmc_id = s.tmc_id AND ${joinDims}
    ORDER BY s.tmc_id, s.result_date, d.dim_id`);
  await connection.run(`CREATE TABLE faresaver_daily AS
    SELECT s.tmc_id, s.result_date, d.dim_id, s.* EXCLUDE (tmc_id, result_date, ${dims})
    FROM (SELECT tmc_id, result_date, ${dims}, is_rebooked, feedback_meaning_platform, ${DEALS}
          FROM faresaver_deals GROUP BY ALL) s
    JOIN air_dimensions d ON d.tmc_id = s.tmc_id AND ${joinDims}
    ORDER BY s.tmc_id, s.result_date, d.dim_id`);
  await connection.run(`CREATE TABLE air_tracked_monthly AS
    SELECT tmc_id, date_trunc('month', result_date)::DATE AS result_date, dim_id, ${TRACKED_ROLLUP}
    FROM air_tracked_daily GROUP BY ALL ORDER BY tmc_id, result_date, dim_id`);
  await connection.run(`CREATE TABLE faresaver_monthly AS
    SELECT tmc_id, date_trunc('month', result_date)::DATE AS result_date, dim_id, is_rebooked,
      feedback_meaning_platform, ${DEALS_ROLLUP}
    FROM faresaver_daily GROUP BY ALL ORDER BY tmc_id, result_date, dim_id`);
}

// src/dataset/tmcs.ts
var SHARED_CORPORATES = ["Globex Corporation", "Initech"];
var TMCS = [
  {
    id: "northstar",
    name: "Northstar Travel",
    code: "NS",
    transactionFeeRate: 0.12,
    corporates: [
      ...SHARED_CORPORATES,
      "Acme Industries",
      "Umbrella Pharmaceuticals",
      "Stark Engineering",
      "Wayne Logistics",
      "Cyberdyne Systems",
      "Soylent Foods",
      "Hooli",
      "Vandelay Industries",
      "Wonka Confectionery",
      "Tyrell Robotics",
      "Oscorp Labs",
      "Gringotts Banking",
      "Pied Piper",
      "Dunder Mifflin Paper",
      "Massive Dynamic",
      "Nakatomi Trading",
      "Virtucon",
      "Prestige Worldwide",
      "Monarch Mining",
      "Sterling Cooper"
    ]
  },
  {
    id: "bluewave",
    name: "Bluewave Journeys",
    code: "BW",
    transactionFeeRate: 0.15,
    corporates: [
      ...SHARED_CORPORATES,
      "Aperture Science",
      "Black Mesa Research",
      "Blue Sun Corporation",
      "Cogswell Cogs",
      "Spacely Sprockets",
      "Krusty Foods",
      "Duff Breweries",
      "Gekko & Co",
      "Los Pollos Hermanos",
      "Bluth Company",
      "Wolfram & Hart",
      "Weyland-Yutani",
      "InGen",
      "Momcorp",
      "Rekall",
      "Sirius Cybernetics",
      "Buy n Large",
      "Callister Energy",
      "Contoso",
      "Fabrikam"
    ]
  },
  {
    id: "meridian",
    name: "Meridian Corporate Travel",
    code: "MC",
    transactionFeeRate: 0.1,
    corporates: [
      "Northwind Traders",
      "Adventure Works",
      "Tailspin Toys",
      "Wingtip Toys",
      "Litware",
      "Proseware",
      "Lucerne Publishing",
      "Margie Travel Supplies",
      "Trey Research",
      "Woodgrove Bank",
      "Alpine Ski House",
      "Coho Winery",
      "Fourth Coffee",
      "Graphic Design Institute",
      "Humongous Insurance",
      "Southridge Video",
      "Blue Yonder Airlines Cargo",
      "City Power & Light",
      "Consolidated Messenger",
      "Relecloud",
      "VanArsdel",
      "Wide World Importers"
    ]
  }
];
var USD_RATES = { USD: 1, EUR: 0.92, GBP: 0.79, CAD: 1.36 };
function branchFor(tmc, country) {
  if (country.code === "GB") return { name: `${tmc.name} London`, currency: "GBP" };
  if (country.code === "CA") return { name: `${tmc.name} Toronto`, currency: "CAD" };
  if (country.continent === "Europe") return { name: `${tmc.name} Paris`, currency: "EUR" };
  if (country.region === "APAC") return { name: `${tmc.name} Singapore`, currency: "USD" };
  return { name: `${tmc.name} New York`, currency: "USD" };
}
function gdsChoices(country) {
  if (country.region === "APAC") return ["Abacus", "Amadeus", "Sabre"];
  if (country.region === "NORAM") return ["Sabre", "Apollo", "Amadeus"];
  return ["Amadeus", "Galileo", "Sabre"];
}
function tmcCountries(tmcIndex) {
  return COUNTRIES.filter(
    (c, i) => (i + tmcIndex) % 4 !== 0 || ["US", "GB", "CA", "FR", "DE"].includes(c.code)
  );
}
async function createTmcs(connection) {
  await connection.run(`CREATE TABLE tmcs (tmc_id VARCHAR PRIMARY KEY, tmc_name VARCHAR NOT NULL,
    tmc_idx INTEGER NOT NULL, transaction_fee_rate DOUBLE NOT NULL, corporate_count INTEGER NOT NULL)`);
  await insertRows(
    connection,
    "tmcs",
    TMCS.map((t, i) => [t.id, t.name, i, t.transactionFeeRate, t.corporates.length])
  );
  await connection.run(`CREATE TABLE currencies (currency VARCHAR PRIMARY KEY, usd_rate DOUBLE NOT NULL)`);
  await insertRows(connection, "currencies", Object.entries(USD_RATES));
  const branches = /* @__PURE__ */ new Map();
  const pccs = [];
  TMCS.forEach((tmc, tmcIndex) => {
    tmcCountries(tmcIndex).forEach((country, i) => {
      const branch = branchFor(tmc, country);
      branches.set(`${tmc.id}/${branch.name}`, [tmc.id, branch.name, branch.currency, country.code]);
      const count2 = country.airports.length > 1 ? 2 : 1;
      for (let k = 0; k < count2; k += 1) {
        const choices = gdsChoices(country);
        const gds = choices[(i + k + tmcIndex) % choices.length];
        const pcc = `${tmc.code}${country.code}${(k + 1).toString()}${gds.charAt(0)}`;
        pccs.push([tmc.id, pcc, gds, branch.name, country.code, pccs.length]);
      }
    });
  });
  await connection.run(`CREATE TABLE branches (tmc_id VARCHAR, branch_name VARCHAR,
    default_currency VARCHAR, first_country_code VARCHAR)`);
  await insertRows(connection, "branches", [...branches.values()]);
  await connection.run(`CREATE TABLE pccs (tmc_id VARCHAR, pcc_name VARCHAR, gds VARCHAR,
    branch_name VARCHAR, country_code VARCHAR, pcc_idx INTEGER)`);
  await insertRows(connection, "pccs", pccs);
  const corporates = [];
  const corporatePccs = [];
  TMCS.forEach((tmc, tmcIndex) => {
    const tmcPccs = pccs.filter((p) => p[0] === tmc.id);
    tmc.corporates.forEach((name, corpIndex) => {
      const slots = corpIndex < 6 ? 4 : corpIndex < 14 ? 3 : 2;
      corporates.push([tmc.id, name, corpIndex, slots]);
      for (let slot = 0; slot < slots; slot += 1) {
        const pcc = tmcPccs[(corpIndex * 7 + slot * 5 + tmcIndex * 3) % tmcPccs.length];
        if (pcc) corporatePccs.push([tmc.id, corpIndex, slot, pcc[1]]);
      }
    });
  });
  await connection.run(`CREATE TABLE corporates (tmc_id VARCHAR, corporate_name VARCHAR,
    corp_idx INTEGER, pcc_slots INTEGER)`);
  await insertRows(connection, "corporates", corporates);
  await connection.run(`CREATE TABLE corporate_pccs (tmc_id VARCHAR, corp_idx INTEGER,
    slot INTEGER, pcc_name VARCHAR)`);
  await insertRows(connection, "corporate_pccs", corporatePccs);
}

// src/dataset/generate.ts
var DATASET_SCHEMA_VERSION = "4";
var DATASET_FILE = "analytics.duckdb";
var DUCKDB_OPTIONS = {
  autoinstall_known_extensions: "false",
  autoload_known_extensions: "false"
};
function yesterdayUtc(now = /* @__PURE__ */ new Date()) {
  return new Date(now.getTime() - 864e5).toISOString().slice(0, 10);
}
async function readDatasetMeta(file) {
  if (!existsSync(file)) return null;
  const instance = await DuckDBInstance.create(file, { ...DUCKDB_OPTIONS, access_mode: "READ_ONLY" });
  try {
    const connection = await instance.connect();
    const reader = await connection.runAndReadAll("SELECT key, value FROM dataset_meta");
    const values = new Map(reader.getRows().map(([k, v]) => [String(k), String(v)]));
    connection.closeSync();
    return {
      schemaVersion: values.get("schemaVersion") ?? "",
      rowsPerTmc: Number(values.get("rowsPerTmc")),
      seed: Number(values.get("seed")),
      anchor: values.get("anchor") ?? ""
    };
  } catch {
    return null;
  } finally {
    instance.closeSync();
  }
}
async function build(connection, meta, log) {
  const started = Date.now();
  await installRandom(connection, meta.seed, meta.anchor);
  await createGeography(connection);
  await createTmcs(connection);
  await createGoLiveDates(connection);
  await createAirPnrs(connection, meta.rowsPerTmc);
  log(`air PNRs and segments built in ${Date.now() - started} ms`);
  await createFaresaverDeals(connection);
  await createSummaries(connection);
  await connection.run("CREATE TABLE dataset_meta (key VARCHAR PRIMARY KEY, value VARCHAR)");
  await connection.run("INSERT INTO dataset_meta VALUES ($1, $2), ($3, $4), ($5, $6), ($7, $8)", [
    "schemaVersion",
    meta.schemaVersion,
    "rowsPerTmc",
    String(meta.rowsPerTmc),
    "seed",
    String(meta.seed),
    "anchor",
    meta.anchor
  ]);
  await connection.run("CHECKPOINT");
  log(`dataset built in ${Date.now() - started} ms`);
}
async function ensureDataset(dataDir, options) {
  const file = join(dataDir, DATASET_FILE);
  const log = options.log ?? (() => {
  });
  const wanted = {
    schemaVersion: DATASET_SCHEMA_VERSION,
    rowsPerTmc: options.rowsPerTmc,
    seed: options.seed,
    anchor: options.anchor ?? yesterdayUtc()
  };
  const stored = await readDatasetMeta(file);
  if (stored && stored.schemaVersion === wanted.schemaVersion && stored.rowsPerTmc === wanted.rowsPerTmc && stored.seed === wanted.seed && (stored.anchor === wanted.anchor || options.keepStale && !options.anchor)) {
    return file;
  }
  log(`generating the analytics dataset: ${wanted.rowsPerTmc} PNRs per TMC, seed ${wanted.seed}`);
  mkdirSync(dataDir, { recursive: true });
  const temporary = `${file}.building`;
  rmSync(temporary, { force: true });
  rmSync(`${temporary}.wal`, { force: true });
  const instance = await DuckDBInstance.create(temporary, DUCKDB_OPTIONS);
  try {
    const connection = await instance.connect();
    await build(connection, wanted, log);
    connection.closeSync();
  } catch (error) {
    instance.closeSync();
    rmSync(temporary, { force: true });
    rmSync(`${temporary}.wal`, { force: true });
    throw error;
  }
  instance.closeSync();
  rmSync(`${file}.wal`, { force: true });
  renameSync(temporary, file);
  return file;
}

// src/analytics/duckdb-warehouse.ts
function toDuckDb(value) {
  if (Array.isArray(value)) return listValue(value.map(toDuckDb));
  if (value === void 0) return null;
  return value;
}
function bind(params) {
  if (!params) return void 0;
  if (Array.isArray(params)) return params.map(toDuckDb);
  return Object.fromEntries(Object.entries(params).map(([k, v]) => [k, toDuckDb(v)]));
}
function plain(value) {
  if (typeof value === "bigint") return Number(value);
  return value;
}
var DuckDbWarehouse = class _DuckDbWarehouse {
  constructor(instance, connections) {
    this.instance = instance;
    this.idle.push(...connections);
  }
  idle = [];
  waiting = [];
  closed = false;
  /** Opens `file` read-only with `poolSize` connections. */
  static async open(file, poolSize = 4) {
    const instance = await DuckDBInstance2.create(file, { ...DUCKDB_OPTIONS, access_mode: "READ_ONLY" });
    const connections = [];
    for (let i = 0; i < poolSize; i += 1) connections.push(await instance.connect());
    return new _DuckDbWarehouse(instance, connections);
  }
  acquire() {
    if (this.closed) return Promise.reject(new Error("the analytics warehouse is closed"));
    const connection = this.idle.pop();
    if (connection) return Promise.resolve(connection);
    return new Promise((resolve2) => this.waiting.push(resolve2));
  }
  release(connection) {
    const next = this.waiting.shift();
    if (next) next(connection);
    else this.idle.push(connection);
  }
  async all(sql, params) {
    const connection = await this.acquire();
    try {
      const reader = await connection.runAndReadAll(sql, bind(params));
      const names = reader.columnNames();
      return reader.getRows().map((row) => {
        const object = {};
        names.forEach((name, i) => {
          object[name] = plain(row[i]);
        });
        return object;
      });
    } finally {
      this.release(connection);
    }
  }
  async close() {
    if (this.closed) return;
    this.closed = true;
    for (const connection of this.idle.splice(0)) connection.closeSync();
    this.instance.closeSync();
  }
};

// src/analytics/filters.ts
var FILTER_GROUPS = [
  "gds",
  "region",
  "continent",
  "pointOfSale",
  "corporate",
  "pccName"
];
var AIR_FILTER_COLUMNS = {
  gds: "gds",
  region: "ticketing_region",
  continent: "ticketing_continent",
  pointOfSale: "ticketing_country",
  corporate: "direct_enterprise",
  pccName: "pcc_name"
};
function buildAirFilterClause(params, tmc, filters, options = {}) {
  const column = (name) => options.alias ? `${options.alias}.${name}` : name;
  const conditions = [`${column("tmc_id")} = ${params.add(tmc)}`];
  for (const group of FILTER_GROUPS) {
    const values = filters[group];
    if (values && values.length > 0) {
      conditions.push(`${column(AIR_FILTER_COLUMNS[group])} IN (${params.list(values)})`);
    }
  }
  if (options.dateRange) {
    const date = column(options.dateColumn ?? "result_date");
    conditions.push(
      `${date} BETWEEN ${params.add(options.dateRange.startDate)}::DATE AND ${params.add(options.dateRange.endDate)}::DATE`
    );
  }
  return conditions.join(" AND ");
}

// ../core/src/dates/default-range.ts
import dayjs from "dayjs";
var API_DATE_FORMAT = "YYYY-MM-DD";
function defaultDateRange(startDaysInThePast = 30, endDaysInTheFuture = 0, today = dayjs()) {
  const yesterday = today.startOf("day").subtract(1, "day");
  return {
    startDate: today.startOf("day").subtract(startDaysInThePast, "day").format(API_DATE_FORMAT),
    endDate: yesterday.add(endDaysInTheFuture, "day").format(API_DATE_FORMAT)
  };
}

// ../core/src/rules/granularity.ts
import dayjs2 from "dayjs";
var DAY_MS = 864e5;
var DAY_GRANULARITY_MAX_MS = 7 * DAY_MS;
var WEEK_GRANULARITY_MAX_MS = 49248e5;
function granularityFor({ startDate, endDate }) {
  const start = dayjs2(startDate);
  const end = dayjs2(endDate);
  if (!start.isValid()) throw new Error(`invalid start date: ${startDate}`);
  if (!end.isValid()) throw new Error(`invalid end date: ${endDate}`);
  const span = Math.abs(end.valueOf() - start.valueOf());
  if (span <= DAY_GRANULARITY_MAX_MS) return "day";
  if (span <= WEEK_GRANULARITY_MAX_MS) return "week";
  return "month";
}

// ../core/src/controls/filters.ts
var FILTER_DEFINITIONS = [
  { group: "gds", label: "GDS", columnName: "gds" },
  { group: "region", label: "Region", columnName: "ticketingRegion" },
  { group: "continent", label: "Continent", columnName: "ticketingContinent" },
  { group: "pointOfSale", label: "Point of Sale", columnName: "ticketingCountry" },
  { group: "corporate", label: "Client", columnName: "directEnterprise" },
  { group: "pccName", label: "PCC", columnName: "pccName" }
];
var FILTER_GROUPS2 = FILTER_DEFINITIONS.map((d) => d.group);

// ../core/src/controls/currency.ts
var SUPPORTED_CURRENCIES = ["USD", "GBP", "EUR"];
var AUTO_CURRENCY_PREFERENCE = ["EUR", "USD", "GBP"];
function isSupportedCurrency(value) {
  return typeof value === "string" && SUPPORTED_CURRENCIES.includes(value);
}
function normalizeCurrency(value) {
  const upper = value?.toUpperCase();
  return isSupportedCurrency(upper) ? upper : null;
}
function autoCurrency(available) {
  return AUTO_CURRENCY_PREFERENCE.find((currency) => available.includes(currency)) ?? null;
}

// ../core/src/export/export-rules.ts
function exportFileName({ prefix, displayName, suffix, extension }) {
  return `${prefix} ${displayName} - ${suffix}.${extension}`;
}
function exportFileSuffix(startDate, endDate) {
  return `${startDate} to ${endDate}`;
}

// src/errors.ts
var HttpError = class extends Error {
  constructor(status, code, message, options = {}) {
    super(message, { cause: options.cause });
    this.status = status;
    this.code = code;
    this.field = options.field;
    this.headers = options.headers ?? {};
  }
  field;
  headers;
};
function badRequest(field, problem) {
  return new HttpError(400, "BAD_REQUEST", `${field}: ${problem}`, { field });
}

// src/analytics/query-params.ts
var filterList = { type: "array", items: { type: "string", maxLength: 200 }, maxItems: 1e3 };
var analyticsQuerySchema = {
  type: "object",
  properties: {
    ...Object.fromEntries(FILTER_GROUPS.map((group) => [group, filterList])),
    startDate: { type: "string" },
    endDate: { type: "string" },
    currency: { type: "string", maxLength: 10 },
    feeMode: { type: "string", enum: ["gross", "net"] },
    granularity: { type: "string", enum: ["day", "week", "month"] },
    withNotAccepted: { type: "boolean" }
  }
};
function checkDate(field, value) {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  const date = match ? new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3]))) : null;
  if (!date || date.toISOString().slice(0, 10) !== value) {
    throw badRequest(field, `must be a date in YYYY-MM-DD form, got "${value}"`);
  }
  return value;
}
function parseAnalyticsQuery(raw) {
  const startRaw = raw.startDate || void 0;
  const endRaw = raw.endDate || void 0;
  let startDate;
  let endDate;
  if (!startRaw && !endRaw) {
    ({ startDate, endDate } = defaultDateRange());
  } else {
    startDate = checkDate("startDate", startRaw ?? endRaw);
    endDate = checkDate("endDate", endRaw ?? startDate);
  }
  if (endDate < startDate) {
    throw badRequest("endDate", `must not be before startDate (${startDate}), got "${endDate}"`);
  }
  const filters = Object.fromEntries(
    FILTER_GROUPS.map((group) => [group, (raw[group] ?? []).filter((value) => value !== "")])
  );
  return {
    filters,
    startDate,
    endDate,
    currency: normalizeCurrency(raw.currency),
    requestedCurrency: raw.currency ?? null,
    feeMode: raw.feeMode ?? "gross",
    granularity: raw.granularity ?? granularityFor({ startDate, endDate }),
    withNotAccepted: raw.withNotAccepted ?? false
  };
}

// src/analytics/sql-params.ts
var SqlParams = class {
  values = [];
  /** Binds one value and returns its placeholder. */
  add(value) {
    this.values.push(value);
    return `$${this.values.length}`;
  }
  /** Binds each value of a non-empty list and returns the comma-separated placeholders. */
  list(values) {
    if (values.length === 0) throw new Error("an empty list cannot be bound");
    return values.map((value) => this.add(value)).join(", ");
  }
};

// src/analytics/money.ts
function moneyColumn(measure, currency, feeMode = "gross", alias) {
  if (!/^[a-z_]+$/.test(measure)) throw new Error(`invalid money measure: ${measure}`);
  const column = (name) => alias ? `${alias}.${name}_${currency.suffix}` : `${name}_${currency.suffix}`;
  return feeMode === "net" ? `(${column(measure)} - ${column("fee")})` : column(measure);
}
async function resolveCurrency(warehouse, tmc, filters, requested) {
  if (requested) return { code: requested, suffix: toSuffix(requested), branchDefault: false };
  const params = new SqlParams();
  const where = buildAirFilterClause(params, tmc, filters);
  const rows = await warehouse.all(
    `SELECT DISTINCT tmc_branch_default_currency AS currency FROM air_dimensions WHERE ${where}`,
    params.values
  );
  const currencies = rows.map((row) => row.currency);
  if (currencies.length === 1 && currencies[0]) {
    return { code: currencies[0], suffix: "branch", branchDefault: true };
  }
  const chosen = autoCurrency(currencies) ?? "USD";
  return { code: chosen, suffix: toSuffix(chosen), branchDefault: true };
}
function toSuffix(currency) {
  return currency.toLowerCase();
}

// src/analytics/view-route.ts
async function authenticateTmc(ctx, request) {
  const principal = await ctx.authenticate(request);
  if (!principal.tmc) {
    throw new HttpError(
      403,
      "MISSING_TMC",
      "The access token names no travel management company (tmc claim)"
    );
  }
  return { principal, tmc: principal.tmc };
}
function tmcGuard(ctx) {
  const callers = /* @__PURE__ */ new WeakMap();
  return {
    onRequest: async (request) => {
      callers.set(request, await authenticateTmc(ctx, request));
    },
    caller(request) {
      const caller = callers.get(request);
      if (!caller) throw new HttpError(401, "INVALID_TOKEN", "Not signed in");
      return caller;
    }
  };
}
function registerView(app, ctx, warehouse, path, handler) {
  const guard = tmcGuard(ctx);
  app.get(
    path,
    { schema: { querystring: analyticsQuerySchema }, onRequest: guard.onRequest },
    async (request) => {
      const { principal, tmc } = guard.caller(request);
      const query = parseAnalyticsQuery(request.query);
      const currency = await resolveCurrency(warehouse, tmc, query.filters, query.currency);
      const result = await handler({ tmc, principal, query, currency, warehouse });
      return {
        data: result.data,
        annotation: {
          currency: currency.code,
          requestedCurrency: query.requestedCurrency,
          branchDefaultCurrency: currency.branchDefault,
          feeMode: query.feeMode,
          startDate: query.startDate,
          endDate: query.endDate,
          ...result.annotation
        },
        currencyFields: result.currencyFields
      };
    }
  );
}

// src/analytics/filter-views.ts
var FILTER_PRODUCTS = ["air"];
function registerFilterViews(app, ctx, warehouse) {
  const guard = tmcGuard(ctx);
  app.get(
    "/api/dynamicFilters",
    {
      schema: {
        querystring: {
          type: "object",
          properties: { productName: { type: "string", enum: [...FILTER_PRODUCTS] } }
        }
      },
      onRequest: guard.onRequest
    },
    async (request) => {
      const { tmc } = guard.caller(request);
      const productName = request.query.productName ?? "air";
      const columns = FILTER_GROUPS.map((group) => `${AIR_FILTER_COLUMNS[group]} AS ${group}`).join(", ");
      const data = await warehouse.all(
        `SELECT DISTINCT ${columns}, tmc_branch_default_currency AS currency
        FROM air_dimensions WHERE tmc_id = $1 ORDER BY ALL`,
        [tmc]
      );
      return { data, annotation: { productName }, currencyFields: [] };
    }
  );
  app.get(
    "/api/dynamicCurrencies",
    {
      schema: { querystring: analyticsQuerySchema },
      onRequest: guard.onRequest
    },
    async (request) => {
      const { tmc } = guard.caller(request);
      const { filters } = parseAnalyticsQuery(request.query);
      const params = new SqlParams();
      const where = buildAirFilterClause(params, tmc, filters);
      const data = await warehouse.all(
        `SELECT DISTINCT tmc_branch_default_currency AS tmcBranchDefaultCurrency
        FROM air_dimensions WHERE ${where} ORDER BY 1`,
        params.values
      );
      return { data, annotation: {}, currencyFields: [] };
    }
  );
}

// src/analytics/savings-sql.ts
function savingsSql(tmc, query, currency, options = {}) {
  const params = new SqlParams();
  const scope = buildAirFilterClause(params, tmc, query.filters);
  const dates = options.allTime ? "TRUE" : `result_date BETWEEN ${params.add(query.startDate)}::DATE AND ${params.add(query.endDate)}::DATE`;
  return {
    params,
    scope,
    inRange: `${scope} AND ${dates}`,
    savings: moneyColumn("savings", currency, query.feeMode),
    spend: moneyColumn("spend", currency)
  };
}
var money = (expression) => `round(coalesce(${expression}, 0), 2)::DOUBLE`;
var count = (expression) => `coalesce(${expression}, 0)::INTEGER`;
var ratio = (accepted, sent) => `round(coalesce(100.0 * ${accepted} / nullif(${sent}, 0), 0), 2)::DOUBLE`;
var goLiveDate = (scope) => `(SELECT strftime(min(g.go_live_date), '%Y-%m-%d')
  FROM corporate_go_live g JOIN (SELECT DISTINCT tmc_id, direct_enterprise FROM air_dimensions WHERE ${scope}) d
    ON d.tmc_id = g.tmc_id AND d.direct_enterprise = g.corporate_name)`;
var periodStart = (granularityParam) => `strftime(date_trunc(${granularityParam}, result_date), '%Y-%m-%d')`;

// src/analytics/rebooking-views.ts
var REBOOKING_PATH = "/api/views/air/rebookingSuccess";
var PROCESSED_DEALS_LIMIT = 500;
function registerRebookingViews(app, ctx, warehouse) {
  registerView(app, ctx, warehouse, REBOOKING_PATH, async ({ tmc, query, currency }) => {
    const q = savingsSql(tmc, query, currency);
    const rows = await warehouse.all(
      `SELECT ${ratio("sum(accepted_deals)", "sum(all_sent_deals)")} AS rebookingPerformanceRatio,
        ${count("sum(all_sent_deals)")} AS allSentDeals, ${count("sum(accepted_deals)")} AS acceptedDeals
      FROM faresaver_daily WHERE ${q.inRange}`,
      q.params.values
    );
    return { data: rows[0], currencyFields: [] };
  });
  registerView(app, ctx, warehouse, `${REBOOKING_PATH}/RebookingRatio`, async ({ tmc, query, currency }) => {
    const q = savingsSql(tmc, query, currency);
    const granularity = q.params.add(query.granularity);
    const data = await warehouse.all(
      `SELECT ${periodStart(granularity)} AS resultDateCreatedAt,
        ${ratio("sum(accepted_deals)", "sum(all_sent_deals)")} AS rebookingPerformanceRatio,
        ${count("sum(all_sent_deals)")} AS allSentDeals, ${count("sum(accepted_deals)")} AS acceptedDeals
      FROM faresaver_daily WHERE ${q.inRange}
      GROUP BY resultDateCreatedAt ORDER BY resultDateCreatedAt`,
      q.params.values
    );
    return { data, currencyFields: [], annotation: { granularity: query.granularity } };
  });
  registerView(app, ctx, warehouse, `${REBOOKING_PATH}/RebookingTable`, async ({ tmc, query, currency }) => {
    const q = savingsSql(tmc, query, currency);
    const data = await warehouse.all(
      `SELECT direct_enterprise AS directEnterprise, ${count("sum(all_sent_deals)")} AS allSentDeals,
        ${count("sum(accepted_deals)")} AS acceptedDeals,
        ${ratio("sum(accepted_deals)", "sum(all_sent_deals)")} AS rebookingPerformanceRatio,
        ${money(`sum(${q.savings}) FILTER (WHERE is_rebooked)`)} AS acceptedSavings
      FROM faresaver_daily WHERE ${q.inRange}
      GROUP BY direct_enterprise ORDER BY allSentDeals DESC, directEnterprise`,
      q.params.values
    );
    return { data, currencyFields: ["acceptedSavings"] };
  });
  registerView(
    app,
    ctx,
    warehouse,
    `${REBOOKING_PATH}/allProcessedDeals`,
    async ({ tmc, query, currency }) => {
      const params = new SqlParams();
      const where = buildAirFilterClause(params, tmc, query.filters, {
        dateRange: { startDate: query.startDate, endDate: query.endDate }
      });
      const potential = moneyColumn("savings", currency, query.feeMode);
      const data = await warehouse.all(
        `SELECT record_locator AS recordLocator, direct_enterprise AS directEnterprise,
        strftime(result_date, '%Y-%m-%d') AS resultDateCreatedAt, ticketing_country_code AS ticketingCountryCode,
        deal_status AS dealStatus, ${money(potential)} AS potentialSavings,
        ${money(`CASE WHEN is_rebooked THEN ${potential} ELSE 0 END`)} AS acceptedSavings,
        feedback_meaning_platform AS feedbackMeaningPlatform
      FROM faresaver_deals WHERE ${where}
      ORDER BY result_date DESC, itin_issued_at DESC, record_locator
      LIMIT ${PROCESSED_DEALS_LIMIT}`,
        params.values
      );
      return {
        data,
        currencyFields: ["potentialSavings", "acceptedSavings"],
        annotation: { limit: PROCESSED_DEALS_LIMIT }
      };
    }
  );
}

// src/analytics/savings-views.ts
var FARESAVER_PATH = "/api/views/air/faresaver";
var first = (rows) => rows[0];
function registerSavingsViews(app, ctx, warehouse) {
  registerView(app, ctx, warehouse, `${FARESAVER_PATH}/savingsOverview`, async ({ tmc, query, currency }) => {
    const q = savingsSql(tmc, query, currency);
    const rows = await warehouse.all(
      `WITH d AS (
        SELECT sum(${q.savings}) FILTER (WHERE is_rebooked) AS accepted,
          sum(pnrs) FILTER (WHERE is_rebooked) AS rebooked,
          sum(${q.savings}) FILTER (WHERE NOT is_rebooked) AS not_accepted,
          sum(pnrs) FILTER (WHERE NOT is_rebooked) AS not_accepted_pnrs,
          sum(accepted_deals) AS accepted_deals, sum(all_sent_deals) AS sent_deals,
          sum(not_accepted_deals) AS not_accepted_deals
        FROM faresaver_daily WHERE ${q.inRange}
      ), t AS (
        SELECT sum(${q.spend}) AS spend, sum(tracked_pnrs) AS tracked, sum(valid_pnrs) AS valid
        FROM air_tracked_daily WHERE ${q.inRange}
      )
      SELECT ${money("d.accepted")} AS acceptedSavings, ${count("d.rebooked")} AS rebookedPNRs,
        ${money("d.not_accepted")} AS savingsNotAccepted, ${count("d.not_accepted_pnrs")} AS savingsNotAcceptedPNRs,
        ${money("coalesce(d.accepted, 0) + coalesce(d.not_accepted, 0)")} AS potentialSavingsWithFilters,
        ${ratio("d.accepted_deals", "d.sent_deals")} AS rebookingPerformanceRatio,
        ${money("t.spend")} AS trackedSpend, ${count("t.tracked")} AS trackedPnrs, ${count("t.valid")} AS validPnrs,
        ${count("d.accepted_deals")} AS acceptedDeals, ${count("d.sent_deals")} AS allSentDeals,
        ${count("d.not_accepted_deals")} AS notAcceptedDeals, ${goLiveDate(q.scope)} AS goLiveDate
      FROM d, t`,
      q.params.values
    );
    return {
      data: first(rows),
      currencyFields: [
        "acceptedSavings",
        "savingsNotAccepted",
        "potentialSavingsWithFilters",
        "trackedSpend"
      ]
    };
  });
  registerView(app, ctx, warehouse, `${FARESAVER_PATH}/allTimeSavings`, async ({ tmc, query, currency }) => {
    const q = savingsSql(tmc, query, currency, { allTime: true });
    const rows = await warehouse.all(
      `SELECT ${money(`(SELECT sum(${q.savings}) FROM faresaver_daily WHERE ${q.scope} AND is_rebooked)`)} AS acceptedSavings,
        ${count(`(SELECT sum(pnrs) FROM faresaver_daily WHERE ${q.scope} AND is_rebooked)`)} AS rebookedPNRs,
        ${goLiveDate(q.scope)} AS goLiveDate,
        (SELECT strftime(min(result_date), '%Y-%m-%d') FROM air_tracked_daily WHERE ${q.scope}) AS itinGoLiveDate`,
      q.params.values
    );
    return { data: first(rows), currencyFields: ["acceptedSavings"], annotation: { allTime: true } };
  });
  registerView(app, ctx, warehouse, `${FARESAVER_PATH}/trackedSpend`, async ({ tmc, query, currency }) => {
    const q = savingsSql(tmc, query, currency);
    const rows = await warehouse.all(
      `SELECT ${money(`sum(${q.spend})`)} AS trackedSpend, ${count("sum(tracked_pnrs)")} AS trackedPnrs,
        ${count("sum(valid_pnrs)")} AS validPnrs
      FROM air_tracked_daily WHERE ${q.inRange}`,
      q.params.values
    );
    return { data: first(rows), currencyFields: ["trackedSpend"] };
  });
  registerView(
    app,
    ctx,
    warehouse,
    `${FARESAVER_PATH}/trackedByCountry`,
    async ({ tmc, query, currency }) => {
      const q = savingsSql(tmc, query, currency);
      const data = await warehouse.all(
        `SELECT ticketing_country_code AS ticketingCountryCode, any_value(ticketing_country) AS ticketingCountry,
        ${money(`sum(${q.spend})`)} AS trackedSpend, ${count("sum(tracked_pnrs)")} AS trackedPnrs
      FROM air_tracked_daily WHERE ${q.inRange}
      GROUP BY ticketing_country_code ORDER BY trackedSpend DESC, ticketingCountryCode`,
        q.params.values
      );
      return { data, currencyFields: ["trackedSpend"] };
    }
  );
  registerView(
    app,
    ctx,
    warehouse,
    `${FARESAVER_PATH}/savingsByCountry`,
    async ({ tmc, query, currency }) => {
      const q = savingsSql(tmc, query, currency);
      const data = await warehouse.all(
        `SELECT ticketing_country_code AS ticketingCountryCode, any_value(ticketing_country) AS ticketingCountry,
        ${money(`sum(${q.savings})`)} AS acceptedSavings, ${count("sum(pnrs)")} AS rebookedPNRs
      FROM faresaver_daily WHERE ${q.inRange} AND is_rebooked
      GROUP BY ticketing_country_code ORDER BY acceptedSavings DESC, ticketingCountryCode`,
        q.params.values
      );
      return { data, currencyFields: ["acceptedSavings"] };
    }
  );
  registerView(app, ctx, warehouse, `${FARESAVER_PATH}/savingsByMonth`, async ({ tmc, query, currency }) => {
    const q = savingsSql(tmc, query, currency);
    const granularity = q.params.add(query.granularity);
    const notAccepted = query.withNotAccepted ? `, ${money(`sum(${q.savings}) FILTER (WHERE NOT is_rebooked)`)} AS savingsNotAccepted` : "";
    const data = await warehouse.all(
      `SELECT ${periodStart(granularity)} AS resultDateCreatedAt,
        ${money(`sum(${q.savings}) FILTER (WHERE is_rebooked)`)} AS acceptedSavings,
        ${count("sum(pnrs) FILTER (WHERE is_rebooked)")} AS rebookedPNRs${notAccepted}
      FROM faresaver_daily WHERE ${q.inRange}
      GROUP BY resultDateCreatedAt ORDER BY resultDateCreatedAt`,
      q.params.values
    );
    return {
      data,
      currencyFields: query.withNotAccepted ? ["acceptedSavings", "savingsNotAccepted"] : ["acceptedSavings"],
      annotation: { granularity: query.granularity }
    };
  });
  registerView(app, ctx, warehouse, `${FARESAVER_PATH}/savings`, async ({ tmc, query, currency }) => {
    const q = savingsSql(tmc, query, currency);
    const data = await warehouse.all(
      `SELECT direct_enterprise AS directEnterprise, ${count("sum(all_sent_deals)")} AS allSentDeals,
        ${count("sum(accepted_deals)")} AS acceptedDeals, ${count("sum(not_accepted_deals)")} AS notAcceptedDeals,
        ${money(`sum(${q.savings}) FILTER (WHERE is_rebooked)`)} AS acceptedSavings,
        ${money(`sum(${q.savings}) FILTER (WHERE NOT is_rebooked)`)} AS savingsNotAccepted
      FROM faresaver_daily WHERE ${q.inRange}
      GROUP BY direct_enterprise ORDER BY allSentDeals DESC, directEnterprise`,
      q.params.values
    );
    return { data, currencyFields: ["acceptedSavings", "savingsNotAccepted"] };
  });
  registerView(app, ctx, warehouse, `${FARESAVER_PATH}/feedback`, async ({ tmc, query, currency }) => {
    const q = savingsSql(tmc, query, currency);
    const data = await warehouse.all(
      `SELECT feedback_meaning_platform AS feedbackMeaningPlatform,
        ${count("sum(not_accepted_deals)")} AS notAcceptedDeals, ${money(`sum(${q.savings})`)} AS savingsNotAccepted
      FROM faresaver_daily WHERE ${q.inRange} AND NOT is_rebooked
      GROUP BY feedback_meaning_platform ORDER BY notAcceptedDeals DESC, feedbackMeaningPlatform`,
      q.params.values
    );
    return { data, currencyFields: ["savingsNotAccepted"] };
  });
}

// src/analytics/module.ts
function registerAnalyticsViews(app, ctx, warehouse) {
  registerFilterViews(app, ctx, warehouse);
  registerSavingsViews(app, ctx, warehouse);
  registerRebookingViews(app, ctx, warehouse);
}

// src/config.ts
import { resolve } from "node:path";
import { fileURLToPath } from "node:url";
var repoRoot = resolve(fileURLToPath(new URL(".", import.meta.url)), "../../..");
function intFrom(name, value, fallback) {
  if (value === void 0 || value === "") return fallback;
  const parsed = Number(value);
  if (!Number.isInteger(parsed) || parsed < 0) {
    throw new Error(`${name} must be a non-negative integer, got "${value}"`);
  }
  return parsed;
}
function loadConfig(env = process.env, overrides = {}) {
  const port = overrides.port ?? intFrom("PORT", env.PORT, 4300);
  return {
    port,
    host: env.HOST || "127.0.0.1",
    publicUrl: (env.PUBLIC_URL || `http://localhost:${port}`).replace(/\/$/, ""),
    dataDir: resolve(env.DATA_DIR || resolve(repoRoot, ".data")),
    databaseUrl: env.DATABASE_URL || null,
    oidcIssuer: env.OIDC_ISSUER || null,
    oidcAudience: env.OIDC_AUDIENCE || "tripsight-api",
    datasetRows: intFrom("DATASET_ROWS", env.DATASET_ROWS, 2e4),
    datasetSeed: intFrom("DATASET_SEED", env.DATASET_SEED, 42),
    portalDir: env.PORTAL_DIR ?? resolve(repoRoot, "portal/dist"),
    sdkDir: env.SDK_DIR ?? resolve(repoRoot, "packages/elements/dist/browser"),
    examplesDir: env.EXAMPLES_DIR ?? resolve(repoRoot, "examples"),
    logRequests: env.LOG_REQUESTS !== "false",
    ...overrides
  };
}

// src/error-handler.ts
function installErrorHandler(app) {
  app.setErrorHandler((error, request, reply) => {
    if (error instanceof HttpError) {
      void reply.headers(error.headers).status(error.status).send({ error: error.code, message: error.message, ...error.field ? { field: error.field } : {} });
      return;
    }
    if (error.validation) {
      const first2 = error.validation[0];
      const path = first2?.instancePath?.replace(/^\//, "").replace(/\//g, ".") ?? "";
      const missing = first2?.params?.missingProperty;
      const field = missing ?? (path || error.validationContext || "request");
      const message = missing ? `${field} is required` : `${field} ${first2?.message ?? "is invalid"}`;
      void reply.status(400).send({ error: "BAD_REQUEST", message, field });
      return;
    }
    if (error.statusCode && error.statusCode < 500) {
      void reply.status(error.statusCode).send({ error: error.code ?? "BAD_REQUEST", message: error.message });
      return;
    }
    request.log.error({ err: error }, "unhandled error");
    void reply.status(500).send({ error: "INTERNAL", message: "Internal server error" });
  });
}

// src/bench/stats.ts
function quantile(samples, q) {
  const sorted = [...samples].sort((a, b) => a - b);
  const rank = Math.min(sorted.length - 1, Math.max(0, Math.ceil(q * sorted.length) - 1));
  return sorted[rank] ?? Number.NaN;
}
async function time(name, call, runs = 100, warmup = 5) {
  for (let i = 0; i < warmup; i += 1) await call();
  const samples = [];
  for (let i = 0; i < runs; i += 1) {
    const started = process.hrtime.bigint();
    await call();
    samples.push(Number(process.hrtime.bigint() - started) / 1e6);
  }
  return { name, runs, medianMs: quantile(samples, 0.5), p95Ms: quantile(samples, 0.95) };
}
function printTimings(title, timings, targetMs) {
  console.log(`
${title}`);
  const width = Math.max(...timings.map((t) => t.name.length));
  console.log(
    `${"endpoint".padEnd(width)}  median ms    p95 ms${targetMs ? `  (target p95 <= ${targetMs} ms)` : ""}`
  );
  for (const t of timings) {
    const flag2 = targetMs && t.p95Ms > targetMs ? "  OVER TARGET" : "";
    console.log(
      `${t.name.padEnd(width)}  ${t.medianMs.toFixed(2).padStart(9)}  ${t.p95Ms.toFixed(2).padStart(8)}${flag2}`
    );
  }
}

// src/bench/analytics.ts
var SAVINGS_P95_TARGET_MS = 30;
var SAVINGS_PATHS = [
  "savingsOverview",
  "allTimeSavings",
  "trackedSpend",
  "trackedByCountry",
  "savingsByCountry",
  "savingsByMonth",
  "savings",
  "feedback"
].map((view) => `/api/views/air/faresaver/${view}`);
var OTHER_PATHS = [
  "/api/views/air/rebookingSuccess",
  "/api/views/air/rebookingSuccess/RebookingRatio",
  "/api/views/air/rebookingSuccess/RebookingTable",
  "/api/views/air/rebookingSuccess/allProcessedDeals",
  "/api/dynamicFilters",
  "/api/dynamicCurrencies"
];
function positiveInt(name, fallback) {
  const raw = process.env[name];
  const value = raw ? Number(raw) : fallback;
  if (!Number.isInteger(value) || value < 1)
    throw new Error(`${name} must be a positive integer, got "${raw}"`);
  return value;
}
var analyticsBench = {
  name: "analytics views",
  async run() {
    const pnrs = positiveInt("BENCH_PNRS", 5e6);
    const runs = positiveInt("BENCH_RUNS", 100);
    const config = loadConfig();
    const dataDir = process.env.BENCH_DATA_DIR || join2(config.dataDir, "bench");
    const rowsPerTmc = Math.ceil(pnrs / TMCS.length);
    const started = Date.now();
    const file = await ensureDataset(dataDir, {
      rowsPerTmc,
      seed: config.datasetSeed,
      keepStale: true,
      log: (line) => console.log(line)
    });
    const meta = await readDatasetMeta(file);
    if (!meta) throw new Error(`no dataset in ${file}`);
    console.log(
      `dataset ${file}: ${rowsPerTmc * TMCS.length} PNRs (${rowsPerTmc} per TMC), data up to ${meta.anchor}, ready in ${Date.now() - started} ms`
    );
    const warehouse = await DuckDbWarehouse.open(file);
    const principal = {
      subject: "bench",
      tmc: "northstar",
      customerId: null,
      entitledTabs: [],
      allowExportReports: true,
      defaultClients: [],
      email: null,
      name: "bench"
    };
    const ctx = {
      config: { ...config, dataDir, datasetRows: rowsPerTmc, logRequests: false },
      authenticate: async () => principal,
      onClose: () => {
      }
    };
    const app = Fastify({ ajv: { customOptions: { coerceTypes: "array" } } });
    installErrorHandler(app);
    registerAnalyticsViews(app, ctx, warehouse);
    await app.ready();
    const end = /* @__PURE__ */ new Date(`${meta.anchor}T00:00:00Z`);
    const start = new Date(end.getTime() - 364 * 864e5);
    const combos = (await app.inject({ url: "/api/dynamicFilters?productName=air" })).json();
    const corporates = [...new Set(combos.data.map((r) => r.corporate))].slice(0, 8);
    const search = new URLSearchParams({
      startDate: start.toISOString().slice(0, 10),
      endDate: meta.anchor,
      withNotAccepted: "true"
    });
    for (const gds of ["Sabre", "Amadeus"]) search.append("gds", gds);
    for (const corporate of corporates) search.append("corporate", corporate);
    console.log(`query: ${search.toString()}`);
    const timings = [];
    for (const path of [...SAVINGS_PATHS, ...OTHER_PATHS]) {
      const url = `${path}?${search.toString()}`;
      const probe = await app.inject({ url });
      if (probe.statusCode !== 200) throw new Error(`${path} answered ${probe.statusCode}: ${probe.body}`);
      timings.push(
        await time(
          path,
          async () => {
            await app.inject({ url });
          },
          runs
        )
      );
    }
    printTimings(
      "Faresaver savings overview (northstar, 1 year, 2 GDS + 8 corporates)",
      timings.slice(0, SAVINGS_PATHS.length),
      SAVINGS_P95_TARGET_MS
    );
    printTimings("Rebooking success and filter lists (same query)", timings.slice(SAVINGS_PATHS.length));
    await app.close();
    await warehouse.close();
  }
};

// src/bench/export.ts
import { spawn } from "node:child_process";
import { join as join4 } from "node:path";
import Fastify2 from "fastify";

// src/reports/module.ts
import { createWriteStream, mkdirSync as mkdirSync2 } from "node:fs";
import { once } from "node:events";
import { join as join3 } from "node:path";
import { pipeline } from "node:stream/promises";

// src/reports/air-reports.ts
var dateRange = (q) => ({ startDate: q.startDate, endDate: q.endDate });
async function keysetPage(scope, table, where, select, cursor, limit) {
  const params = new SqlParams();
  let condition = where(params);
  if (cursor) {
    const date = params.add(cursor.resultDate);
    condition += ` AND (result_date > ${date}::DATE OR (result_date = ${date}::DATE AND record_locator > ${params.add(cursor.recordLocator)}))`;
  }
  const rows = await scope.warehouse.all(
    `SELECT '[' || coalesce(string_agg(json_array(${select.join(", ")})::VARCHAR, ',' ORDER BY result_date, record_locator), '') || ']' AS page
     FROM (SELECT * FROM ${table} WHERE ${condition} ORDER BY result_date, record_locator LIMIT ${params.add(limit)})`,
    params.values
  );
  const page = JSON.parse(rows[0]?.page ?? "[]");
  const last = page.length === limit ? page[page.length - 1] : void 0;
  return {
    rows: page,
    // Every row-level report starts with the record locator and the result date.
    next: last ? { recordLocator: String(last[0]), resultDate: String(last[2]) } : null
  };
}
async function overview(scope) {
  const q = savingsSql(scope.tmc, scope.query, scope.currency);
  const rows = await scope.warehouse.all(
    `WITH d AS (
      SELECT sum(${q.savings}) FILTER (WHERE is_rebooked) AS accepted, sum(pnrs) FILTER (WHERE is_rebooked) AS rebooked,
        sum(${q.savings}) FILTER (WHERE NOT is_rebooked) AS not_accepted,
        sum(pnrs) FILTER (WHERE NOT is_rebooked) AS not_accepted_pnrs,
        sum(accepted_deals) AS accepted_deals, sum(all_sent_deals) AS sent_deals, sum(not_accepted_deals) AS not_accepted_deals
      FROM faresaver_daily WHERE ${q.inRange}
    ), t AS (
      SELECT sum(${q.spend}) AS spend, sum(tracked_pnrs) AS tracked, sum(valid_pnrs) AS valid
      FROM air_tracked_daily WHERE ${q.inRange}
    )
    SELECT ${money("d.accepted")} AS acceptedSavings, ${count("d.rebooked")} AS rebookedPNRs,
      ${money("d.not_accepted")} AS savingsNotAccepted, ${count("d.not_accepted_pnrs")} AS savingsNotAcceptedPNRs,
      ${money("coalesce(d.accepted, 0) + coalesce(d.not_accepted, 0)")} AS potentialSavingsWithFilters,
      ${ratio("d.accepted_deals", "d.sent_deals")} AS rebookingPerformanceRatio,
      ${money("t.spend")} AS trackedSpend, ${count("t.tracked")} AS trackedPnrs, ${count("t.valid")} AS validPnrs,
      ${count("d.accepted_deals")} AS acceptedDeals, ${count("d.sent_deals")} AS allSentDeals,
      ${count("d.not_accepted_deals")} AS notAcceptedDeals, ${goLiveDate(q.scope)} AS goLiveDate
    FROM d, t`,
    q.params.values
  );
  return rows[0] ?? {};
}
var SUMMARY_LINES = [
  ["Accepted savings", "acceptedSavings", true],
  ["Rebooked PNRs", "rebookedPNRs", false],
  ["Savings not accepted", "savingsNotAccepted", true],
  ["PNRs with savings not accepted", "savingsNotAcceptedPNRs", false],
  ["Potential savings", "potentialSavingsWithFilters", true],
  ["Rebooking performance ratio (%)", "rebookingPerformanceRatio", false],
  ["Tracked spend", "trackedSpend", true],
  ["Tracked PNRs", "trackedPnrs", false],
  ["Valid PNRs", "validPnrs", false],
  ["Accepted deals", "acceptedDeals", false],
  ["All sent deals", "allSentDeals", false],
  ["Not accepted deals", "notAcceptedDeals", false],
  ["Go-live date", "goLiveDate", false]
];
var executiveSummaryReport = {
  name: "executiveSummaryReport",
  displayName: "Executive Summary",
  columns: (currency) => [
    { key: "metric", header: "Metric", width: 34 },
    { key: "field", header: "Field", width: 30 },
    { key: "value", header: `Value (${currency.code} for money)`, width: 22 }
  ],
  count: async () => SUMMARY_LINES.length,
  async page(scope) {
    const figures = await overview(scope);
    return { rows: SUMMARY_LINES.map(([metric, field]) => [metric, field, figures[field] ?? null]), next: null };
  },
  async totals(scope) {
    const figures = await overview(scope);
    return [
      ["Accepted savings total", figures.acceptedSavings ?? 0],
      ["Tracked spend total", figures.trackedSpend ?? 0]
    ];
  }
};
function dealsWhere(scope, params) {
  const where = buildAirFilterClause(params, scope.tmc, scope.query.filters, { dateRange: dateRange(scope.query) });
  return scope.report.extras.withPotential ? where : `${where} AND is_rebooked`;
}
var savingsDetailsReport = {
  name: "savingsDetailsReport",
  displayName: "Savings Details",
  columns: (currency) => [
    { key: "recordLocator", header: "Record locator" },
    { key: "directEnterprise", header: "Client", width: 28 },
    { key: "resultDate", header: "Result date" },
    { key: "ticketingCountry", header: "Ticketing country", width: 20 },
    { key: "gds", header: "GDS" },
    { key: "pccName", header: "PCC" },
    { key: "dealStatus", header: "Deal status" },
    { key: "dealsSent", header: "Deals sent" },
    { key: "savings", header: `Savings (${currency.code})`, money: true, width: 16 },
    { key: "feedback", header: "Feedback", width: 28 }
  ],
  async count(scope) {
    const params = new SqlParams();
    const rows = await scope.warehouse.all(
      `SELECT count(*)::INTEGER AS n FROM faresaver_deals WHERE ${dealsWhere(scope, params)}`,
      params.values
    );
    return rows[0]?.n ?? 0;
  },
  page(scope, cursor, limit) {
    const savings = moneyColumn("savings", scope.currency, scope.query.feeMode);
    return keysetPage(scope, "faresaver_deals", (params) => dealsWhere(scope, params), [
      "record_locator",
      "direct_enterprise",
      "strftime(result_date, '%Y-%m-%d')",
      "ticketing_country",
      "gds",
      "pcc_name",
      "deal_status",
      "deals_sent::INTEGER",
      `round(${savings}, 2)::DOUBLE`,
      "feedback_meaning_platform"
    ], cursor, limit);
  },
  async totals(scope) {
    const params = new SqlParams();
    const savings = moneyColumn("savings", scope.currency, scope.query.feeMode);
    const rows = await scope.warehouse.all(
      `SELECT ${money(`sum(${savings}) FILTER (WHERE is_rebooked)`)} AS accepted,
        ${money(`sum(${savings}) FILTER (WHERE NOT is_rebooked)`)} AS notAccepted,
        ${count("count(*) FILTER (WHERE is_rebooked)")} AS rebooked
      FROM faresaver_deals WHERE ${dealsWhere(scope, params)}`,
      params.values
    );
    const t = rows[0] ?? {};
    const facts = [
      ["Accepted savings total", t.accepted ?? 0],
      ["Rebooked PNRs", t.rebooked ?? 0]
    ];
    if (scope.report.extras.withPotential) facts.push(["Savings not accepted total", t.notAccepted ?? 0]);
    return facts;
  }
};
function trackedWhere(scope, params) {
  return `${buildAirFilterClause(params, scope.tmc, scope.query.filters, { dateRange: dateRange(scope.query) })} AND is_tracked`;
}
var trackedPnrsReport = {
  name: "trackedPnrsReport",
  displayName: "Tracked Flights",
  columns: (currency) => [
    { key: "recordLocator", header: "Record locator" },
    { key: "directEnterprise", header: "Client", width: 28 },
    { key: "resultDate", header: "Ticketing date" },
    { key: "ticketingCountry", header: "Ticketing country", width: 20 },
    { key: "gds", header: "GDS" },
    { key: "pccName", header: "PCC" },
    { key: "cityPair", header: "City pair" },
    { key: "cabinClass", header: "Cabin", width: 16 },
    { key: "haulType", header: "Haul" },
    { key: "price", header: `Price (${currency.code})`, money: true, width: 16 },
    { key: "valid", header: "Valid for Faresaver" }
  ],
  async count(scope) {
    const params = new SqlParams();
    const rows = await scope.warehouse.all(
      `SELECT count(*)::INTEGER AS n FROM air_pnrs WHERE ${trackedWhere(scope, params)}`,
      params.values
    );
    return rows[0]?.n ?? 0;
  },
  page(scope, cursor, limit) {
    const price = moneyColumn("price", scope.currency);
    return keysetPage(scope, "air_pnrs", (params) => trackedWhere(scope, params), [
      "record_locator",
      "direct_enterprise",
      "strftime(result_date, '%Y-%m-%d')",
      "ticketing_country",
      "gds",
      "pcc_name",
      "city_pair",
      "cabin_class",
      "haul_type",
      `round(${price}, 2)::DOUBLE`,
      "CASE WHEN is_valid THEN 'Yes' ELSE 'No' END"
    ], cursor, limit);
  },
  async totals(scope) {
    const params = new SqlParams();
    const price = moneyColumn("price", scope.currency);
    const rows = await scope.warehouse.all(
      `SELECT ${money(`sum(${price})`)} AS spend, ${count("count(*)")} AS tracked,
        ${count("count(*) FILTER (WHERE is_valid)")} AS valid
      FROM air_pnrs WHERE ${trackedWhere(scope, params)}`,
      params.values
    );
    const t = rows[0] ?? {};
    return [
      ["Tracked spend total", t.spend ?? 0],
      ["Tracked PNRs", t.tracked ?? 0],
      ["Valid PNRs", t.valid ?? 0]
    ];
  }
};
var AIR_REPORT_LIST = [executiveSummaryReport, savingsDetailsReport, trackedPnrsReport];

// src/reports/report-params.ts
var REPORT_FORMATS = ["xlsx", "csv"];
var flag = { type: "string", enum: ["true", "false"] };
var reportQuerySchema = {
  type: "object",
  required: ["startDate", "endDate"],
  properties: {
    startDate: { type: "string" },
    endDate: { type: "string" },
    format: { type: "string", enum: [...REPORT_FORMATS] },
    currency: { type: "string", maxLength: 10 },
    feeMode: { type: "string", enum: ["gross", "net"] },
    filters: { type: "string", maxLength: 1e5 },
    isHPA: flag,
    isPMOnly: flag,
    withPotential: flag,
    isAutorebook: flag,
    productName: { type: "string", maxLength: 50 }
  }
};
function parseFiltersJson(text) {
  if (text === void 0 || text === "") return {};
  let value;
  try {
    value = JSON.parse(text);
  } catch {
    throw badRequest("filters", "must be a JSON object of filter lists");
  }
  if (typeof value !== "object" || value === null || Array.isArray(value)) {
    throw badRequest("filters", "must be a JSON object of filter lists");
  }
  const filters = {};
  for (const [group, list] of Object.entries(value)) {
    if (!FILTER_GROUPS2.includes(group)) {
      throw badRequest("filters", `unknown filter group "${group}" (expected ${FILTER_GROUPS2.join(", ")})`);
    }
    if (!Array.isArray(list) || list.some((entry) => typeof entry !== "string")) {
      throw badRequest("filters", `${group} must be a list of strings`);
    }
    filters[group] = list;
  }
  return filters;
}
function parseReportQuery(raw) {
  const filters = parseFiltersJson(raw.filters);
  const analytics = parseAnalyticsQuery({
    ...filters,
    startDate: raw.startDate,
    endDate: raw.endDate,
    currency: raw.currency,
    feeMode: raw.feeMode
  });
  return {
    analytics,
    format: raw.format ?? "xlsx",
    productName: raw.productName ?? "air",
    extras: {
      isHPA: raw.isHPA === "true",
      isPMOnly: raw.isPMOnly === "true",
      withPotential: raw.withPotential === "true",
      isAutorebook: raw.isAutorebook === "true"
    }
  };
}

// src/reports/report-output.ts
import { PassThrough } from "node:stream";
import ExcelJS from "exceljs";
var FACTS_SHEET = "Report information";
function xlsxWriter(sheetName, columns) {
  const stream = new PassThrough();
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream, useStyles: false, useSharedStrings: false });
  workbook.creator = "Tripsight";
  const sheet = workbook.addWorksheet(sheetName, { views: [{ state: "frozen", ySplit: 1 }] });
  sheet.columns = columns.map((c) => ({
    key: c.key,
    header: c.header,
    width: c.width ?? Math.max(12, c.header.length + 2)
  }));
  sheet.getRow(1).commit();
  return {
    stream,
    addRows(rows) {
      for (const row of rows) sheet.addRow([...row]).commit();
    },
    async finish(facts) {
      sheet.commit();
      const info = workbook.addWorksheet(FACTS_SHEET);
      info.columns = [
        { key: "label", header: "Item", width: 28 },
        { key: "value", header: "Value", width: 60 }
      ];
      info.getRow(1).commit();
      for (const [label, value] of facts) info.addRow({ label, value }).commit();
      info.commit();
      await workbook.commit();
    }
  };
}
function csvField(value) {
  if (value === null) return "";
  const text = String(value);
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}
var csvLine = (values) => `${values.map(csvField).join(",")}\r
`;
function csvWriter(columns, facts) {
  const stream = new PassThrough();
  for (const [label, value] of facts) stream.write(csvLine([label, value]));
  stream.write("\r\n");
  stream.write(csvLine(columns.map((c) => c.header)));
  return {
    stream,
    addRows(rows) {
      let chunk = "";
      for (const row of rows) chunk += csvLine(row);
      stream.write(chunk);
    },
    async finish() {
      stream.end();
    }
  };
}
var CONTENT_TYPES = {
  xlsx: "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
  csv: "text/csv; charset=utf-8"
};
function attachmentHeader(fileName) {
  const ascii = fileName.replace(/[^\x20-\x7e]/g, "_").replace(/["\\]/g, "_");
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(fileName)}`;
}

// src/reports/module.ts
var AIR_REPORTS_PREFIX = "/api/reports/air";
var REPORT_PAGE_ROWS = 1e4;
function limitFrom(name, fallback) {
  const raw = process.env[name];
  if (raw === void 0 || raw === "") return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < 1) throw new Error(`${name} must be a positive integer, got "${raw}"`);
  return value;
}
function reportLimits() {
  return { maxRows: limitFrom("REPORT_MAX_ROWS", 1e6), emailRows: limitFrom("REPORT_EMAIL_ROWS", 25e4) };
}
function reportFacts(report, scope, principal, rows, generatedAt, totals) {
  const { query, currency, report: request } = scope;
  return [
    ["Report", report.displayName],
    ["Travel management company", TMCS.find((t) => t.id === scope.tmc)?.name ?? scope.tmc],
    ["Generated at (UTC)", generatedAt.toISOString()],
    ["Generated for", principal.email ?? principal.name ?? principal.subject],
    ["Date range", `${query.startDate} to ${query.endDate}`],
    ["Currency", currency.branchDefault ? `${currency.code} (branch default)` : currency.code],
    ["Savings", query.feeMode === "net" ? "Net Savings" : "Gross Savings"],
    ...FILTER_DEFINITIONS.map(({ group, label }) => [
      `Filter: ${label}`,
      query.filters[group].length > 0 ? query.filters[group].join(", ") : "All"
    ]),
    ["Product", request.productName],
    ...Object.entries(request.extras).map(([key, value]) => [key, value]),
    ["Rows", rows],
    ...totals
  ];
}
async function pump(report, scope, writer, facts) {
  let cursor = null;
  do {
    const page = await report.page(scope, cursor, REPORT_PAGE_ROWS);
    writer.addRows(page.rows);
    cursor = page.next;
    const stream = writer.stream;
    if (stream.writableNeedDrain) await once(stream, "drain");
  } while (cursor);
  await writer.finish(facts);
}
async function registerReports(app, ctx, analytics) {
  const limits = reportLimits();
  const guard = tmcGuard(ctx);
  const outbox = join3(ctx.config.dataDir, "outbox");
  for (const report of AIR_REPORT_LIST) {
    app.get(
      `${AIR_REPORTS_PREFIX}/${report.name}`,
      { schema: { querystring: reportQuerySchema }, onRequest: guard.onRequest },
      async (request, reply) => {
        const { principal, tmc } = guard.caller(request);
        if (!principal.allowExportReports) {
          throw new HttpError(403, "EXPORT_NOT_ALLOWED", "This account may not export reports (allow_export_reports)");
        }
        const parsed = parseReportQuery(request.query);
        if (parsed.productName !== "air") throw badRequest("productName", `must be air for ${report.name}, got "${parsed.productName}"`);
        const currency = await resolveCurrency(analytics.warehouse, tmc, parsed.analytics.filters, parsed.analytics.currency);
        const scope = { warehouse: analytics.warehouse, tmc, query: parsed.analytics, report: parsed, currency };
        const rows = await report.count(scope);
        if (rows > limits.maxRows) {
          const message = { messageShouldBeDisplayed: true, messageStatus: "contactSupport" };
          return reply.send(message);
        }
        const generatedAt = /* @__PURE__ */ new Date();
        const facts = reportFacts(report, scope, principal, rows, generatedAt, await report.totals(scope));
        const columns = report.columns(currency);
        const writer = parsed.format === "csv" ? csvWriter(columns, facts) : xlsxWriter(report.displayName, columns);
        const fileName = exportFileName({
          prefix: TMCS.find((t) => t.id === tmc)?.name ?? tmc,
          displayName: report.displayName,
          suffix: exportFileSuffix(parsed.analytics.startDate, parsed.analytics.endDate),
          extension: parsed.format
        });
        if (rows > limits.emailRows) {
          const folder = join3(outbox, `${generatedAt.getTime()}-${principal.subject}`);
          mkdirSync2(folder, { recursive: true });
          const envelope = { to: principal.email, subject: `${report.displayName} is ready`, attachment: fileName };
          createWriteStream(join3(folder, "message.json")).end(JSON.stringify(envelope, null, 2));
          const written = pipeline(writer.stream, createWriteStream(join3(folder, fileName)));
          await Promise.all([pump(report, scope, writer, facts), written]);
          const message = { messageShouldBeDisplayed: true, messageStatus: "sentByEmail" };
          return reply.send(message);
        }
        void pump(report, scope, writer, facts).catch((error) => {
          request.log.error({ err: error }, `report ${report.name} failed while streaming`);
          writer.stream.destroy(error instanceof Error ? error : new Error(String(error)));
        });
        return reply.header("Content-Type", CONTENT_TYPES[parsed.format]).header("Content-Disposition", attachmentHeader(fileName)).header("Cache-Control", "no-store").send(writer.stream);
      }
    );
  }
}

// src/bench/export.ts
var EXPORT_ROWS = 5e4;
var EXPORT_TIME_TARGET_MS = 3e3;
var EXPORT_MEMORY_TARGET_MB = 250;
var CHILD_ENV = "TRIPSIGHT_EXPORT_BENCH_FILE";
var mb = (bytes) => Math.round(bytes / 1024 / 1024 * 10) / 10;
async function serveAndExport(file) {
  const warehouse = await DuckDbWarehouse.open(file);
  const principal = {
    subject: "bench",
    tmc: "northstar",
    customerId: null,
    entitledTabs: [],
    allowExportReports: true,
    defaultClients: [],
    email: null,
    name: "bench"
  };
  const config = loadConfig();
  const ctx = { config: { ...config, logRequests: false }, authenticate: async () => principal, onClose: () => {
  } };
  const app = Fastify2({ ajv: { customOptions: { coerceTypes: "array" } } });
  installErrorHandler(app);
  await registerReports(app, ctx, { warehouse });
  await app.listen({ port: 0, host: "127.0.0.1" });
  const address = app.server.address();
  const port = typeof address === "object" && address ? address.port : 0;
  const days = await warehouse.all(
    `SELECT strftime(result_date, '%Y-%m-%d') AS day, count(*)::INTEGER AS n FROM air_pnrs
     WHERE tmc_id = 'northstar' AND is_tracked GROUP BY result_date ORDER BY result_date DESC`
  );
  let rows = 0;
  let startDate = days[0]?.day ?? "";
  for (const { day, n } of days) {
    rows += n;
    startDate = day;
    if (rows >= EXPORT_ROWS) break;
  }
  if (rows < EXPORT_ROWS) throw new Error(`the bench dataset has only ${rows} tracked PNRs for northstar`);
  const endDate = days[0].day;
  global.gc?.();
  const baseline = process.memoryUsage().rss;
  let peak = baseline;
  const sampler = setInterval(() => {
    peak = Math.max(peak, process.memoryUsage().rss);
  }, 5);
  const started = performance.now();
  const res = await fetch(
    `http://127.0.0.1:${port}/api/reports/air/trackedPnrsReport?startDate=${startDate}&endDate=${endDate}&format=xlsx&currency=EUR`
  );
  let bytes = 0;
  for await (const chunk of res.body) {
    bytes += chunk.byteLength;
    peak = Math.max(peak, process.memoryUsage().rss);
  }
  const ms = performance.now() - started;
  clearInterval(sampler);
  await app.close();
  await warehouse.close();
  return { rows, startDate, endDate, bytes, ms, baselineRssMb: mb(baseline), peakRssMb: mb(peak), status: res.status };
}
if (process.env[CHILD_ENV]) {
  serveAndExport(process.env[CHILD_ENV]).then((result) => process.stdout.write(`EXPORT_BENCH_RESULT ${JSON.stringify(result)}
`)).catch((error) => {
    console.error(error);
    process.exit(1);
  });
}
var exportBench = {
  name: "report export",
  async run() {
    const config = loadConfig();
    const dataDir = process.env.BENCH_EXPORT_DATA_DIR || join4(config.dataDir, "bench-export");
    const rowsPerTmc = Number(process.env.BENCH_EXPORT_PNRS || 15e4);
    const file = await ensureDataset(dataDir, { rowsPerTmc, seed: config.datasetSeed, keepStale: true, log: (l) => console.log(l) });
    const child = spawn(process.execPath, ["--expose-gc", process.argv[1], "--child-of-export-bench"], {
      env: { ...process.env, [CHILD_ENV]: file },
      stdio: ["ignore", "pipe", "inherit"]
    });
    let output = "";
    child.stdout.on("data", (chunk) => output += chunk.toString());
    const code = await new Promise((resolve2) => child.on("close", resolve2));
    const line = output.split("\n").find((l) => l.startsWith("EXPORT_BENCH_RESULT "));
    if (code !== 0 || !line) throw new Error(`export bench child failed (exit ${code}): ${output}`);
    const r = JSON.parse(line.slice("EXPORT_BENCH_RESULT ".length));
    if (r.status !== 200) throw new Error(`export answered ${r.status}`);
    const flag2 = (ok) => ok ? "ok" : "OVER TARGET";
    console.log(`
.xlsx export: tracked PNRs of northstar ${r.startDate} to ${r.endDate}, ${r.rows} rows, ${mb(r.bytes)} MB`);
    console.log(`  time        ${Math.round(r.ms)} ms (target <= ${EXPORT_TIME_TARGET_MS} ms) ${flag2(r.ms <= EXPORT_TIME_TARGET_MS)}`);
    console.log(
      `  service RSS ${r.peakRssMb} MB peak, ${r.baselineRssMb} MB before the request (target <= ${EXPORT_MEMORY_TARGET_MB} MB) ${flag2(r.peakRssMb <= EXPORT_MEMORY_TARGET_MB)}`
    );
  }
};

// src/bench.ts
var BENCH_RUNNERS = [analyticsBench, exportBench];
async function main() {
  const only = process.argv.slice(2);
  for (const runner of BENCH_RUNNERS) {
    if (only.length > 0 && !only.some((name) => runner.name.includes(name))) continue;
    console.log(`
== ${runner.name}`);
    await runner.run();
  }
}
main().catch((error) => {
  console.error(error instanceof Error ? error.stack ?? error.message : error);
  process.exit(1);
});
