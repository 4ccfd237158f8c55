import { describe, expect, it } from 'vitest';
import { FILTER_GROUPS } from '../model/filter-groups.js';
import { FILTER_DEFINITIONS } from './filters.js';

describe('filter groups', () => {
  it('the filter bar defines every group of the view contracts, in their order', () => {
    expect(FILTER_DEFINITIONS.map((definition) => definition.group)).toEqual(FILTER_GROUPS);
  });
});
