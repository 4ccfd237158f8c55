import type { CarrierAvailabilityFilters } from '@tripsight/core/supplier';

/** Attributes of every widget and page with POC and demo modes (the savings, hotel, policy and supplier ones). */
export interface SampleWidgetProps {
  /** The variant (default normal); see each element for the modes it accepts. POC and demo show the page's sample. */
  mode?: string;
  /** The sample-data API key (X-API-Key) of POC and demo modes; else the dashboard's (`configureSampleData`). */
  sampleDataKey?: string;
  /** The sample's source (source_url) of POC and demo modes; else the dashboard's, or the service's default. */
  sourceUrl?: string;
}

/** How the date range and the filter bar read their tab's product, its disable option and the demo flag (r2wc prop kinds). */
export const TAB_CONTROL_PROPS = { product: 'string', disabled: 'boolean', demo: 'boolean' } as const;

/** How a page reads the texts of its header, `product-name` and `tab-title` (r2wc prop kinds). */
export const PAGE_HEADER_PROPS = { productName: 'string', tabTitle: 'string' } as const;

/** How those attributes are read (r2wc prop kinds). */
export const SAMPLE_WIDGET_PROPS = { mode: 'string', sampleDataKey: 'string', sourceUrl: 'string' } as const;

/** Attributes of the top carriers and top routes charts: a sample widget's and the minimum PNRs. */
export interface TopNegotiatedProps extends SampleWidgetProps {
  /** Fewest PNRs a carrier or route needs to be ranked (default 10). */
  minPnrs?: number;
}

/** How the top carriers and top routes charts read their attributes (r2wc prop kinds). */
export const TOP_NEGOTIATED_PROPS = { ...SAMPLE_WIDGET_PROPS, minPnrs: 'number' } as const;

/** Attributes of a carrier availability card: a sample widget's, and the filters the page chose. */
export interface CarrierWidgetProps extends SampleWidgetProps {
  /** The Route Picker, statuses, combinations and days range to apply (JSON); every row when absent. */
  filters?: CarrierAvailabilityFilters;
}

/** How the carrier availability cards read their attributes (r2wc prop kinds). */
export const CARRIER_WIDGET_PROPS = { ...SAMPLE_WIDGET_PROPS, filters: 'json' } as const;

/** Attributes of the savings widgets: their mode only (their demo figures are built into the SDK). */
export type ModeWidgetProps = Pick<SampleWidgetProps, 'mode'>;

/** Part names a composed page re-exports from its widget elements. */
export const WIDGET_PARTS =
  'card, card-header, title, tooltip, value, caption, chart, chart-table, view-as-table, legend, table, table-header, row, cell, table-scroll, pagination, page-size, page-range, page-button, skeleton, empty, error, slider, range-slider, switch, choice';
