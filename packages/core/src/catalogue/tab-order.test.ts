import { describe, expect, it } from 'vitest';
import { isPocOrDemoTab, sortTabs } from './tab-order.js';

describe('sortTabs', () => {
  it('puts tabs whose names contain POC or DEMO after the others, keeping each part in order', () => {
    const tabs = [
      'SavingsoverviewPOC',
      'Savingsoverview',
      'CarrierAvailabilityDEMO',
      'RebookingSuccessInsights',
      'AdvancedPurchasePOC',
    ].map((tabName) => ({ tabName }));
    expect(sortTabs(tabs).map((tab) => tab.tabName)).toEqual([
      'Savingsoverview',
      'RebookingSuccessInsights',
      'SavingsoverviewPOC',
      'CarrierAvailabilityDEMO',
      'AdvancedPurchasePOC',
    ]);
  });

  it('does not change the input list', () => {
    const tabs = [{ tabName: 'APOC' }, { tabName: 'B' }];
    sortTabs(tabs);
    expect(tabs.map((tab) => tab.tabName)).toEqual(['APOC', 'B']);
  });
});

describe('isPocOrDemoTab', () => {
  it('recognises the upper-case markers only', () => {
    expect(isPocOrDemoTab('HotelProgramPerformancePOC')).toBe(true);
    expect(isPocOrDemoTab('NegotiatedFaresAdoptionDEMO')).toBe(true);
    expect(isPocOrDemoTab('SavingsoverviewDemoWithProdUI')).toBe(false);
    expect(isPocOrDemoTab('Savingsoverview')).toBe(false);
  });
});
