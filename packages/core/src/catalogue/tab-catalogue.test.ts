import { describe, expect, it } from 'vitest';
import { ALERTS_TAB } from '../ops/alerts-tab.js';
import { findTab, TAB_CATALOGUE } from './tab-catalogue.js';

const SPEC_PAGE_NAMES = {
  Faresaver: [
    'Savingsoverview',
    'SavingsoverviewPOC',
    'SavingsoverviewDEMO',
    'SavingsoverviewDemoWithProdUI',
    'SavingsoverviewAutorebook',
    'SavingsPerformance',
    'SavingsPerformanceBCD',
    'SavingsGroupOptimization',
    'RebookingSuccessInsights',
    'DSSCFareSaverDashboard',
    'SavingsBreakdown',
  ],
  'Supplier Insights': [
    'CarrierAvailability',
    'CarrierAvailabilityPOC',
    'CarrierAvailabilityDEMO',
    'NegotiatedFaresAdoption',
    'NegotiatedFaresAdoptionPOC',
    'NegotiatedFaresAdoptionDEMO',
    'TravelSpendAIDemo',
  ],
  'Policy Insights': [
    'AdvancedPurchase',
    'AdvancedPurchasePOC',
    'AdvancedPurchaseDEMO',
    'CabinClassCompliance',
    'CabinClassCompliancePOC',
    'CabinClassComplianceDEMO',
  ],
  'Air Program Analytics': [
    'ProgramOverview',
    'ContractOptimizationBenchmarks',
    'ContractAudit',
    'Audit',
    'ContractCoverage',
    'Coverage',
    'PurchasingBehavior',
    'AdvancedPurchase2',
  ],
  Hotel: [
    'HotelsaverSavingsoverview',
    'HotelsaverSavingsoverviewPOC',
    'HotelsaverSpendOverview',
    'HotelsaverSavingsDetails',
    'HotelsaverSavingsOpportunities',
    'HotelsaverRebookingImpact',
    'HotelRateOptimizer',
    'HotelRateOptimizerPMOnly',
    'HotelsaverHotelRateOptimizerPMOnly',
    'HotelRateOptimizerCockpit',
    'SpendOverview',
    'SavingsOpportunities',
    'RebookingImpact',
    'SavingsDetails',
    'HotelInsights',
    'HpaPremiumSpendOverview',
    'HpaPremiumSavingsOpportunities',
    'HpaPremiumRebookingImpact',
    'HpaPremiumCockpit',
    'HpaPremiumSavingsDetails',
  ],
  'Hotel Supplier Insights': [
    'HotelProgramPerformancePOC',
    'NegotiatedRateCoveragePOC',
    'NegotiatedRateAvailability',
    'NegotiatedRateAvailabilityPOC',
    'NegotiatedRateUtilizationPOC',
    'DiscountLevelBenchmarkingPOC',
    'HotelsAnalyticsOverview',
    'HotelsAnalyticsAvailability',
    'HotelsAnalyticsNegotiatedRateCoverage',
    'HotelsAnalyticsNegotiatedRateBenchmarking',
  ],
  Sustainability: ['EmissionsOverview', 'EmissionsAlternatives', 'HotelEmissionsOverview'],
  Agentsee: [
    'AgentAIOverview',
    'AgentAIOpportunities',
    'AgentAIOverviewDemo',
    'AgentAIOpportunitiesDemo',
    'AgentseeAuditLog',
    'SBRCustomerManagement',
  ],
  Alerts: ['AlertsAndDigests'],
};

describe('TAB_CATALOGUE', () => {
  it('holds every internal page name of the spec, once, plus the inactive wellness page', () => {
    const specNames = [...Object.values(SPEC_PAGE_NAMES).flat(), 'wellness'];
    const names = TAB_CATALOGUE.map((tab) => tab.tabName);
    expect(new Set(names).size).toBe(names.length);
    expect([...names].sort()).toEqual([...specNames].sort());
  });

  it('puts each page in its product group', () => {
    for (const group of [
      'Faresaver',
      'Supplier Insights',
      'Policy Insights',
      'Air Program Analytics',
      'Hotel Supplier Insights',
      'Sustainability',
      'Agentsee',
      'Alerts',
    ] as const) {
      for (const name of SPEC_PAGE_NAMES[group]) expect(findTab(name)?.group, name).toBe(group);
    }
    for (const name of SPEC_PAGE_NAMES.Hotel) {
      expect(['Hotelsaver', 'HPA Core', 'HPA Premium']).toContain(findTab(name)?.group);
    }
    expect(findTab('HpaPremiumCockpit')?.group).toBe('HPA Premium');
    expect(findTab('HotelsaverSpendOverview')?.group).toBe('Hotelsaver');
    expect(findTab('SpendOverview')?.group).toBe('HPA Core');
  });

  it('uses the titles the spec names', () => {
    expect(findTab('RebookingSuccessInsights')?.tabTitle).toBe('Rebooking performance');
    expect(findTab('DSSCFareSaverDashboard')?.tabTitle).toBe('Rebooking analysis');
    expect(findTab('SavingsBreakdown')?.tabTitle).toBe('Spend Breakdown');
    expect(findTab('Savingsoverview')?.tabTitle).toBe('Savings overview');
  });

  it('labels only the savings group optimisation as beta', () => {
    expect(TAB_CATALOGUE.filter((tab) => tab.beta).map((tab) => tab.tabName)).toEqual([
      'SavingsGroupOptimization',
    ]);
  });

  it('keeps wellness inactive and every other tab visible', () => {
    expect(TAB_CATALOGUE.filter((tab) => !tab.isVisible).map((tab) => tab.tabName)).toEqual(['wellness']);
  });

  it('derives the product type from the group (hotel, hotelInsights, hpaPremium, otherwise air)', () => {
    expect(findTab('Savingsoverview')?.productType).toBe('air');
    expect(findTab('ProgramOverview')?.productType).toBe('air');
    expect(findTab('AgentseeAuditLog')?.productType).toBe('air');
    expect(findTab('HotelsaverSavingsoverview')?.productType).toBe('hotel');
    expect(findTab('SpendOverview')?.productType).toBe('hotel');
    expect(findTab('HpaPremiumSpendOverview')?.productType).toBe('hpaPremium');
    expect(findTab('NegotiatedRateAvailability')?.productType).toBe('hotelInsights');
  });

  it('names the savings overview element with the mode of each variant', () => {
    const modes = [
      'Savingsoverview',
      'SavingsoverviewPOC',
      'SavingsoverviewDEMO',
      'SavingsoverviewDemoWithProdUI',
      'SavingsoverviewAutorebook',
    ].map((name) => findTab(name)?.content);
    expect(modes).toEqual(
      ['normal', 'poc', 'demo', 'demo-prod-ui', 'autorebook'].map((mode) => ({
        kind: 'element',
        tag: 'tripsight-savings-overview',
        mode,
      })),
    );
    expect(findTab('RebookingSuccessInsights')?.content).toEqual({
      kind: 'element',
      tag: 'tripsight-rebooking-performance',
      mode: null,
    });
    expect(findTab('CarrierAvailabilityPOC')?.content).toEqual({
      kind: 'element',
      tag: 'tripsight-carrier-availability',
      mode: 'poc',
    });
    expect(findTab('AgentseeAuditLog')?.content).toMatchObject({ tag: 'tripsight-audit-log' });
    expect(findTab('SBRCustomerManagement')?.content).toMatchObject({ tag: 'tripsight-customer-management' });
    expect(findTab('AlertsAndDigests')?.content).toEqual({
      kind: 'element',
      tag: 'tripsight-alerts',
      mode: null,
    });
  });

  it('names the alerts tab as the alert and digest endpoints require it', () => {
    expect(findTab(ALERTS_TAB)).toMatchObject({
      tabTitle: 'Alerts and digests',
      productName: 'Alerts',
      hideFilters: false,
      disableDatePicker: true,
      hideExportButton: true,
    });
  });

  it('renders the embedded report pages through <tripsight-report>', () => {
    for (const name of [
      'ProgramOverview',
      'AgentAIOverview',
      'AgentAIOpportunitiesDemo',
      'SavingsPerformanceBCD',
      'AdvancedPurchase2',
      'HotelRateOptimizerCockpit',
      'HotelsAnalyticsOverview',
    ]) {
      expect(findTab(name)?.content, name).toEqual({
        kind: 'report',
        tag: 'tripsight-report',
        reportName: name,
      });
    }
  });

  it('gives every element tab a tripsight- tag in kebab case', () => {
    for (const tab of TAB_CATALOGUE) expect(tab.content.tag).toMatch(/^tripsight-[a-z]+(-[a-z]+)*$/);
  });

  it('links hotel child pages only to tabs of the catalogue', () => {
    const linked = TAB_CATALOGUE.flatMap((tab) => tab.links.map((link) => ({ from: tab, link })));
    expect(linked.length).toBeGreaterThan(0);
    for (const { from, link } of linked) {
      expect(['hotel', 'hpaPremium', 'hotelInsights']).toContain(from.productType);
      expect(findTab(link.targetTabName), link.targetTabName).toBeDefined();
    }
  });
});

describe('per-tab display options', () => {
  it('shows the net/gross toggle on the savings overview and not on rebooking performance', () => {
    expect(findTab('Savingsoverview')?.showNetGrossToggle).toBe(true);
    expect(findTab('RebookingSuccessInsights')?.showNetGrossToggle).toBe(false);
  });

  it('hides the global controls on the operations pages and the static savings groups', () => {
    for (const name of ['AgentseeAuditLog', 'SBRCustomerManagement', 'SavingsGroupOptimization']) {
      expect(findTab(name), name).toMatchObject({
        hideFilters: true,
        hideCurrencySelector: true,
        hideExportButton: true,
        disableDatePicker: true,
      });
    }
  });

  it('allows no future dates unless a tab says so', () => {
    expect(TAB_CATALOGUE.filter((tab) => tab.showFutureDates)).toEqual([]);
  });
});

describe('findTab', () => {
  it('returns undefined for a name the catalogue does not hold', () => {
    expect(findTab('NoSuchPage')).toBeUndefined();
  });

  it("gives Sustainability an air overview and alternatives, and a hotel tab of the overview's hotel part", () => {
    expect(findTab('EmissionsOverview')).toMatchObject({ productType: 'air', productName: 'Sustainability' });
    expect(findTab('EmissionsAlternatives')?.content).toEqual({
      kind: 'element',
      tag: 'tripsight-emissions-alternatives',
      mode: null,
    });
    expect(findTab('HotelEmissionsOverview')).toMatchObject({
      productType: 'hotel',
      group: 'Sustainability',
      content: { kind: 'element', tag: 'tripsight-emissions-overview', mode: 'hotel-only' },
    });
  });
});
