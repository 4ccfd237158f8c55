import { AGENT_CONVERSATIONS } from './agent-conversations-cube.js';
import { AIR_BENCHMARKS } from './air-benchmarks-cube.js';
import { AIR_CONTRACTS } from './air-contracts-cube.js';
import { AIR_PROGRAM } from './air-program-cube.js';
import type { CubeDefinition } from './cube-schema.js';
import { DEALS } from './deals-cube.js';
import { ITINERARIES } from './itineraries-cube.js';
import { SEGMENTS } from './segments-cube.js';
import { HOTEL_DEALS } from './hotel-deals-cube.js';
import { HOTELS_SUPPLIER_INSIGHTS } from './hotel-insights-cube.js';
import { HOTEL_RESERVATIONS } from './hotel-reservations-cube.js';

/** Every cube the analytics query API answers (`/load`, `/meta`), by name: one line per added cube. */
export const CUBES: ReadonlyMap<string, CubeDefinition> = new Map([
  [ITINERARIES.name, ITINERARIES],
  [DEALS.name, DEALS],
  [SEGMENTS.name, SEGMENTS],
  [AIR_PROGRAM.name, AIR_PROGRAM],
  [AIR_CONTRACTS.name, AIR_CONTRACTS],
  [AIR_BENCHMARKS.name, AIR_BENCHMARKS],
  [AGENT_CONVERSATIONS.name, AGENT_CONVERSATIONS],
  [HOTEL_RESERVATIONS.name, HOTEL_RESERVATIONS],
  [HOTEL_DEALS.name, HOTEL_DEALS],
  [HOTELS_SUPPLIER_INSIGHTS.name, HOTELS_SUPPLIER_INSIGHTS],
]);

/** Whether `Cube.member` is a measure or dimension of a cube the query API answers. */
export function cubeHasMember(member: string): boolean {
  const [cube = '', name = ''] = member.split('.');
  const definition = CUBES.get(cube);
  return Boolean(
    definition && (Object.hasOwn(definition.dimensions, name) || Object.hasOwn(definition.measures, name)),
  );
}
