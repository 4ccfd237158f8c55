import { useMemo } from 'react';
import {
  ALL_ROUTES,
  AVAILABILITY_STATUSES,
  type CarrierAvailabilityFilters as Filters,
} from '@tripsight/core/supplier';
import { Choice, type ChoiceOption } from '../../ui/choice.js';
import { RangeSlider } from '../../ui/range-slider.js';
import { CarrierMultiSelect } from './carrier-multi-select.js';

export interface CarrierAvailabilityFiltersProps {
  /** The routes of the data (the Route Picker adds All first). */
  routes: readonly string[];
  /** What Clear Filters goes back to: every route, status and combination, the data's days range. */
  cleared: Filters;
  filters: Filters;
  onChange: (next: Filters) => void;
}

/**
 * The filter row of carrier availability (docs/rules/air.md#carrier-availability): Route Picker (one route or All), Preferred fare
 * availability status and Preferred carrier and fare combination (multi selects), Days before
 * departure (range) and Clear Filters. Part: `filters`.
 */
export function CarrierAvailabilityFilters({
  routes,
  cleared,
  filters,
  onChange,
}: CarrierAvailabilityFiltersProps) {
  const routeOptions = useMemo<ChoiceOption<string>[]>(
    () => [{ value: ALL_ROUTES, label: 'All' }, ...routes.map((route) => ({ value: route, label: route }))],
    [routes],
  );
  const set = (patch: Partial<Filters>) => onChange({ ...filters, ...patch });
  return (
    <div part="filters" className="ts-carrier-filters">
      <div part="route-picker" className="ts-carrier-route">
        <Choice
          kind="dropdown"
          label="Route Picker"
          options={routeOptions}
          value={filters.route}
          onChange={(route) => set({ route })}
        />
      </div>
      <CarrierMultiSelect
        label="Preferred fare availability status"
        options={AVAILABILITY_STATUSES}
        selected={filters.statuses}
        onChange={(statuses) => set({ statuses })}
      />
      <CarrierMultiSelect
        label="Preferred carrier and fare combination"
        options={cleared.combinations}
        selected={filters.combinations}
        onChange={(combinations) => set({ combinations })}
      />
      <RangeSlider
        label="Days before departure"
        bounds={cleared.days}
        value={filters.days}
        onChange={(days) => set({ days })}
      />
      <button
        type="button"
        part="clear-filters"
        className="ts-carrier-clear"
        onClick={() => onChange(cleared)}
      >
        Clear Filters
      </button>
    </div>
  );
}
