import { CUBES as AIR_CUBES, type CubeDefinition } from './cube-schema.js';
import { HOTEL_DEALS } from './hotel-deals-cube.js';
import { HOTEL_RESERVATIONS } from './hotel-reservations-cube.js';

/** The cubes of the analytics query API, by name: the air cubes, then one line per further cube. */
export const CUBES: ReadonlyMap<string, CubeDefinition> = new Map([
  ...AIR_CUBES,
  [HOTEL_RESERVATIONS.name, HOTEL_RESERVATIONS],
  [HOTEL_DEALS.name, HOTEL_DEALS],
]);
