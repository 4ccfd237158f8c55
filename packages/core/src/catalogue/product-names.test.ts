import { describe, expect, it } from 'vitest';
import { PRODUCT_TYPES } from '../model/product-types.js';
import { PRODUCT_NAME_CHOICES, productTypeOfName } from './product-names.js';
import { TAB_CATALOGUE } from './tab-catalogue.js';

describe('productTypeOfName', () => {
  it('takes every product type as itself', () => {
    for (const type of PRODUCT_TYPES) expect(productTypeOfName(type)).toBe(type);
  });

  it("takes every tab's productName as the tab's product type", () => {
    for (const tab of TAB_CATALOGUE) {
      if (tab.productName) expect(productTypeOfName(tab.productName), tab.tabName).toBe(tab.productType);
    }
    expect(productTypeOfName('Faresaver')).toBe('air');
    expect(productTypeOfName('Hotelsaver')).toBe('hotel');
    expect(productTypeOfName('HPA Premium')).toBe('hpaPremium');
    expect(productTypeOfName('Hotel Supplier Insights')).toBe('hotelInsights');
  });

  it('knows nothing else, not even another spelling', () => {
    for (const name of ['rail', 'faresaver', 'HOTELSAVER', '', 'Wellness']) {
      expect(productTypeOfName(name), name).toBeUndefined();
    }
  });
});

describe('PRODUCT_NAME_CHOICES', () => {
  it('lists the types, then each product name once, all of them understood', () => {
    expect(PRODUCT_NAME_CHOICES.slice(0, PRODUCT_TYPES.length)).toEqual([...PRODUCT_TYPES]);
    expect(new Set(PRODUCT_NAME_CHOICES).size).toBe(PRODUCT_NAME_CHOICES.length);
    expect(PRODUCT_NAME_CHOICES).toContain('Faresaver');
    for (const name of PRODUCT_NAME_CHOICES) expect(productTypeOfName(name), name).toBeDefined();
  });
});
