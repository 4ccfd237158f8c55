import { createElement, useEffect, useMemo, useState } from 'react';
import {
  clearedFilters,
  distinctValues,
  type CarrierAvailabilityFilters as Filters,
  type CarrierAvailabilityRow,
} from '@tripsight/core/supplier';
import { withBoundary } from '../../internal/with-boundary.js';
import { ViewState } from '../../ui/view-state.js';
import { defineCarrierAvailabilityStatus } from '../../widgets/carrier-availability-status/carrier-availability-status.element.js';
import { defineCarrierPnrSummary } from '../../widgets/carrier-pnr-summary/carrier-pnr-summary.element.js';
import { useCarrierAvailability } from '../../internal/use-carrier-availability.js';
import { PolicyPage, type PolicyPageProps } from '../composed-page/composed-page.js';
import { CarrierAvailabilityFilters } from './carrier-availability-filters.js';
import { WIDGET_PARTS } from '../../internal/widget-props.js';
import { useMode } from '../../internal/use-mode.js';
import { SAMPLE_NOTE } from '@tripsight/core/samples';

// The page is assembled from the card elements, so a host can also place each one alone.
defineCarrierAvailabilityStatus();
defineCarrierPnrSummary();

export type CarrierAvailabilityProps = PolicyPageProps;

/**
 * A card element of the page, given the page's mode, sample settings and filters as attributes once
 * it is in the document (an r2wc element given a property before it is connected would look for its
 * bus outside the page), and re-exporting its parts.
 */
function CarrierCard({ tag, page, filters }: { tag: string; page: PolicyPageProps; filters: Filters }) {
  const attributes: Record<string, string | undefined> = {
    mode: page.mode,
    'sample-data-key': page.sampleDataKey,
    'source-url': page.sourceUrl,
    filters: JSON.stringify(filters),
  };
  return createElement(tag, {
    ref: (el: HTMLElement | null) => {
      if (!el) return;
      for (const [name, value] of Object.entries(attributes)) {
        if (value && el.getAttribute(name) !== value) el.setAttribute(name, value);
        if (!value && el.hasAttribute(name)) el.removeAttribute(name);
      }
    },
    part: `widget ${tag.replace('tripsight-', '')}`,
    exportparts: `${WIDGET_PARTS}, result-count`,
  });
}

function CarrierAvailabilityContent({
  rows,
  page,
}: {
  rows: CarrierAvailabilityRow[];
  page: PolicyPageProps;
}) {
  const cleared = useMemo(() => clearedFilters(rows), [rows]);
  const [filters, setFilters] = useState<Filters>(cleared);
  useEffect(() => setFilters(cleared), [cleared]);
  const routes = useMemo(() => distinctValues(rows, 'cityPair'), [rows]);
  return (
    <div className="ts-carrier-grid">
      <CarrierAvailabilityFilters routes={routes} cleared={cleared} filters={filters} onChange={setFilters} />
      <CarrierCard tag="tripsight-carrier-availability-status" page={page} filters={filters} />
      <CarrierCard tag="tripsight-carrier-pnr-summary" page={page} filters={filters} />
    </div>
  );
}

function CarrierAvailabilityPage(props: CarrierAvailabilityProps) {
  const options = useMode(props.mode, 'policy');
  // The same query as the cards' (one call): the filters' options come from its rows.
  const view = useCarrierAvailability(props);
  return (
    <PolicyPage
      mode={props.mode}
      productName={props.productName ?? 'Supplier Insights'}
      tabTitle={props.tabTitle ?? 'Carrier availability'}
      note={options.sample ? SAMPLE_NOTE : undefined}
    >
      <div className="ts-wide">
        <ViewState view={view} isEmpty={(rows) => rows.length === 0} skeletonHeight={320}>
          {(rows) => <CarrierAvailabilityContent rows={rows} page={props} />}
        </ViewState>
      </div>
    </PolicyPage>
  );
}

/**
 * The carrier availability page: the filter row over the "Preferred fare availability status" and
 * PNR summary card elements (up to 50,000 segments), with the Route Picker, status and combination
 * filters, Days before departure and Clear Filters.
 */
export const CarrierAvailability = withBoundary(CarrierAvailabilityPage, 'tripsight-carrier-availability');
