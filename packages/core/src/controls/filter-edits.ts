import { analyticsDetail } from '../analytics-events/events.js';
import type { Bus, BusRule } from '../bus/bus.js';
import type { FilterGroup } from '../model/filter-groups.js';
import { filterChangeEvents } from './filter-analytics.js';
import { FilterScheduler, type FilterStore, type SchedulerTimers } from './filter-scheduler.js';
import { withDefaultClients } from './filters.js';

/**
 * A filter change made outside the filter bar (the host, another control) replaces the bar's edits
 * not applied yet: they were edits of a selection that is no longer the applied one.
 */
const dropPendingFiltersRule: BusRule = (state, previous) =>
  state.pendingFilters !== null &&
  state.filters !== previous.filters &&
  state.pendingFilters === previous.pendingFilters
    ? { pendingFilters: null }
    : null;

export interface FilterEditsOptions {
  delayMs?: number;
  timers?: SchedulerTimers;
}

/**
 * The filter edits of one dashboard, applied by its bus: a filter bar only dispatches the user's
 * edits here and renders `pendingFilters ?? filters` from the bus. The bus holds the one copy of the
 * selection (applied and pending); the scheduler decides when an edit applies (2000 ms debounce, not
 * while a dropdown is open, emptying and Reset at once). Each applied edit announces a
 * `tripsight-analytics` `filter_change` event per changed group, and the default clients of the
 * claims are preselected once, when the Client filter's entries are first known.
 *
 * @example
 * const edits = filterEdits(bus);
 * edits.edit('gds', ['Sabre']); // bus.getState().pendingFilters.gds → ['Sabre'], applied 2000 ms later
 */
export class FilterEdits {
  private readonly scheduler: FilterScheduler;
  private clients: readonly string[] | null = null;
  private defaultClientsDone = false;

  constructor(
    private readonly bus: Bus,
    { delayMs, timers }: FilterEditsOptions = {},
  ) {
    const store: FilterStore = {
      applied: () => bus.getState().filters,
      pending: () => bus.getState().pendingFilters,
      setPending: (pendingFilters) => bus.setState({ pendingFilters }),
      apply: (filters) => {
        const previous = bus.getState().filters;
        bus.setState({ filters, pendingFilters: null });
        for (const event of filterChangeEvents(previous, filters))
          bus.emit('tripsight-analytics', analyticsDetail(event));
      },
    };
    this.scheduler = new FilterScheduler(store, delayMs, timers);
    bus.addRule(dropPendingFiltersRule);
    bus.addRule(this.defaultClientsRule);
  }

  /** The user set the selection of `group`. */
  edit(group: FilterGroup, values: string[]): void {
    this.scheduler.change({ ...this.scheduler.current(), [group]: values });
  }

  /** The user pressed Reset: all six selections clear at once. */
  reset(): void {
    this.scheduler.reset();
  }

  /** The dropdown of `group` opened or closed; a due edit waits while any is open. */
  setDropdownOpen(group: FilterGroup, open: boolean): void {
    this.scheduler.setDropdownOpen(group, open);
  }

  /** The Client filter's entries are known: the default clients of the claims may be preselected. */
  offerClients(clients: readonly string[]): void {
    this.clients = clients;
    const changes = this.defaultClientsRule(this.bus.getState(), this.bus.getState());
    if (changes) this.bus.setState(changes);
  }

  /** The filter bar went away: its edits not applied yet are dropped. */
  cancel(): void {
    this.scheduler.cancel();
  }

  /** Once per dashboard, as soon as both the clients and the claims' default clients are known. */
  private readonly defaultClientsRule: BusRule = (state) => {
    if (this.defaultClientsDone || !this.clients || state.auth.claims.defaultClients.length === 0)
      return null;
    this.defaultClientsDone = true;
    const filters = withDefaultClients(state, this.clients);
    return filters ? { filters } : null;
  };
}

const editsByBus = new WeakMap<Bus, FilterEdits>();

/** The filter edits of `bus` (one per bus, made on first use). */
export function filterEdits(bus: Bus): FilterEdits {
  let edits = editsByBus.get(bus);
  if (!edits) {
    edits = new FilterEdits(bus);
    editsByBus.set(bus, edits);
  }
  return edits;
}
