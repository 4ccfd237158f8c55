import { describe, expect, it } from 'vitest';
import {
  categoryRank,
  CATEGORY_SORT_ORDER,
  haulCategory,
  sortByCategory,
  UNKNOWN_CATEGORY_RANK,
} from './category-order.js';

describe('cabin sort order', () => {
  it('is Business, Economy, First, Premium Economy, Long haul, Medium haul, Short haul', () => {
    expect(CATEGORY_SORT_ORDER).toEqual([
      'Business',
      'Economy',
      'First',
      'Premium Economy',
      'Long haul',
      'Medium haul',
      'Short haul',
    ]);
    expect(CATEGORY_SORT_ORDER.map(categoryRank)).toEqual([1, 2, 3, 4, 5, 6, 7]);
  });

  it('sorts unknown categories as 10, after the known ones, keeping their order', () => {
    expect(UNKNOWN_CATEGORY_RANK).toBe(10);
    expect(categoryRank('France')).toBe(10);
    const rows = ['United States', 'Short haul', 'France', 'Business', 'Long haul'];
    expect(sortByCategory(rows, (r) => r)).toEqual([
      'Business',
      'Long haul',
      'Short haul',
      'United States',
      'France',
    ]);
  });

  it('names haul categories as the order does', () => {
    expect(haulCategory('Medium')).toBe('Medium haul');
  });
});
