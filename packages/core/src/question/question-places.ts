import type { CubeQuery, CubeRow } from '../cube/cube-query.js';

/** The members that place a dimension's values on a map: its latitude and longitude (`Cube.member`). */
export interface PlaceCoordinates {
  dimension: string;
  latitude: string;
  longitude: string;
}

/**
 * The dimensions a map can show, by short name, with the short names of their coordinates: where
 * a trip starts (its origin airport or city) and where it ends (its destination city). In the
 * dataset each city has one airport, so a city's point is its airport's.
 */
const PLACE_DIMENSIONS: Readonly<Record<string, readonly [latitude: string, longitude: string]>> = {
  originAirport: ['originLatitude', 'originLongitude'],
  originCity: ['originLatitude', 'originLongitude'],
  destinationCity: ['destinationLatitude', 'destinationLongitude'],
};

/** Zoom of a map answer: the whole world first (its places may be on every continent), up to 10. */
export const QUESTION_MAP_ZOOM = { initial: 1, min: 1, max: 10 } as const;

const shortName = (member: string) => member.slice(member.indexOf('.') + 1);
const cubeOf = (member: string) => member.slice(0, member.indexOf('.'));
const COORDINATES = new Set(Object.values(PLACE_DIMENSIONS).flat());

/** True when `member` is a coordinate of a place (`Cube.originLatitude`), not something a manager asks about. */
export const isCoordinate = (member: string): boolean => COORDINATES.has(shortName(member));

/** The coordinates of `dimension` when it is a place (whether or not its view has them). */
export function placeCoordinates(dimension: string): PlaceCoordinates | undefined {
  const pair = PLACE_DIMENSIONS[shortName(dimension)];
  if (!pair) return undefined;
  const cube = cubeOf(dimension);
  return { dimension, latitude: `${cube}.${pair[0]}`, longitude: `${cube}.${pair[1]}` };
}

/**
 * The dimensions of a query with each place's coordinates after it, where the view has them
 * (`has`), so the answer's rows carry where to draw each value. Coordinates already there stay once.
 *
 * @example withCoordinates(['C.originAirport'], has) // ['C.originAirport', 'C.originLatitude', 'C.originLongitude']
 */
export function withCoordinates(dimensions: readonly string[], has: (member: string) => boolean): string[] {
  const out: string[] = [];
  for (const dimension of dimensions.filter((d) => !isCoordinate(d))) {
    out.push(dimension);
    const place = placeCoordinates(dimension);
    if (place && has(place.latitude) && has(place.longitude)) {
      for (const member of [place.latitude, place.longitude]) if (!out.includes(member)) out.push(member);
    }
  }
  return out;
}

/** The dimensions of a query a manager named: its places and groupings, not their coordinates. */
export const namedDimensions = (query: CubeQuery): string[] =>
  (query.dimensions ?? []).filter((d) => !isCoordinate(d));

/**
 * The place a query's answer can be drawn on a map by: its one named dimension when that is a place
 * whose coordinates the query carries and at least one row holds; otherwise none (a table then).
 */
export function mapPlace(query: CubeQuery, rows: readonly CubeRow[]): PlaceCoordinates | undefined {
  const named = namedDimensions(query);
  const place = named.length === 1 ? placeCoordinates(named[0] as string) : undefined;
  const dimensions = query.dimensions ?? [];
  if (!place || !dimensions.includes(place.latitude) || !dimensions.includes(place.longitude))
    return undefined;
  const number = (value: CubeRow[string] | undefined) =>
    value !== null && value !== undefined && value !== '' && Number.isFinite(Number(value));
  const located = (row: CubeRow) => number(row[place.latitude]) && number(row[place.longitude]);
  return rows.some(located) ? place : undefined;
}
