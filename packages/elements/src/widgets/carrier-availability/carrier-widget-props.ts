import type { CarrierAvailabilityFilters } from '@tripsight/core/supplier';
import { POLICY_WIDGET_PROPS, type PolicyWidgetProps } from '../policy/policy-widget.js';

/** Attributes of a carrier availability card: a policy widget's, and the filters the page chose. */
export interface CarrierWidgetProps extends PolicyWidgetProps {
  /** The Route Picker, statuses, combinations and days range to apply (JSON); every row when absent. */
  filters?: CarrierAvailabilityFilters;
}

/** How the carrier availability cards read their attributes (r2wc prop kinds). */
export const CARRIER_WIDGET_PROPS = { ...POLICY_WIDGET_PROPS, filters: 'json' } as const;
