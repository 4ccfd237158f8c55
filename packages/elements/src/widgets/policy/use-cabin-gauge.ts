import { cabinComplianceGaugeView } from '@tripsight/core/views';
import type { PolicyWidgetProps } from './policy-widget.js';
import { usePolicyView } from './use-policy-data.js';

/** The cabin gauge rows (`/gaugeSpend`), shared by the non-compliant spend card and the ratio gauge. */
export function useCabinGauge(props: PolicyWidgetProps) {
  return usePolicyView(cabinComplianceGaugeView, props, {
    module: 'compliance',
    fromSample: (sample) => sample.topWidgets.gauge,
  });
}
