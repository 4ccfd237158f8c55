import type { SavingsGroup } from './savings-groups.js';

/** The request cart of the savings-groups tab: whether it is open and the groups in it. */
export interface SavingsGroupCart {
  open: boolean;
  entries: readonly SavingsGroup[];
}

/** The cart's button (docs/rules/air.md#savings-groups: 'Activate savings groups'). */
export const ACTIVATE_SAVINGS_GROUPS = 'Activate savings groups';
/** The cart's note (docs/rules/air.md#savings-groups: "the change takes effect within 1 business day"). */
export const SAVINGS_GROUP_CART_NOTE = 'The change takes effect within 1 business day.';

/** An empty, closed cart. */
export const EMPTY_SAVINGS_GROUP_CART: SavingsGroupCart = { open: false, entries: [] };

/** Whether a group offers an add button: groups with status Active have none. */
export function canAddSavingsGroup(group: SavingsGroup): boolean {
  return group.status !== 'Active';
}

/**
 * Adds a group and opens the cart. An Active group is not added (it has no add button); a group
 * already in the cart is not added twice, the cart only opens.
 *
 * @example addSavingsGroup(EMPTY_SAVINGS_GROUP_CART, group) // { open: true, entries: [group] }
 */
export function addSavingsGroup(cart: SavingsGroupCart, group: SavingsGroup): SavingsGroupCart {
  if (!canAddSavingsGroup(group)) return cart;
  if (cart.entries.some((entry) => entry.id === group.id)) return { ...cart, open: true };
  return { open: true, entries: [...cart.entries, group] };
}

/** Removes the one entry with `groupId`; the cart stays as open as it was. */
export function removeSavingsGroup(cart: SavingsGroupCart, groupId: string): SavingsGroupCart {
  const index = cart.entries.findIndex((entry) => entry.id === groupId);
  if (index < 0) return cart;
  return { ...cart, entries: [...cart.entries.slice(0, index), ...cart.entries.slice(index + 1)] };
}

/** Opens or closes the cart, keeping its entries. */
export function setSavingsGroupCartOpen(cart: SavingsGroupCart, open: boolean): SavingsGroupCart {
  return cart.open === open ? cart : { ...cart, open };
}

/**
 * 'Activate savings groups': closes the cart and clears it. No call is made (the spec shows none);
 * the change takes effect within 1 business day.
 */
export function activateSavingsGroups(_cart: SavingsGroupCart): SavingsGroupCart {
  return EMPTY_SAVINGS_GROUP_CART;
}

/** The cart's totals: PNRs and savings a year of its groups, and the share of spend they cover. */
export function savingsGroupCartTotals(cart: SavingsGroupCart): {
  pnrs: number;
  savings: number;
  percentageOfSpend: number;
} {
  let pnrs = 0;
  let savings = 0;
  let percentageOfSpend = 0;
  for (const entry of cart.entries) {
    pnrs += entry.pnrs;
    savings += entry.savings;
    percentageOfSpend += entry.percentageOfSpend;
  }
  return { pnrs, savings, percentageOfSpend: Math.round(percentageOfSpend * 10) / 10 };
}
