import { describe, expect, it } from 'vitest';
import { defineTab, element } from './define-tab.js';
import { unknownEntitlements, visibleTabs } from './entitlements.js';

const names = (tabs: { tabName: string }[]) => tabs.map((tab) => tab.tabName);

describe('visibleTabs', () => {
  it('shows the entitled tabs plus Spend Breakdown, in catalogue order', () => {
    expect(names(visibleTabs(['RebookingSuccessInsights', 'Savingsoverview']))).toEqual([
      'Savingsoverview',
      'RebookingSuccessInsights',
      'SavingsBreakdown',
    ]);
  });

  it('gives a user with no entitlements only Spend Breakdown', () => {
    expect(names(visibleTabs([]))).toEqual(['SavingsBreakdown']);
  });

  it('does not list Spend Breakdown twice when it is entitled too', () => {
    expect(names(visibleTabs(['SavingsBreakdown']))).toEqual(['SavingsBreakdown']);
  });

  it('sorts POC and DEMO tabs after the others, across groups', () => {
    expect(
      names(
        visibleTabs(['SavingsoverviewPOC', 'Savingsoverview', 'CarrierAvailabilityDEMO', 'AgentseeAuditLog']),
      ),
    ).toEqual([
      'Savingsoverview',
      'SavingsBreakdown',
      'AgentseeAuditLog',
      'SavingsoverviewPOC',
      'CarrierAvailabilityDEMO',
    ]);
  });

  it('never shows an inactive tab or a name the catalogue does not know', () => {
    expect(names(visibleTabs(['wellness', 'NoSuchPage', 'Savingsoverview']))).toEqual([
      'Savingsoverview',
      'SavingsBreakdown',
    ]);
  });

  it('works on another catalogue', () => {
    const catalogue = [
      defineTab('A', 'A', 'Faresaver', element('tripsight-a')),
      defineTab('SavingsBreakdown', 'Spend Breakdown', 'Faresaver', element('tripsight-b')),
    ];
    expect(names(visibleTabs([], catalogue))).toEqual(['SavingsBreakdown']);
  });
});

describe('unknownEntitlements', () => {
  it('reports entitled names that match no tab', () => {
    expect(unknownEntitlements(['Savingsoverview', 'Savingoverview'])).toEqual(['Savingoverview']);
  });
});
