import { describe, expect, it } from 'vitest';
import { visibleTabs } from './entitlements.js';
import { activeTab, resolveRoute, tabForPath, tabRoute } from './routes.js';
import { findTab } from './tab-catalogue.js';

const tab = (name: string) => {
  const found = findTab(name);
  if (!found) throw new Error(`missing tab ${name}`);
  return found;
};

describe('tabRoute', () => {
  it('is /{ProductNameWithoutSpaces}/{internalPageName}', () => {
    expect(tabRoute(tab('Savingsoverview'))).toBe('/Faresaver/Savingsoverview');
    expect(tabRoute(tab('RebookingSuccessInsights'))).toBe('/Faresaver/RebookingSuccessInsights');
    expect(tabRoute(tab('CarrierAvailability'))).toBe('/SupplierInsights/CarrierAvailability');
    expect(tabRoute(tab('ProgramOverview'))).toBe('/AirProgramAnalytics/ProgramOverview');
    expect(tabRoute(tab('NegotiatedRateAvailability'))).toBe(
      '/HotelSupplierInsights/NegotiatedRateAvailability',
    );
    expect(tabRoute(tab('HpaPremiumCockpit'))).toBe('/HPAPremium/HpaPremiumCockpit');
  });

  it('is /{internalPageName} when the tab has no product name', () => {
    expect(tabRoute(tab('wellness'))).toBe('/wellness');
    expect(tabRoute({ tabName: 'Anything', productName: null })).toBe('/Anything');
  });
});

const tabs = visibleTabs(['Savingsoverview', 'RebookingSuccessInsights']);

describe('activeTab', () => {
  it('is the tab whose route matches the location', () => {
    expect(activeTab(tabs, '/Faresaver/RebookingSuccessInsights')?.tabName).toBe('RebookingSuccessInsights');
  });

  it('ignores a trailing slash, query and hash', () => {
    expect(activeTab(tabs, '/Faresaver/RebookingSuccessInsights/?x=1#top')?.tabName).toBe(
      'RebookingSuccessInsights',
    );
  });

  it('is the first visible tab otherwise', () => {
    expect(activeTab(tabs, '/')?.tabName).toBe('Savingsoverview');
    expect(activeTab(tabs, '/Faresaver/Nope')?.tabName).toBe('Savingsoverview');
  });

  it('is undefined when there are no tabs', () => {
    expect(activeTab([], '/')).toBeUndefined();
  });
});

describe('resolveRoute', () => {
  it('stays on a known route', () => {
    expect(resolveRoute(tabs, '/Faresaver/Savingsoverview')).toEqual({
      kind: 'tab',
      tab: tab('Savingsoverview'),
    });
  });

  it('redirects any unknown path to the first visible tab', () => {
    expect(resolveRoute(tabs, '/no/such/page')).toEqual({
      kind: 'redirect',
      tab: tab('Savingsoverview'),
      to: '/Faresaver/Savingsoverview',
    });
  });

  it('redirects the route of a tab the user is not entitled to', () => {
    expect(tabForPath(tabs, '/SupplierInsights/CarrierAvailability')).toBeUndefined();
    expect(resolveRoute(tabs, '/SupplierInsights/CarrierAvailability')).toMatchObject({
      kind: 'redirect',
      to: '/Faresaver/Savingsoverview',
    });
  });

  it('reports when the user has no tab at all', () => {
    expect(resolveRoute([], '/')).toEqual({ kind: 'no-tabs' });
  });
});
