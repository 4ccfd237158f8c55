import { describe, expect, it } from 'vitest';
import { emptyFilters } from '../bus/defaults.js';
import { filterChangeEvents } from './filter-analytics.js';

describe('filterChangeEvents', () => {
  it('announces one filter_change per changed group, in the filter bar order', () => {
    const previous = { ...emptyFilters(), gds: ['Sabre'], region: ['EMEA'] };
    const next = { ...emptyFilters(), gds: ['Sabre'], region: [], pccName: ['PCC1', 'PCC2'] };
    expect(filterChangeEvents(previous, next)).toEqual([
      {
        event: 'filter_change',
        module: null,
        feature: 'filters',
        action_type: 'clear',
        filter_type: 'region',
        filter_value: '',
        results_count: 0,
      },
      {
        event: 'filter_change',
        module: null,
        feature: 'filters',
        action_type: 'select',
        filter_type: 'pccName',
        filter_value: 'PCC1,PCC2',
        results_count: 2,
      },
    ]);
  });

  it('counts a reordered selection as a change and an equal one as none', () => {
    const previous = { ...emptyFilters(), gds: ['Sabre', 'Amadeus'] };
    expect(filterChangeEvents(previous, { ...previous, gds: ['Amadeus', 'Sabre'] })).toHaveLength(1);
    expect(filterChangeEvents(previous, { ...previous, gds: ['Sabre', 'Amadeus'] })).toEqual([]);
  });
});
