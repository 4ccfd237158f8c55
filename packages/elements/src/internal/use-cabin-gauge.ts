import { cabinComplianceGaugeView } from '@tripsight/core/views';
import { useMode } from './use-mode.js';
import { useView } from './use-view.js';
import type { SampleWidgetProps } from './widget-props.js';

/** The cabin gauge rows (`/gaugeSpend`), shared by the non-compliant spend card and the ratio gauge. */
export function useCabinGauge(props: SampleWidgetProps) {
  const mode = useMode(props.mode, 'policy');
  return useView(cabinComplianceGaugeView, { mode, sample: props });
}
