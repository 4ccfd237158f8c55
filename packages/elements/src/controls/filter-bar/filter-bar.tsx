import { useEffect, useMemo, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { analyticsDetail, filterChangeEvent } from '@tripsight/core/analytics-events';
import { fetchView } from '@tripsight/core/api';
import { type Bus, productType, type FilterGroup, type FilterSelection } from '@tripsight/core/bus';
import {
  defaultClientSelection,
  emptyEntries,
  entriesDiffer,
  entriesFromRows,
  FILTER_DEFINITIONS,
  FILTER_GROUPS,
  FilterScheduler,
  type FilterEntries,
  isFilterDisabled,
  withDemoEntries,
} from '@tripsight/core/controls';
import { dynamicFiltersView } from '@tripsight/core/views';
import { useHost } from '../../internal/host-context.js';
import { useBusState } from '../../internal/use-bus.js';
import { emit } from '../../internal/emit.js';
import { ensureShoelace } from '../../internal/shoelace.js';
import { FilterSelect } from './filter-select.js';

ensureShoelace();

export interface FilterBarProps {
  /** Product type whose filter entries are offered (`productName` of /api/dynamicFilters). */
  product?: string;
  /** The tab's disable-filters display option. */
  disabled?: boolean;
  /** Add the demo extra entries (also on for the demo company). */
  demo?: boolean;
}

/** Buses whose default client selection has been applied (once per dashboard). */
const defaultsApplied = new WeakSet<Bus>();

/**
 * The global filter bar: six multi-selects (GDS, Region, Continent, Point of Sale, Client, PCC) and
 * Reset. Edits reach the bus after the 2000 ms debounce while no dropdown is open; an emptied group and
 * Reset apply at once.
 */
export function FilterBar({ product = 'air', disabled = false, demo = false }: FilterBarProps) {
  const { bus, host } = useHost();
  const applied = useBusState((s) => s.filters);
  const claims = useBusState((s) => s.auth.claims);
  const activeTab = useBusState((s) => s.activeTab);
  const signedIn = useBusState((s) => s.auth.status !== 'anonymous');
  const [draft, setDraft] = useState<FilterSelection>(applied);
  const [entries, setEntries] = useState<FilterEntries>(emptyEntries);

  const query = useQuery({
    queryKey: ['dynamicFilters', product, activeTab],
    queryFn: ({ signal }) =>
      fetchView(bus, dynamicFiltersView, { params: { productName: productType(product) }, signal }),
    enabled: signedIn,
  });
  useEffect(() => {
    if (query.error)
      emit(host, 'tripsight-error', { message: query.error.message, source: dynamicFiltersView.path });
  }, [query.error, host]);

  const fetched = useMemo(() => {
    if (!query.data) return null;
    const next = entriesFromRows(query.data.data);
    return demo || claims.isDemo ? withDemoEntries(next) : next;
  }, [query.data, demo, claims.isDemo]);
  // Fetched entries replace the offered ones only when they differ.
  useEffect(() => {
    if (fetched) setEntries((current) => (entriesDiffer(current, fetched) ? fetched : current));
  }, [fetched]);

  const scheduler = useMemo(
    () =>
      new FilterScheduler(
        () => bus.getState().filters,
        (selection) => {
          const previous = bus.getState().filters;
          bus.setState({ filters: selection });
          for (const group of FILTER_GROUPS) {
            if (previous[group].join('\u0000') !== selection[group].join('\u0000')) {
              emit(host, 'tripsight-analytics', analyticsDetail(filterChangeEvent(group, selection[group])));
            }
          }
        },
      ),
    [bus, host],
  );
  useEffect(() => () => scheduler.cancel(), [scheduler]);
  useEffect(() => {
    scheduler.sync(applied);
    if (!scheduler.hasPending()) setDraft(applied);
  }, [scheduler, applied]);

  // The default client selection of the claims, applied once per dashboard when the clients are known.
  useEffect(() => {
    if (!fetched || defaultsApplied.has(bus) || claims.defaultClients.length === 0) return;
    defaultsApplied.add(bus);
    const corporate = defaultClientSelection(claims, fetched.corporate);
    if (bus.getState().filters.corporate.length === 0 && corporate.length > 0) {
      bus.setState({ filters: { ...bus.getState().filters, corporate } });
    }
  }, [bus, fetched, claims]);

  const change = (group: FilterGroup, values: string[]) => {
    const next = { ...scheduler.current(), [group]: values };
    setDraft(next);
    scheduler.change(next);
  };

  return (
    <div className="bar" part="bar" role="group" aria-label="Filters">
      {FILTER_DEFINITIONS.map(({ group, label }) => (
        <FilterSelect
          key={group}
          group={group}
          label={label}
          entries={entries[group]}
          selected={draft[group]}
          loading={query.isPending && signedIn}
          disabled={isFilterDisabled({
            entries: entries[group],
            tabDisablesFilters: disabled,
            customerId: claims.customerId,
          })}
          onChange={(values) => change(group, values)}
          onOpenChange={(open) => scheduler.setDropdownOpen(open)}
        />
      ))}
      <sl-button
        size="small"
        variant="text"
        part="reset"
        disabled={disabled}
        onClick={() => {
          scheduler.reset();
          setDraft(scheduler.current());
        }}
      >
        Reset
      </sl-button>
    </div>
  );
}
