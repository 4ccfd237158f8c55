import type { DuckDBConnection } from '@duckdb/node-api';
import { insertRows } from './insert.js';

/** Latitude and longitude of every airport of the dataset (geography.ts), for flight times. */
export const AIRPORT_COORDINATES: Readonly<Record<string, readonly [lat: number, lon: number]>> = {
  JFK: [40.64, -73.78],
  ORD: [41.98, -87.9],
  LAX: [33.94, -118.41],
  SFO: [37.62, -122.38],
  YYZ: [43.68, -79.63],
  YVR: [49.19, -123.18],
  YUL: [45.47, -73.74],
  MEX: [19.44, -99.07],
  GRU: [-23.43, -46.47],
  GIG: [-22.81, -43.25],
  EZE: [-34.82, -58.54],
  SCL: [-33.39, -70.79],
  BOG: [4.7, -74.15],
  LIM: [-12.02, -77.11],
  LHR: [51.47, -0.45],
  MAN: [53.35, -2.28],
  EDI: [55.95, -3.37],
  DUB: [53.42, -6.27],
  CDG: [49.01, 2.55],
  NCE: [43.66, 7.21],
  FRA: [50.04, 8.56],
  MUC: [48.35, 11.79],
  BER: [52.37, 13.5],
  AMS: [52.31, 4.76],
  BRU: [50.9, 4.48],
  MAD: [40.47, -3.57],
  BCN: [41.3, 2.08],
  FCO: [41.8, 12.25],
  MXP: [45.63, 8.72],
  LIS: [38.77, -9.13],
  ZRH: [47.46, 8.55],
  GVA: [46.24, 6.11],
  VIE: [48.11, 16.57],
  ARN: [59.65, 17.92],
  CPH: [55.62, 12.66],
  OSL: [60.19, 11.1],
  HEL: [60.32, 24.96],
  WAW: [52.17, 20.97],
  PRG: [50.1, 14.26],
  IST: [41.26, 28.74],
  DXB: [25.25, 55.36],
  AUH: [24.43, 54.65],
  RUH: [24.96, 46.7],
  TLV: [32.01, 34.89],
  JNB: [-26.14, 28.25],
  CPT: [-33.97, 18.6],
  CAI: [30.12, 31.41],
  NBO: [-1.32, 36.93],
  LOS: [6.58, 3.32],
  BOM: [19.09, 72.87],
  DEL: [28.56, 77.1],
  BLR: [13.2, 77.71],
  SIN: [1.36, 103.99],
  HND: [35.55, 139.78],
  KIX: [34.43, 135.24],
  PVG: [31.14, 121.81],
  PEK: [40.08, 116.58],
  HKG: [22.31, 113.91],
  ICN: [37.46, 126.44],
  SYD: [-33.95, 151.18],
  MEL: [-37.67, 144.84],
  BNE: [-27.38, 153.12],
  AKL: [-37.01, 174.79],
};

const EARTH_RADIUS_KM = 6371;
/** Cruise speed and the minutes added for taxi, climb and descent, for a block time that looks right. */
const CRUISE_KMH = 800;
const GROUND_MINUTES = 30;

/** Great-circle distance between two airports in km. */
function distanceKm(from: string, to: string): number {
  const a = AIRPORT_COORDINATES[from];
  const b = AIRPORT_COORDINATES[to];
  if (!a || !b) throw new Error(`unknown airport: ${a ? to : from}`);
  const rad = (deg: number) => (deg * Math.PI) / 180;
  const dLat = rad(b[0] - a[0]);
  const dLon = rad(b[1] - a[1]);
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(rad(a[0])) * Math.cos(rad(b[0])) * Math.sin(dLon / 2) ** 2;
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.sqrt(h));
}

/**
 * Block time of a flight in minutes: 30 minutes on the ground plus the great-circle distance at
 * 800 km/h (LHR-JFK about 7 h 25 min, SIN-LHR about 14 h).
 */
export function flightMinutes(from: string, to: string): number {
  return Math.round(GROUND_MINUTES + (distanceKm(from, to) / CRUISE_KMH) * 60);
}

/**
 * Creates `airport_pairs`: the flight minutes between every two airports of the dataset, so the
 * policy generator finds each segment's duration with an equi-join.
 */
export async function createAirportPairs(connection: DuckDBConnection): Promise<void> {
  const codes = Object.keys(AIRPORT_COORDINATES);
  const rows = codes.flatMap((from) =>
    codes.filter((to) => to !== from).map((to) => [from, to, flightMinutes(from, to)] as const),
  );
  await connection.run(
    'CREATE TABLE airport_pairs (origin VARCHAR, destination VARCHAR, minutes INTEGER, PRIMARY KEY (origin, destination))',
  );
  await insertRows(connection, 'airport_pairs', rows, 500);
}
