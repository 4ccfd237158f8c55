import { resolveDateRange } from '@tripsight/core/dates';
import { granularityFor } from '@tripsight/core/rules';
import { advancedPurchaseView } from '@tripsight/core/views';
import { useBusState } from './use-bus.js';
import { useMode } from './use-mode.js';
import { useView } from './use-view.js';
import type { SampleWidgetProps } from './widget-props.js';

/**
 * The advanced purchase page's top figures and trend (`/advancedPurchase`), per day, week or month by
 * the range length; the sample's monthly figures in POC and demo modes. The top cards and the trend
 * share the one call.
 */
export function useAdvancedPurchase(props: SampleWidgetProps) {
  const range = useBusState((s) => resolveDateRange(s, 'air'));
  const granularity = granularityFor(range);
  const mode = useMode(props.mode, 'policy');
  return useView(advancedPurchaseView, { mode, params: { granularity }, sample: props });
}
