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
      'an origin airport: a map, before every other rule',
      { measures: ['C.spend'], dimensions: ['C.originAirport', 'C.carrier'] },
      [{ 'C.originAirport': 'LHR', 'C.carrier': 'BA', 'C.spend': 5 }],
      ['map', 'table'],
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
