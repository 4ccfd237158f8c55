import type { CarrierAvailabilityFilters } from '@tripsight/core/supplier';
import { SAMPLE_WIDGET_PROPS, type SampleWidgetProps } from '../../internal/widget-props.js';

/** Attributes of a carrier availability card: a policy widget's, and the filters the page chose. */
export interface CarrierWidgetProps extends SampleWidgetProps {
  /** The Route Picker, statuses, combinations and days range to apply (JSON); every row when absent. */
  filters?: CarrierAvailabilityFilters;
}

/** How the carrier availability cards read their attributes (r2wc prop kinds). */
export const CARRIER_WIDGET_PROPS = { ...SAMPLE_WIDGET_PROPS, filters: 'json' } as const;
