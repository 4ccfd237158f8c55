import { useEffect, useMemo, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { fetchView } from '@tripsight/core/api';
import { productType } from '@tripsight/core/bus';
import {
  emptyEntries,
  entriesDiffer,
  entriesFromRows,
  FILTER_DEFINITIONS,
  filterEdits,
  type FilterEntries,
  isFilterDisabled,
  withDemoEntries,
} from '@tripsight/core/controls';
import { dynamicFiltersView } from '@tripsight/core/views';
import { useHost } from '../../internal/host-context.js';
import { useBusState } from '../../internal/use-bus.js';
import { emit } from '../../internal/emit.js';
import { ensureShoelace, flag } from '../../internal/shoelace.js';
import { FilterSelect } from './filter-select.js';
import { filterBarStyles } from './filter-bar.styles.js';

ensureShoelace();

export interface FilterBarProps {
  /** Product type whose filter entries are offered (`productName` of /api/dynamicFilters). */
  product?: string;
  /** The tab's disable-filters display option (core's `filterBarState`). */
  disabled?: boolean;
  /** Why the filters do not apply, shown beside the disabled bar (core's `filterBarState`). */
  reason?: string;
  /** Add the demo extra entries (also on for the demo company). */
  demo?: boolean;
}

/**
 * The global filter bar: six multi-selects (GDS, Region, Continent, Point of Sale, Client, PCC) and
 * Reset. It dispatches the user's edits to the bus's filter edits (`filterEdits`, core), which apply
 * them after the 2000 ms debounce while no dropdown is open (an emptied group and Reset at once),
 * announce them and preselect the default clients; it shows the bus's pending or applied selection.
 */
export function FilterBar({ product = 'air', disabled = false, reason, demo = false }: FilterBarProps) {
  const { bus, host } = useHost();
  const selection = useBusState((s) => s.pendingFilters ?? s.filters);
  const claims = useBusState((s) => s.auth.claims);
  const activeTab = useBusState((s) => s.activeTab);
  const signedIn = useBusState((s) => s.auth.status !== 'anonymous');
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

  const edits = useMemo(() => filterEdits(bus), [bus]);
  // Edits not applied when the bar goes away are dropped, as its dropdowns close with it.
  useEffect(() => () => edits.cancel(), [edits]);
  useEffect(() => {
    if (fetched) edits.offerClients(fetched.corporate);
  }, [edits, fetched]);

  return (
    <div
      className="bar"
      part="bar"
      role="group"
      aria-label="Filters"
      aria-disabled={disabled ? 'true' : undefined}
      aria-describedby={disabled && reason ? 'filters-reason' : undefined}
    >
      {FILTER_DEFINITIONS.map(({ group, label }) => (
        <FilterSelect
          key={group}
          group={group}
          label={label}
          entries={entries[group]}
          selected={selection[group]}
          loading={query.isPending && signedIn}
          disabled={isFilterDisabled({
            entries: entries[group],
            tabDisablesFilters: disabled,
            customerId: claims.customerId,
          })}
          onChange={(values) => edits.edit(group, values)}
          onOpenChange={(open) => edits.setDropdownOpen(group, open)}
        />
      ))}
      <sl-button
        size="small"
        variant="text"
        part="reset"
        disabled={flag(disabled)}
        onClick={() => edits.reset()}
      >
        Reset
      </sl-button>
      {disabled && reason ? (
        <p id="filters-reason" part="reason" className="reason">
          {reason}
        </p>
      ) : null}
    </div>
  );
}

/** The CSS of this module's elements: adopted into their shadow roots when the module has loaded. */
export const styles: readonly string[] = [filterBarStyles];
