import { type AnalyticsEvent, filterChangeEvent } from '../analytics-events/events.js';
import type { FilterSelection } from '../bus/types.js';
import { sameValue } from '../bus/bus.js';
import { FILTER_GROUPS } from '../model/filter-groups.js';

/**
 * The `filter_change` analytics events of an applied filter edit: one per group whose selection
 * changed, in the filter bar's order (docs/rules/shell.md#analytics-events).
 *
 * @example filterChangeEvents(emptyFilters(), { ...emptyFilters(), gds: ['Sabre'] })
 * // [{ event: 'filter_change', filter_type: 'gds', filter_value: 'Sabre', … }]
 */
export function filterChangeEvents(previous: FilterSelection, next: FilterSelection): AnalyticsEvent[] {
  return FILTER_GROUPS.filter((group) => !sameValue(previous[group], next[group])).map((group) =>
    filterChangeEvent(group, next[group]),
  );
}
