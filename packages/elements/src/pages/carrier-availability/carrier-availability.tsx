import { useEffect, useMemo, useState } from 'react';
import { toggleAll } from '@tripsight/core/controls';
import { formatMoney, formatNumber } from '@tripsight/core/format';
import {
  ALL_ROUTES,
  AVAILABILITY_STATUSES,
  availabilityCounts,
  clearedFilters,
  distinctValues,
  filterAvailability,
  toggleOption,
  type CarrierAvailabilityFilters,
  type CarrierAvailabilityRow,
} from '@tripsight/core/supplier';
import { withBoundary } from '../../internal/with-boundary.js';
import { Card } from '../../ui/card.js';
import { HorizontalBars } from '../../ui/charts/horizontal-bars.js';
import { RangeSlider } from '../../ui/range-slider.js';
import { EmptyState } from '../../ui/states.js';
import { VirtualTable, type VirtualColumn } from '../../ui/virtual-table.js';
import { ViewState } from '../../ui/view-state.js';
import { PolicyPage, type PolicyPageProps } from '../../widgets/policy/policy-page.js';
import { SAMPLE_NOTE } from '../../widgets/policy/policy-tooltips.js';
import { usePolicyMode } from '../../widgets/policy/policy-widget.js';
import { useCarrierAvailability } from './use-carrier-availability.js';

export type CarrierAvailabilityProps = PolicyPageProps;

function columns(currency: string | null): VirtualColumn<CarrierAvailabilityRow>[] {
  return [
    { key: 'recordLocator', label: 'Record locator', width: 120, nowrap: true, rowHeader: true },
    { key: 'segmentIndex', label: 'Segment #', width: 90, numeric: true },
    { key: 'ticketingCountry', label: 'Ticketing country', width: 150 },
    { key: 'itinIssuedAt', label: 'Booking date', width: 120, nowrap: true },
    { key: 'itinTicketedAt', label: 'Ticketing date', width: 120, nowrap: true },
    { key: 'daysBeforeDeparture', label: 'Days before departure', width: 110, numeric: true },
    { key: 'fareLetter', label: 'Fare class', width: 90 },
    {
      key: 'targetFare',
      label: 'Target fare',
      width: 120,
      numeric: true,
      render: (row) => formatMoney(row.targetFare, currency),
    },
    { key: 'fareBasisCode', label: 'Fare basis', width: 120, nowrap: true },
    { key: 'cityPair', label: 'City pair', width: 100, nowrap: true },
    { key: 'preferredFareAvailabilityStatus', label: 'Status', width: 190 },
  ];
}

/** A multi select whose All toggles between none and all (spec §5). */
function MultiSelect({
  label,
  options,
  selected,
  onChange,
}: {
  label: string;
  options: readonly string[];
  selected: readonly string[];
  onChange: (next: string[]) => void;
}) {
  const all = options.length > 0 && options.every((o) => selected.includes(o));
  const summary = all ? 'All' : selected.length === 0 ? 'None' : `${selected.length} selected`;
  return (
    <details part="multi-select" className="ts-carrier-multi">
      <summary>
        {label}: {summary}
      </summary>
      <fieldset>
        <legend className="ts-visually-hidden">{label}</legend>
        <label>
          <input type="checkbox" checked={all} onChange={() => onChange(toggleAll(selected, options))} /> All
        </label>
        {options.map((option) => (
          <label key={option}>
            <input
              type="checkbox"
              checked={selected.includes(option)}
              onChange={() => onChange(toggleOption(selected, option, options))}
            />{' '}
            {option}
          </label>
        ))}
      </fieldset>
    </details>
  );
}

function CarrierAvailabilityContent({
  rows,
  currency,
}: {
  rows: CarrierAvailabilityRow[];
  currency: string | null;
}) {
  const initial = useMemo(() => clearedFilters(rows), [rows]);
  const [filters, setFilters] = useState<CarrierAvailabilityFilters>(initial);
  useEffect(() => setFilters(initial), [initial]);
  const routes = useMemo(() => distinctValues(rows, 'cityPair'), [rows]);
  const shown = useMemo(() => filterAvailability(rows, filters), [rows, filters]);
  const counts = useMemo(() => availabilityCounts(shown), [shown]);
  const set = (patch: Partial<CarrierAvailabilityFilters>) => setFilters((f) => ({ ...f, ...patch }));
  return (
    <>
      <div part="filters" className="ts-carrier-filters ts-wide">
        <label className="ts-carrier-route">
          Route Picker
          <select value={filters.route} onChange={(e) => set({ route: e.currentTarget.value })}>
            <option value={ALL_ROUTES}>All</option>
            {routes.map((route) => (
              <option key={route} value={route}>
                {route}
              </option>
            ))}
          </select>
        </label>
        <MultiSelect
          label="Preferred fare availability status"
          options={AVAILABILITY_STATUSES}
          selected={filters.statuses}
          onChange={(statuses) => set({ statuses })}
        />
        <MultiSelect
          label="Preferred carrier and fare combination"
          options={initial.combinations}
          selected={filters.combinations}
          onChange={(combinations) => set({ combinations })}
        />
        <RangeSlider
          label="Days before departure"
          bounds={initial.days}
          value={filters.days}
          onChange={(days) => set({ days })}
        />
        <button type="button" part="clear-filters" className="ts-button" onClick={() => setFilters(initial)}>
          Clear Filters
        </button>
      </div>
      <Card title="Preferred fare availability status" className="ts-wide">
        {shown.length === 0 ? (
          <EmptyState />
        ) : (
          <HorizontalBars
            rows={counts}
            label={(c) => c.status}
            value={(c) => c.segments}
            format={(v) => formatNumber(v, 0)}
            caption="Preferred fare availability status"
            labelHeading="Status"
            valueHeading="Segments"
          />
        )}
      </Card>
      <Card title="PNR summary" className="ts-wide">
        <VirtualTable
          caption="PNR summary"
          captionHidden
          columns={columns(currency)}
          rows={shown}
          presorted
          sortBy="itinTicketedAt"
        />
      </Card>
    </>
  );
}

function CarrierAvailabilityPage(props: CarrierAvailabilityProps) {
  const options = usePolicyMode(props.mode);
  const view = useCarrierAvailability(props);
  return (
    <PolicyPage
      mode={props.mode}
      productName={props.productName ?? 'Supplier Insights'}
      tabTitle={props.tabTitle ?? 'Carrier availability'}
      note={options.pocType ? SAMPLE_NOTE : undefined}
    >
      <div className="ts-wide">
        <ViewState view={view} isEmpty={(rows) => rows.length === 0} skeletonHeight={320}>
          {(rows, currency) => (
            <div className="ts-carrier-grid">
              <CarrierAvailabilityContent rows={rows} currency={currency} />
            </div>
          )}
        </ViewState>
      </div>
    </PolicyPage>
  );
}

/**
 * The carrier availability page: "Preferred fare availability status" and the PNR summary of up to
 * 50,000 segments, with the Route Picker, status and combination filters, Days before departure and
 * Clear Filters.
 */
export const CarrierAvailability = withBoundary(CarrierAvailabilityPage, 'tripsight-carrier-availability');
