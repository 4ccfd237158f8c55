import type { DuckDBConnection } from '@duckdb/node-api';
import { insertRows } from './insert.js';

/** Sales regions used by the Region filter (ticketingRegion). */
type Region = 'NORAM' | 'LATAM' | 'EMEA' | 'APAC';

/** A ticketing country with its region and continent, and the airports travellers leave from. */
export interface Country {
  code: string;
  name: string;
  region: Region;
  continent: string;
  /** IATA code and city of each airport, the main hub first. */
  airports: readonly (readonly [code: string, city: string])[];
}

/** The ticketing countries of the dataset: every country maps to exactly one region and continent. */
export const COUNTRIES: readonly Country[] = [
  {
    code: 'US',
    name: 'United States',
    region: 'NORAM',
    continent: 'North America',
    airports: [
      ['JFK', 'New York'],
      ['ORD', 'Chicago'],
      ['LAX', 'Los Angeles'],
      ['SFO', 'San Francisco'],
    ],
  },
  {
    code: 'CA',
    name: 'Canada',
    region: 'NORAM',
    continent: 'North America',
    airports: [
      ['YYZ', 'Toronto'],
      ['YVR', 'Vancouver'],
      ['YUL', 'Montreal'],
    ],
  },
  {
    code: 'MX',
    name: 'Mexico',
    region: 'LATAM',
    continent: 'North America',
    airports: [['MEX', 'Mexico City']],
  },
  {
    code: 'BR',
    name: 'Brazil',
    region: 'LATAM',
    continent: 'South America',
    airports: [
      ['GRU', 'Sao Paulo'],
      ['GIG', 'Rio de Janeiro'],
    ],
  },
  {
    code: 'AR',
    name: 'Argentina',
    region: 'LATAM',
    continent: 'South America',
    airports: [['EZE', 'Buenos Aires']],
  },
  { code: 'CL', name: 'Chile', region: 'LATAM', continent: 'South America', airports: [['SCL', 'Santiago']] },
  {
    code: 'CO',
    name: 'Colombia',
    region: 'LATAM',
    continent: 'South America',
    airports: [['BOG', 'Bogota']],
  },
  { code: 'PE', name: 'Peru', region: 'LATAM', continent: 'South America', airports: [['LIM', 'Lima']] },
  {
    code: 'GB',
    name: 'United Kingdom',
    region: 'EMEA',
    continent: 'Europe',
    airports: [
      ['LHR', 'London'],
      ['MAN', 'Manchester'],
      ['EDI', 'Edinburgh'],
    ],
  },
  { code: 'IE', name: 'Ireland', region: 'EMEA', continent: 'Europe', airports: [['DUB', 'Dublin']] },
  {
    code: 'FR',
    name: 'France',
    region: 'EMEA',
    continent: 'Europe',
    airports: [
      ['CDG', 'Paris'],
      ['NCE', 'Nice'],
    ],
  },
  {
    code: 'DE',
    name: 'Germany',
    region: 'EMEA',
    continent: 'Europe',
    airports: [
      ['FRA', 'Frankfurt'],
      ['MUC', 'Munich'],
      ['BER', 'Berlin'],
    ],
  },
  { code: 'NL', name: 'Netherlands', region: 'EMEA', continent: 'Europe', airports: [['AMS', 'Amsterdam']] },
  { code: 'BE', name: 'Belgium', region: 'EMEA', continent: 'Europe', airports: [['BRU', 'Brussels']] },
  {
    code: 'ES',
    name: 'Spain',
    region: 'EMEA',
    continent: 'Europe',
    airports: [
      ['MAD', 'Madrid'],
      ['BCN', 'Barcelona'],
    ],
  },
  {
    code: 'IT',
    name: 'Italy',
    region: 'EMEA',
    continent: 'Europe',
    airports: [
      ['FCO', 'Rome'],
      ['MXP', 'Milan'],
    ],
  },
  { code: 'PT', name: 'Portugal', region: 'EMEA', continent: 'Europe', airports: [['LIS', 'Lisbon']] },
  {
    code: 'CH',
    name: 'Switzerland',
    region: 'EMEA',
    continent: 'Europe',
    airports: [
      ['ZRH', 'Zurich'],
      ['GVA', 'Geneva'],
    ],
  },
  { code: 'AT', name: 'Austria', region: 'EMEA', continent: 'Europe', airports: [['VIE', 'Vienna']] },
  { code: 'SE', name: 'Sweden', region: 'EMEA', continent: 'Europe', airports: [['ARN', 'Stockholm']] },
  { code: 'DK', name: 'Denmark', region: 'EMEA', continent: 'Europe', airports: [['CPH', 'Copenhagen']] },
  { code: 'NO', name: 'Norway', region: 'EMEA', continent: 'Europe', airports: [['OSL', 'Oslo']] },
  { code: 'FI', name: 'Finland', region: 'EMEA', continent: 'Europe', airports: [['HEL', 'Helsinki']] },
  { code: 'PL', name: 'Poland', region: 'EMEA', continent: 'Europe', airports: [['WAW', 'Warsaw']] },
  { code: 'CZ', name: 'Czech Republic', region: 'EMEA', continent: 'Europe', airports: [['PRG', 'Prague']] },
  { code: 'TR', name: 'Turkey', region: 'EMEA', continent: 'Europe', airports: [['IST', 'Istanbul']] },
  {
    code: 'AE',
    name: 'United Arab Emirates',
    region: 'EMEA',
    continent: 'Asia',
    airports: [
      ['DXB', 'Dubai'],
      ['AUH', 'Abu Dhabi'],
    ],
  },
  { code: 'SA', name: 'Saudi Arabia', region: 'EMEA', continent: 'Asia', airports: [['RUH', 'Riyadh']] },
  { code: 'IL', name: 'Israel', region: 'EMEA', continent: 'Asia', airports: [['TLV', 'Tel Aviv']] },
  {
    code: 'ZA',
    name: 'South Africa',
    region: 'EMEA',
    continent: 'Africa',
    airports: [
      ['JNB', 'Johannesburg'],
      ['CPT', 'Cape Town'],
    ],
  },
  { code: 'EG', name: 'Egypt', region: 'EMEA', continent: 'Africa', airports: [['CAI', 'Cairo']] },
  { code: 'KE', name: 'Kenya', region: 'EMEA', continent: 'Africa', airports: [['NBO', 'Nairobi']] },
  { code: 'NG', name: 'Nigeria', region: 'EMEA', continent: 'Africa', airports: [['LOS', 'Lagos']] },
  {
    code: 'IN',
    name: 'India',
    region: 'APAC',
    continent: 'Asia',
    airports: [
      ['BOM', 'Mumbai'],
      ['DEL', 'Delhi'],
      ['BLR', 'Bengaluru'],
    ],
  },
  { code: 'SG', name: 'Singapore', region: 'APAC', continent: 'Asia', airports: [['SIN', 'Singapore']] },
  {
    code: 'JP',
    name: 'Japan',
    region: 'APAC',
    continent: 'Asia',
    airports: [
      ['HND', 'Tokyo'],
      ['KIX', 'Osaka'],
    ],
  },
  {
    code: 'CN',
    name: 'China',
    region: 'APAC',
    continent: 'Asia',
    airports: [
      ['PVG', 'Shanghai'],
      ['PEK', 'Beijing'],
    ],
  },
  { code: 'HK', name: 'Hong Kong', region: 'APAC', continent: 'Asia', airports: [['HKG', 'Hong Kong']] },
  { code: 'KR', name: 'South Korea', region: 'APAC', continent: 'Asia', airports: [['ICN', 'Seoul']] },
  {
    code: 'AU',
    name: 'Australia',
    region: 'APAC',
    continent: 'Australia',
    airports: [
      ['SYD', 'Sydney'],
      ['MEL', 'Melbourne'],
      ['BNE', 'Brisbane'],
    ],
  },
  {
    code: 'NZ',
    name: 'New Zealand',
    region: 'APAC',
    continent: 'Australia',
    airports: [['AKL', 'Auckland']],
  },
];

/**
 * Creates `countries` and `airports`. Airports carry a global index and an index within their
 * country and continent so the air generator can pick them with equi-joins.
 */
export async function createGeography(connection: DuckDBConnection): Promise<void> {
  await connection.run(`CREATE TABLE countries (
    country_code VARCHAR PRIMARY KEY, country_name VARCHAR NOT NULL, region VARCHAR NOT NULL,
    continent VARCHAR NOT NULL, country_idx INTEGER NOT NULL)`);
  await insertRows(
    connection,
    'countries',
    COUNTRIES.map((c, i) => [c.code, c.name, c.region, c.continent, i]),
  );
  await connection.run(`CREATE TABLE airport_list (
    airport_code VARCHAR, city VARCHAR, country_code VARCHAR, slot INTEGER)`);
  await insertRows(
    connection,
    'airport_list',
    COUNTRIES.flatMap((c) => c.airports.map(([code, city], slot) => [code, city, c.code, slot])),
  );
  await connection.run(`CREATE TABLE airports AS
    SELECT a.airport_code, a.city, a.country_code, c.continent,
      (row_number() OVER (ORDER BY c.country_idx, a.slot) - 1)::INTEGER AS airport_idx,
      a.slot AS country_slot,
      (count(*) OVER (PARTITION BY a.country_code))::INTEGER AS country_count,
      (row_number() OVER (PARTITION BY c.continent ORDER BY c.country_idx, a.slot) - 1)::INTEGER AS continent_slot,
      (count(*) OVER (PARTITION BY c.continent))::INTEGER AS continent_count
    FROM airport_list a JOIN countries c USING (country_code)`);
  await connection.run('DROP TABLE airport_list');
}
