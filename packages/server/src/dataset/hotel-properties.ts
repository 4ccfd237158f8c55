import type { DuckDBConnection } from '@duckdb/node-api';
import { COUNTRIES } from './geography.js';
import { HOTEL_AREAS, HOTEL_CHAINS, HOTEL_CITIES, HOTEL_STREETS } from './hotel-places.js';
import { insertRows } from './insert.js';

const sqlList = (values: readonly string[]) =>
  `[${values.map((v) => `'${v.replace(/'/g, "''")}'`).join(', ')}]`;

/** Slots of a weighted pick: `slots` entries, each value repeated in proportion to its weight. */
function weightedSlots<T>(items: readonly T[], weight: (item: T) => number, slots: number): T[] {
  const total = items.reduce((sum, item) => sum + weight(item), 0);
  const out: T[] = [];
  let cumulative = 0;
  for (const item of items) {
    cumulative += weight(item);
    const end = Math.round((cumulative / total) * slots);
    while (out.length < end) out.push(item);
  }
  return out;
}

/** Slots per destination scope: a stay in the point-of-sale country, its continent, or anywhere. */
const DESTINATION_SLOTS = { country: 100, continent: 200, world: 1000 } as const;

/**
 * Creates the hotel reference tables, from hotel-places.ts and the seeded helpers:
 * - `hotel_cities`: cities with their country, coordinates and typical rate (`location_id` = city);
 * - `hotel_locations`: the stay location of each city as the views name it ('London, United Kingdom');
 * - `hotel_destination_slots`: equi-join slots for a weighted pick of a city within a country
 *   (`country`), a continent (`continent`) or the world (`world`);
 * - `hotel_chain_slots`: a weighted pick of a chain (for properties and corporates' preferred chains);
 * - `hotel_properties`: three to twenty-three properties per city with name, chain, brand, stars,
 *   address, coordinates, base rate, the property-manager-only flag and, for a few, a wrongly loaded
 *   negotiated rate. `property_rank` orders a city's properties from the most booked.
 * Needs `countries` (geography.ts) and `installRandom`.
 */
export async function createHotelProperties(connection: DuckDBConnection): Promise<void> {
  await connection.run(`CREATE TABLE hotel_cities (location_id INTEGER PRIMARY KEY, city VARCHAR,
    country_code VARCHAR, state VARCHAR, latitude DOUBLE, longitude DOUBLE, adr_usd DOUBLE,
    weight INTEGER, property_count INTEGER)`);
  await insertRows(
    connection,
    'hotel_cities',
    HOTEL_CITIES.map((c, i) => [
      i,
      c.city,
      c.countryCode,
      c.state,
      c.latitude,
      c.longitude,
      c.adrUsd,
      c.weight,
      3 + 2 * c.weight,
    ]),
  );
  await connection.run(`CREATE TABLE hotel_locations AS
    SELECT c.location_id, c.city || ', ' || co.country_name AS location, c.city, co.country_name,
      c.country_code, c.latitude, c.longitude
    FROM hotel_cities c JOIN countries co USING (country_code) ORDER BY location_id`);

  const indexed = HOTEL_CITIES.map((city, index) => ({
    ...city,
    index,
    continent: COUNTRIES.find((c) => c.code === city.countryCode)?.continent ?? 'Unknown',
  }));
  const slots: [string, string, number, number][] = [];
  const addSlots = (kind: string, key: string, cities: typeof indexed, count: number) =>
    weightedSlots(cities, (c) => c.weight, count).forEach((c, slot) =>
      slots.push([kind, key, slot, c.index]),
    );
  for (const code of new Set(indexed.map((c) => c.countryCode))) {
    addSlots(
      'country',
      code,
      indexed.filter((c) => c.countryCode === code),
      DESTINATION_SLOTS.country,
    );
  }
  for (const continent of new Set(indexed.map((c) => c.continent))) {
    addSlots(
      'continent',
      continent,
      indexed.filter((c) => c.continent === continent),
      DESTINATION_SLOTS.continent,
    );
  }
  addSlots('world', '', indexed, DESTINATION_SLOTS.world);
  await connection.run(`CREATE TABLE hotel_destination_slots (kind VARCHAR, scope VARCHAR, slot INTEGER,
    location_id INTEGER)`);
  await insertRows(connection, 'hotel_destination_slots', slots, 500);

  await connection.run(`CREATE TABLE hotel_brands (chain_idx INTEGER, hotel_master_chain VARCHAR,
    brand_idx INTEGER, brand VARCHAR, stars INTEGER, rate_factor DOUBLE, brand_count INTEGER)`);
  await insertRows(
    connection,
    'hotel_brands',
    HOTEL_CHAINS.flatMap((chain, chainIdx) =>
      chain.brands.map(([brand, stars, factor], brandIdx) => [
        chainIdx,
        chain.name,
        brandIdx,
        brand,
        stars,
        factor,
        chain.brands.length,
      ]),
    ),
  );
  await connection.run('CREATE TABLE hotel_chain_slots (slot INTEGER, chain_idx INTEGER)');
  await insertRows(
    connection,
    'hotel_chain_slots',
    weightedSlots(
      HOTEL_CHAINS.map((chain, index) => ({ ...chain, index })),
      (c) => c.weight,
      100,
    ).map((chain, slot) => [slot, chain.index]),
  );

  await connection.run(`CREATE TABLE hotel_properties AS
  WITH slots AS (
    SELECT c.*, unnest(range(c.property_count)) AS k FROM hotel_cities c
  ), branded AS (
    SELECT s.*, s.location_id * 100 + s.k AS property_id, cs.chain_idx
    FROM slots s JOIN hotel_chain_slots cs ON cs.slot = floor(rnd(s.location_id, s.k, 401) * 100)::INTEGER
  ), named AS (
    SELECT b.*, hb.hotel_master_chain, hb.brand, hb.stars, hb.rate_factor,
      hb.brand || ' ' || b.city || ' ' || pick(${sqlList(HOTEL_AREAS)}, b.location_id, b.k, 403) AS base_name
    FROM branded b JOIN hotel_brands hb ON hb.chain_idx = b.chain_idx
      AND hb.brand_idx = floor(rnd(b.location_id, b.k, 402) * hb.brand_count)::INTEGER
  )
  SELECT n.property_id, n.location_id, n.k AS property_rank,
    CASE WHEN row_number() OVER (PARTITION BY n.base_name ORDER BY n.k) = 1 THEN n.base_name
      ELSE n.base_name || ' ' || row_number() OVER (PARTITION BY n.base_name ORDER BY n.k) END AS hotel_name,
    n.hotel_master_chain, n.chain_idx, n.brand, n.stars AS hotel_star_rating,
    (1 + floor(rnd(n.location_id, n.k, 404) * 240))::INTEGER || ' '
      || pick(${sqlList(HOTEL_STREETS)}, n.location_id, n.k, 405) AS hotel_address,
    n.city AS destination_city, n.state AS hotel_state, co.country_name AS destination_country,
    n.country_code AS destination_country_code,
    round(n.latitude + (rnd(n.location_id, n.k, 406) - 0.5) * 0.08, 5) AS latitude,
    round(n.longitude + (rnd(n.location_id, n.k, 407) - 0.5) * 0.1, 5) AS longitude,
    round(n.adr_usd * n.rate_factor * (0.9 + 0.2 * rnd(n.location_id, n.k, 408)), 2) AS base_adr_usd,
    rnd(n.location_id, n.k, 409) < CASE WHEN n.hotel_master_chain = 'Independent' THEN 0.55 ELSE 0.12 END
      AS is_pm_only,
    rnd(n.location_id, n.k, 410) < 0.025 AS has_rate_load_error
  FROM named n JOIN countries co ON co.country_code = n.country_code
  ORDER BY n.property_id`);
}
