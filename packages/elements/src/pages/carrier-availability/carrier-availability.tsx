import { useEffect, useMemo, useState } from 'react';
import {
  clearedFilters,
  distinctValues,
  type CarrierAvailabilityFilters as Filters,
  type CarrierAvailabilityRow,
} from '@tripsight/core/supplier';
import { useCarrierAvailability } from '../../internal/use-carrier-availability.js';
import { WIDGET_PARTS } from '../../internal/widget-props.js';
import { ViewState } from '../../ui/view-state.js';
import { defineCarrierAvailabilityStatus } from '../../widgets/carrier-availability-status/carrier-availability-status.element.js';
import { defineCarrierPnrSummary } from '../../widgets/carrier-pnr-summary/carrier-pnr-summary.element.js';
import { WidgetElement } from '../composed-page/composed-page.js';
import type { ComposedPageProps } from '../composed-page/composed-page-declaration.js';
import { CarrierAvailabilityFilters } from './carrier-availability-filters.js';
import { carrierAvailabilityStyles } from './carrier-availability.styles.js';

// The page is assembled from the card elements, so a host can also place each one alone.
defineCarrierAvailabilityStatus();
defineCarrierPnrSummary();

const CARD_PARTS = `${WIDGET_PARTS}, result-count`;

function CarrierAvailabilityContent({
  rows,
  page,
}: {
  rows: CarrierAvailabilityRow[];
  page: ComposedPageProps;
}) {
  const cleared = useMemo(() => clearedFilters(rows), [rows]);
  const [filters, setFilters] = useState<Filters>(cleared);
  useEffect(() => setFilters(cleared), [cleared]);
  const routes = useMemo(() => distinctValues(rows, 'cityPair'), [rows]);
  const attributes = { filters: JSON.stringify(filters) };
  return (
    <div className="ts-carrier-grid">
      <CarrierAvailabilityFilters routes={routes} cleared={cleared} filters={filters} onChange={setFilters} />
      <WidgetElement
        tag="tripsight-carrier-availability-status"
        page={page}
        attributes={attributes}
        parts={CARD_PARTS}
      />
      <WidgetElement
        tag="tripsight-carrier-pnr-summary"
        page={page}
        attributes={attributes}
        parts={CARD_PARTS}
      />
    </div>
  );
}

/**
 * The carrier availability page's own block: the filter row over the "Preferred fare availability
 * status" and PNR summary card elements (up to 50,000 segments), with the Route Picker, status and
 * combination filters, Days before departure and Clear Filters, each card given the filters.
 */
export function CarrierAvailabilityBody(props: ComposedPageProps) {
  // The same query as the cards' (one call): the filters' options come from its rows.
  const view = useCarrierAvailability(props);
  return (
    <ViewState view={view} isEmpty={(rows) => rows.length === 0} skeletonHeight={320}>
      {(rows) => <CarrierAvailabilityContent rows={rows} page={props} />}
    </ViewState>
  );
}

/** The CSS of this module's elements: adopted into their shadow roots when the module has loaded. */
export const styles: readonly string[] = [carrierAvailabilityStyles];
