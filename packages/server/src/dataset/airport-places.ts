import type { DuckDBConnection } from '@duckdb/node-api';
import { COUNTRIES } from './geography.js';
import { insertRows } from './insert.js';
import { AIRPORT_COORDINATES } from './policy-airports.js';

/**
 * Creates `airport_places`: every airport of the dataset with its latitude, longitude and country
 * name, so the air tables carry where a trip starts and ends (the question screen's map, "flights
 * to Germany"). Fails when an airport of the geography has no coordinates.
 */
export async function createAirportPlaces(connection: DuckDBConnection): Promise<void> {
  const rows = COUNTRIES.flatMap((country) =>
    country.airports.map(([code]) => {
      const place = AIRPORT_COORDINATES[code];
      if (!place) throw new Error(`no coordinates for airport ${code}`);
      return [code, place[0], place[1], country.name] as const;
    }),
  );
  await connection.run(`CREATE TABLE airport_places (airport_code VARCHAR PRIMARY KEY,
    latitude DOUBLE NOT NULL, longitude DOUBLE NOT NULL, country_name VARCHAR NOT NULL)`);
  await insertRows(connection, 'airport_places', rows);
}
