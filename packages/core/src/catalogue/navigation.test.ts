import { describe, expect, it } from 'vitest';
import { visibleTabs } from './entitlements.js';
import { groupOfTab, navigationGroups } from './navigation.js';
import { PRODUCT_GROUPS, productGroup, productIcon } from './product-groups.js';

describe('navigationGroups', () => {
  const groups = navigationGroups(
    visibleTabs([
      'Savingsoverview',
      'AgentseeAuditLog',
      'RebookingSuccessInsights',
      'NegotiatedRateCoveragePOC',
    ]),
  );

  it('groups the visible tabs by product group in the order their first tab appears', () => {
    expect(groups.map((group) => [group.group, group.tabs.map((tab) => tab.tabName)])).toEqual([
      ['Faresaver', ['Savingsoverview', 'RebookingSuccessInsights', 'SavingsBreakdown']],
      ['Agentsee', ['AgentseeAuditLog']],
      ['Hotel Supplier Insights', ['NegotiatedRateCoveragePOC']],
    ]);
  });

  it('gives each group its product icon, and the POC icon to a group of only POC pages', () => {
    expect(groups.map((group) => group.icon)).toEqual(['faresaver', 'agentai', 'poc']);
  });

  it('finds the group of a tab so the shell can open it', () => {
    expect(groupOfTab(groups, 'AgentseeAuditLog')).toBe('Agentsee');
    expect(groupOfTab(groups, 'Nope')).toBeUndefined();
  });
});

describe('product groups', () => {
  it('has an icon for each product the spec names and a default for others', () => {
    expect(PRODUCT_GROUPS.map((group) => group.icon)).toEqual([
      'faresaver',
      'supplier-insights',
      'policy-insights',
      'air-program-analytics',
      'hotelsaver',
      'hpa-core',
      'hpa-premium',
      'hotel-supplier-insights',
      'default',
      'agentai',
      'default',
      'default',
    ]);
    expect(productIcon('Faresaver')).toBe('faresaver');
  });

  it('throws for an unknown group', () => {
    expect(() => productGroup('Nope' as never)).toThrow('unknown product group: Nope');
  });
});
