import { describe, expect, it } from 'vitest';
import {
  isCoordinate,
  mapPlace,
  namedDimensions,
  placeCoordinates,
  withCoordinates,
} from './question-places.js';

const VIEW = new Set([
  'V.originAirport',
  'V.originLatitude',
  'V.originLongitude',
  'V.originCity',
  'V.carrier',
]);
const has = (member: string) => VIEW.has(member);

describe('places on a map', () => {
  it('adds the coordinates after a place the view can place', () => {
    expect(withCoordinates(['V.originAirport'], has)).toEqual([
      'V.originAirport',
      'V.originLatitude',
      'V.originLongitude',
    ]);
    // Two places sharing coordinates carry them once; a grouping that is no place carries none.
    expect(withCoordinates(['V.carrier', 'V.originCity', 'V.originAirport'], has)).toEqual([
      'V.carrier',
      'V.originCity',
      'V.originLatitude',
      'V.originLongitude',
      'V.originAirport',
    ]);
  });

  it('adds nothing where the view has no coordinates (a destination city here)', () => {
    expect(withCoordinates(['V.destinationCity'], has)).toEqual(['V.destinationCity']);
  });

  it('tells coordinates from the dimensions a manager names', () => {
    expect(isCoordinate('V.originLatitude')).toBe(true);
    expect(isCoordinate('V.originAirport')).toBe(false);
    expect(
      namedDimensions({ dimensions: ['V.originAirport', 'V.originLatitude', 'V.originLongitude'] }),
    ).toEqual(['V.originAirport']);
    expect(placeCoordinates('V.carrier')).toBeUndefined();
  });

  it('maps an answer only when its rows carry the coordinates', () => {
    const query = {
      measures: ['V.spend'],
      dimensions: ['V.originAirport', 'V.originLatitude', 'V.originLongitude'],
    };
    const place = mapPlace(query, [
      { 'V.originAirport': 'LHR', 'V.originLatitude': 51.47, 'V.originLongitude': -0.45 },
    ]);
    expect(place).toEqual({
      dimension: 'V.originAirport',
      latitude: 'V.originLatitude',
      longitude: 'V.originLongitude',
    });
    expect(
      mapPlace(query, [{ 'V.originAirport': 'LHR', 'V.originLatitude': null, 'V.originLongitude': null }]),
    ).toBe(undefined);
    expect(
      mapPlace({ measures: ['V.spend'], dimensions: ['V.originAirport'] }, [{ 'V.originAirport': 'LHR' }]),
    ).toBe(undefined);
  });
});
