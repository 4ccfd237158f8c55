import { describe, expect, it } from 'vitest';
import { initialBusState } from '../bus/defaults.js';
import {
  defaultClientSelection,
  emptyEntries,
  entriesDiffer,
  entriesFromRows,
  FILTER_DEFINITIONS,
  FILTER_PLACEHOLDER_ALL,
  FILTER_PLACEHOLDER_LOADING,
  FILTER_SEARCH_PLACEHOLDER,
  FILTERS_DISABLED_CUSTOMER_ID,
  isFilterDisabled,
  resetFilters,
  toggleAll,
  withDefaultClients,
  withDemoEntries,
} from './filters.js';

describe('filter rules', () => {
  it('All clears to none when every entry is selected', () => {
    expect(toggleAll(['A', 'B', 'C'], ['A', 'B', 'C'])).toEqual([]);
  });

  it('All selects every entry otherwise', () => {
    expect(toggleAll(['A'], ['A', 'B', 'C'])).toEqual(['A', 'B', 'C']);
    expect(toggleAll([], ['A', 'B'])).toEqual(['A', 'B']);
  });

  it('offers six groups with the spec labels and placeholders', () => {
    expect(FILTER_DEFINITIONS.map((d) => d.label)).toEqual([
      'GDS',
      'Region',
      'Continent',
      'Point of Sale',
      'Client',
      'PCC',
    ]);
    expect([FILTER_PLACEHOLDER_LOADING, FILTER_PLACEHOLDER_ALL, FILTER_SEARCH_PLACEHOLDER]).toEqual([
      'Loading',
      'All',
      'Search...',
    ]);
  });

  it('builds distinct sorted entries from dynamic filter rows', () => {
    const entries = entriesFromRows([
      { gds: 'Sabre', region: 'EMEA', corporate: 'Initech', pccName: 'P1' },
      { gds: 'Amadeus', region: 'EMEA', corporate: 'Globex Corporation', pccName: '' },
    ]);
    expect(entries.gds).toEqual(['Amadeus', 'Sabre']);
    expect(entries.region).toEqual(['EMEA']);
    expect(entries.pccName).toEqual(['P1']);
    expect(entries.continent).toEqual([]);
  });

  it('adds the demo extra entries once', () => {
    const entries = withDemoEntries({ ...emptyEntries(), gds: ['Amadeus', 'Sabre'] });
    expect(entries.gds).toEqual(['Amadeus', 'Sabre', 'Apollo', 'Abacus']);
    expect(entries.region).toEqual(['LATAM', 'APAC']);
    expect(entries.continent).toEqual(['South America', 'Asia', 'Africa', 'Australia']);
    expect(entries.pointOfSale).toEqual([]);
  });

  it('applies fetched entries only when they differ', () => {
    const a = { ...emptyEntries(), gds: ['A', 'B'] };
    expect(entriesDiffer(a, { ...emptyEntries(), gds: ['B', 'A'] })).toBe(false);
    expect(entriesDiffer(a, { ...emptyEntries(), gds: ['A'] })).toBe(true);
    expect(entriesDiffer(a, { ...a, pccName: ['X'] })).toBe(true);
  });

  it('disables a filter with no entries, for the tab flag and for CUST-LOCKED', () => {
    const base = { entries: ['A'], tabDisablesFilters: false, customerId: 'C1' };
    expect(isFilterDisabled(base)).toBe(false);
    expect(isFilterDisabled({ ...base, entries: [] })).toBe(true);
    expect(isFilterDisabled({ ...base, tabDisablesFilters: true })).toBe(true);
    expect(FILTERS_DISABLED_CUSTOMER_ID).toBe('CUST-LOCKED');
    expect(isFilterDisabled({ ...base, customerId: 'CUST-LOCKED' })).toBe(true);
  });

  it('preselects the default clients of the claims that are offered', () => {
    const claims = { defaultClients: ['Globex Corporation', 'Initech'] };
    expect(defaultClientSelection(claims)).toEqual(['Globex Corporation', 'Initech']);
    expect(defaultClientSelection(claims, ['Initech', 'Acme'])).toEqual(['Initech']);
  });

  it('preselects the default clients only while no client is selected', () => {
    const state = { ...initialBusState() };
    state.auth = {
      ...state.auth,
      claims: { ...state.auth.claims, defaultClients: ['Globex Corporation', 'Initech'] },
    };
    expect(withDefaultClients(state, ['Initech', 'Acme'])?.corporate).toEqual(['Initech']);
    expect(withDefaultClients(state, ['Acme'])).toBeNull();
    expect(
      withDefaultClients({ ...state, filters: { ...state.filters, corporate: ['Acme'] } }, ['Initech']),
    ).toBeNull();
  });

  it('reset clears all six selections', () => {
    expect(Object.values(resetFilters()).every((v) => v.length === 0)).toBe(true);
    expect(Object.keys(resetFilters())).toHaveLength(6);
  });
});
