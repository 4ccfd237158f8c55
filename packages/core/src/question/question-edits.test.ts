import { describe, expect, it } from 'vitest';
import { dropDimension, dropFilter, setGranularity, setPeriod, swapMeasure } from './question-edits.js';

const T = 'C.date';
const query = {
  measures: ['C.spendUsd'],
  dimensions: ['C.carrier'],
  filters: [{ member: 'C.cabin', operator: 'equals' as const, values: ['Business'] }],
  timeDimensions: [{ dimension: T, dateRange: 'last month' }],
  order: { 'C.spendUsd': 'desc' as const },
  limit: 5,
};

describe('question edits', () => {
  it('swaps a measure and its order', () => {
    expect(swapMeasure(query, 'C.spendUsd', 'C.countPnrs')).toMatchObject({
      measures: ['C.countPnrs'],
      order: { 'C.countPnrs': 'desc' },
    });
  });
  it('drops a filter and a dimension', () => {
    expect(dropFilter(query, 0).filters).toBeUndefined();
    expect(dropDimension(query, 'C.carrier').dimensions).toBeUndefined();
  });
  it('changes the period and the granularity, and drops the time dimension when neither is left', () => {
    expect(setPeriod(query, T, 'this year').timeDimensions).toEqual([
      { dimension: T, dateRange: 'this year' },
    ]);
    expect(setGranularity(query, T, 'week').timeDimensions).toEqual([
      { dimension: T, dateRange: 'last month', granularity: 'week' },
    ]);
    expect(setPeriod(query, T, null).timeDimensions).toBeUndefined();
    expect(setGranularity({ measures: ['C.spendUsd'] }, T, 'month').timeDimensions).toEqual([
      { dimension: T, granularity: 'month' },
    ]);
  });
});
