import type { Bus } from '../bus/bus.js';
import type { BusState, FilterSelection } from '../bus/types.js';

/** A stable text key of a filter selection, for `BusState.currencyFor`. */
export function filtersKey(filters: FilterSelection): string {
  return JSON.stringify(
    Object.keys(filters)
      .sort()
      .map((group) => [group, filters[group as keyof FilterSelection]]),
  );
}

/**
 * True while a currency control is choosing the currency for the current filters: data calls wait, so
 * a filter change that also changes the currency sends each request once (not once in the old currency
 * and again in the new one).
 */
export function awaitingCurrency(state: Pick<BusState, 'filters' | 'currencyFor'>): boolean {
  return state.currencyFor !== null && state.currencyFor !== filtersKey(state.filters);
}

/**
 * A currency control arrived on the dashboard: data calls wait (`awaitingCurrency`) until it has
 * chosen the currency for the filters (`currencyChosenFor`). Returns the release, for when the
 * control goes away and nobody chooses any more.
 *
 * @example useLayoutEffect(() => holdForCurrency(bus), [bus]);
 */
export function holdForCurrency(bus: Bus): () => void {
  bus.setState((s) => (s.currencyFor === null ? { currencyFor: '' } : {}));
  return () => bus.setState({ currencyFor: null });
}

/**
 * The bus change that says the currency for `filters` is chosen (give it together with the chosen
 * currency, so the waiting data calls go out once, in that currency).
 */
export function currencyChosenFor(filters: FilterSelection): Pick<BusState, 'currencyFor'> {
  return { currencyFor: filtersKey(filters) };
}
