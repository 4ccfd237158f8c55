import { describe, expect, it } from 'vitest';
import type { CubeQuery, CubeRow } from '../cube/cube-query.js';
import { chartChoice, type ChartKind } from './chart-choice.js';

const T = { dimension: 'C.date', granularity: 'month' as const };
const month = (m: number, extra: CubeRow = {}): CubeRow => ({ 'C.date.month': `2026-0${m}-01`, ...extra });

describe('chartChoice', () => {
  const table: [string, CubeQuery, CubeRow[], ChartKind[]][] = [
    ['one total: a banner', { measures: ['C.spend'] }, [{ 'C.spend': 5 }], ['banner']],
    [
      'one row with an empty category: a banner',
      { measures: ['C.spend'], dimensions: ['C.carrier'] },
      [{ 'C.carrier': null, 'C.spend': 5 }],
      ['banner'],
    ],
    [
      'an origin airport with its coordinates: a map and a table',
      { measures: ['C.spend'], dimensions: ['C.originAirport', 'C.originLatitude', 'C.originLongitude'] },
      [
        { 'C.originAirport': 'LHR', 'C.originLatitude': 51.47, 'C.originLongitude': -0.45, 'C.spend': 5 },
        { 'C.originAirport': 'JFK', 'C.originLatitude': 40.64, 'C.originLongitude': -73.78, 'C.spend': 3 },
      ],
      ['map', 'table'],
    ],
    [
      'a destination city with its coordinates: a map, also for a single place',
      {
        measures: ['C.spend'],
        dimensions: ['C.destinationCity', 'C.destinationLatitude', 'C.destinationLongitude'],
      },
      [
        {
          'C.destinationCity': 'Paris',
          'C.destinationLatitude': '49.01',
          'C.destinationLongitude': '2.55',
          'C.spend': 5,
        },
      ],
      ['map', 'table'],
    ],
    [
      'an origin airport without coordinates: the table only (it cannot be mapped)',
      { measures: ['C.spend'], dimensions: ['C.originAirport'] },
      [
        { 'C.originAirport': 'LHR', 'C.spend': 5 },
        { 'C.originAirport': 'JFK', 'C.spend': 3 },
      ],
      ['table'],
    ],
    [
      'an origin airport whose rows have no coordinates: the table only',
      { measures: ['C.spend'], dimensions: ['C.originAirport', 'C.originLatitude', 'C.originLongitude'] },
      [{ 'C.originAirport': 'XXX', 'C.originLatitude': null, 'C.originLongitude': null, 'C.spend': 5 }],
      ['table'],
    ],
    [
      'an origin airport and a carrier: two dimensions, a table only',
      {
        measures: ['C.spend'],
        dimensions: ['C.originAirport', 'C.carrier', 'C.originLatitude', 'C.originLongitude'],
      },
      [
        {
          'C.originAirport': 'LHR',
          'C.carrier': 'BA',
          'C.originLatitude': 51.47,
          'C.originLongitude': -0.45,
          'C.spend': 5,
        },
      ],
      ['table'],
    ],
    [
      'an origin airport per month: a series, not a map',
      {
        measures: ['C.spend'],
        dimensions: ['C.originAirport', 'C.originLatitude', 'C.originLongitude'],
        timeDimensions: [T],
      },
      [month(1, { 'C.originAirport': 'LHR' }), month(2, { 'C.originAirport': 'LHR' })],
      ['line', 'bar', 'table'],
    ],
    [
      'two dimensions: a table only',
      { measures: ['C.spend'], dimensions: ['C.carrier', 'C.cabin'], timeDimensions: [T] },
      [{ 'C.carrier': 'BA', 'C.cabin': 'Economy', 'C.spend': 5 }],
      ['table'],
    ],
    [
      'a granularity and 3 series: line and table',
      { measures: ['C.spend'], dimensions: ['C.carrier'], timeDimensions: [T] },
      [month(1, { 'C.carrier': 'BA' }), month(1, { 'C.carrier': 'LH' }), month(2, { 'C.carrier': 'AF' })],
      ['line', 'table'],
    ],
    [
      'a granularity and 2 series: the default, line, bar and table',
      { measures: ['C.spend'], dimensions: ['C.carrier'], timeDimensions: [T] },
      [month(1, { 'C.carrier': 'BA' }), month(2, { 'C.carrier': 'LH' })],
      ['line', 'bar', 'table'],
    ],
    [
      'a granularity and one measure: the default',
      { measures: ['C.spend'], timeDimensions: [T] },
      [month(1), month(2), month(3)],
      ['line', 'bar', 'table'],
    ],
    [
      'a single month of a series is still a series, not a banner',
      { measures: ['C.spend'], timeDimensions: [T] },
      [month(1)],
      ['line', 'bar', 'table'],
    ],
    [
      'no granularity: a pie and a table',
      { measures: ['C.spend'], dimensions: ['C.carrier'] },
      [
        { 'C.carrier': 'BA', 'C.spend': 1 },
        { 'C.carrier': 'LH', 'C.spend': 2 },
      ],
      ['pie', 'table'],
    ],
  ];
  for (const [name, query, rows, kinds] of table) {
    it(name, () => expect(chartChoice(query, rows)).toEqual(kinds));
  }
});
