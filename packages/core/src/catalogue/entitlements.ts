import { ALWAYS_ENTITLED_TAB, TAB_CATALOGUE } from './tab-catalogue.js';
import { sortTabs } from './tab-order.js';
import type { TabDefinition } from './types.js';

/**
 * The tabs a user sees: the catalogue's visible tabs named in the entitled list, plus Spend Breakdown for
 * everyone (docs/rules/shell.md#tab-catalogue), in catalogue order with POC and DEMO tabs after the others. Names the catalogue does
 * not know, and inactive tabs (wellness), never appear.
 *
 * @example
 * visibleTabs(['RebookingSuccessInsights', 'Savingsoverview']).map((t) => t.tabName);
 * // ['Savingsoverview', 'RebookingSuccessInsights', 'SavingsBreakdown']
 */
export function visibleTabs(
  entitledTabs: readonly string[],
  catalogue: readonly TabDefinition[] = TAB_CATALOGUE,
): TabDefinition[] {
  const entitled = new Set([...entitledTabs, ALWAYS_ENTITLED_TAB]);
  return sortTabs(catalogue.filter((tab) => tab.isVisible && entitled.has(tab.tabName)));
}

/** Entitled names that match no catalogue tab (worth a warning: a claim with a typo shows nothing). */
export function unknownEntitlements(
  entitledTabs: readonly string[],
  catalogue: readonly TabDefinition[] = TAB_CATALOGUE,
): string[] {
  const known = new Set(catalogue.map((tab) => tab.tabName));
  return entitledTabs.filter((name) => !known.has(name));
}
