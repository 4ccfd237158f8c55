import { describe, expect, it } from 'vitest';
import {
  ACTIVATE_SAVINGS_GROUPS,
  activateSavingsGroups,
  addSavingsGroup,
  canAddSavingsGroup,
  EMPTY_SAVINGS_GROUP_CART,
  removeSavingsGroup,
  SAVINGS_GROUP_CART_NOTE,
  savingsGroupCartTotals,
  setSavingsGroupCartOpen,
} from './savings-group-cart.js';
import { SAVINGS_GROUP_SAMPLE, savingsGroupTone, type SavingsGroup } from './savings-groups.js';

const group = (
  id: string,
  status: string,
  pnrs = 10,
  savings = 100,
  percentageOfSpend = 1.25,
): SavingsGroup => ({
  id,
  groupName: id,
  description: '',
  percentageOfSpend,
  pnrs,
  savings,
  status,
});

describe('savings-group cart', () => {
  it('opens the cart when a group is added', () => {
    const cart = addSavingsGroup(EMPTY_SAVINGS_GROUP_CART, group('a', 'Recommended'));
    expect(cart.open).toBe(true);
    expect(cart.entries.map((e) => e.id)).toEqual(['a']);
  });

  it('gives Active groups no add button and does not add them', () => {
    const active = group('a', 'Active');
    expect(canAddSavingsGroup(active)).toBe(false);
    expect(canAddSavingsGroup(group('b', 'Potential disruption'))).toBe(true);
    expect(canAddSavingsGroup(group('c', 'Under review'))).toBe(true);
    expect(addSavingsGroup(EMPTY_SAVINGS_GROUP_CART, active)).toBe(EMPTY_SAVINGS_GROUP_CART);
  });

  it('adds a group once and only reopens the cart for a second add', () => {
    const once = addSavingsGroup(EMPTY_SAVINGS_GROUP_CART, group('a', 'Recommended'));
    const twice = addSavingsGroup(setSavingsGroupCartOpen(once, false), group('a', 'Recommended'));
    expect(twice).toEqual({ open: true, entries: once.entries });
  });

  it('removes exactly one entry and keeps the cart open', () => {
    let cart = addSavingsGroup(EMPTY_SAVINGS_GROUP_CART, group('a', 'Recommended'));
    cart = addSavingsGroup(cart, group('b', 'Recommended'));
    cart = addSavingsGroup(cart, group('c', 'Potential disruption'));
    const removed = removeSavingsGroup(cart, 'b');
    expect(removed.entries.map((e) => e.id)).toEqual(['a', 'c']);
    expect(removed.open).toBe(true);
    expect(removeSavingsGroup(removed, 'missing')).toBe(removed);
  });

  it("closes and clears the cart on 'Activate savings groups'", () => {
    const cart = addSavingsGroup(EMPTY_SAVINGS_GROUP_CART, group('a', 'Recommended'));
    expect(activateSavingsGroups(cart)).toEqual({ open: false, entries: [] });
    expect(ACTIVATE_SAVINGS_GROUPS).toBe('Activate savings groups');
  });

  it('notes that the change takes effect within 1 business day', () => {
    expect(SAVINGS_GROUP_CART_NOTE).toContain('within 1 business day');
  });

  it('totals the PNRs, savings and share of spend of the cart', () => {
    let cart = addSavingsGroup(EMPTY_SAVINGS_GROUP_CART, group('a', 'Recommended', 10, 150, 1.25));
    cart = addSavingsGroup(cart, group('b', 'Recommended', 5, 50, 2.5));
    expect(savingsGroupCartTotals(cart)).toEqual({ pnrs: 15, savings: 200, percentageOfSpend: 3.8 });
  });
});

describe('savings-group badges and sample', () => {
  it('gives each named status its own badge colour and every other status the neutral one', () => {
    expect(savingsGroupTone('Active')).toBe('active');
    expect(savingsGroupTone('Recommended')).toBe('recommended');
    expect(savingsGroupTone('Potential disruption')).toBe('disruption');
    expect(savingsGroupTone('Under review')).toBe('other');
  });

  it('holds categories of groups with every status and unique ids', () => {
    const groups = SAVINGS_GROUP_SAMPLE.flatMap((category) => category.groups);
    expect(new Set(groups.map((g) => g.id)).size).toBe(groups.length);
    expect(new Set(groups.map((g) => savingsGroupTone(g.status)))).toEqual(
      new Set(['active', 'recommended', 'disruption', 'other']),
    );
    for (const g of groups) {
      expect(g.percentageOfSpend).toBeGreaterThan(0);
      expect(g.percentageOfSpend).toBeLessThan(100);
    }
    expect(groups.map((g) => g.groupName)).toEqual(
      expect.arrayContaining([
        'Economy short-haul within 24 h',
        'Same-carrier fare drops',
        'Cross-carrier on trunk routes',
      ]),
    );
  });
});
