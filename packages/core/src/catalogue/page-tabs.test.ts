import { describe, expect, it } from 'vitest';
import { pageTab } from './define-tab.js';
import * as PAGE_TABS from './page-tabs.js';
import { CARRIER_AVAILABILITY_TAB, NEGOTIATED_RATE_COVERAGE_TAB } from './page-tabs.js';
import { productGroup } from './product-groups.js';
import { TAB_CATALOGUE } from './tab-catalogue.js';

describe('page tabs', () => {
  it("names its group's product, which a page's header shows", () => {
    for (const tab of Object.values(PAGE_TABS)) expect(productGroup(tab.group).productName).toBe(tab.group);
  });

  it("titles a POC or demo tab with the mode's badge", () => {
    expect(pageTab('CarrierAvailability', CARRIER_AVAILABILITY_TAB, 'normal').tabTitle).toBe(
      'Carrier availability',
    );
    expect(pageTab('CarrierAvailabilityPOC', CARRIER_AVAILABILITY_TAB, 'poc').tabTitle).toBe(
      'Carrier availability (POC)',
    );
    expect(pageTab('CarrierAvailabilityDEMO', CARRIER_AVAILABILITY_TAB, 'demo')).toMatchObject({
      tabTitle: 'Carrier availability (Demo)',
      productName: 'Supplier Insights',
      content: { kind: 'element', tag: 'tripsight-carrier-availability', mode: 'demo' },
    });
  });

  it('is what the catalogue shows for every tab of the page', () => {
    const tabs = TAB_CATALOGUE.filter(
      (tab) => tab.content.kind === 'element' && tab.content.tag === NEGOTIATED_RATE_COVERAGE_TAB.tag,
    );
    expect(tabs.map((tab) => [tab.tabName, tab.tabTitle, tab.group])).toEqual([
      ['NegotiatedRateCoveragePOC', 'Negotiated rate coverage (POC)', 'Hotel Supplier Insights'],
    ]);
  });
});
