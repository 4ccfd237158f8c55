import { describe, expect, it } from 'vitest';
import { Bus } from '../bus/bus.js';
import { emptyFilters } from '../bus/defaults.js';
import { awaitingCurrency, currencyChosenFor, filtersKey, holdForCurrency } from './currency-wait.js';

describe('the wait for the currency', () => {
  it('holds data calls while a control chooses the currency for new filters', () => {
    const filters = emptyFilters();
    expect(awaitingCurrency({ filters, currencyFor: null })).toBe(false);
    expect(awaitingCurrency({ filters, currencyFor: '' })).toBe(true);
    expect(awaitingCurrency({ filters, currencyFor: filtersKey(filters) })).toBe(false);
    const narrowed = { ...filters, pointOfSale: ['Canada'] };
    expect(awaitingCurrency({ filters: narrowed, currencyFor: filtersKey(filters) })).toBe(true);
    expect(filtersKey({ ...narrowed })).toBe(filtersKey(narrowed));
  });

  it('waits from the moment a currency control holds the bus until it chose for the applied filters', () => {
    const bus = new Bus();
    expect(awaitingCurrency(bus.getState())).toBe(false);
    const release = holdForCurrency(bus);
    expect(awaitingCurrency(bus.getState())).toBe(true);
    bus.setState({ currency: 'EUR', ...currencyChosenFor(bus.getState().filters) });
    expect(awaitingCurrency(bus.getState())).toBe(false);
    // A second control arriving keeps the choice already made.
    holdForCurrency(bus);
    expect(awaitingCurrency(bus.getState())).toBe(false);
    bus.setState({ filters: { ...emptyFilters(), gds: ['Sabre'] } });
    expect(awaitingCurrency(bus.getState())).toBe(true);
    bus.setState(currencyChosenFor(bus.getState().filters));
    expect(awaitingCurrency(bus.getState())).toBe(false);
    release();
    expect(bus.getState().currencyFor).toBeNull();
    bus.setState({ filters: emptyFilters() });
    expect(awaitingCurrency(bus.getState())).toBe(false);
  });
});
