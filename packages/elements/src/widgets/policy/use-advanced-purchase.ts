import { resolveDateRange } from '@tripsight/core/dates';
import { granularityFor } from '@tripsight/core/rules';
import { advancedPurchaseView } from '@tripsight/core/views';
import { useBusState } from '../../internal/use-bus.js';
import type { PolicyWidgetProps } from './policy-widget.js';
import { usePolicyView } from './use-policy-data.js';

/**
 * The advanced purchase page's top figures and trend (`/advancedPurchase`), per day, week or month by
 * the range length; the sample's monthly figures in POC and demo modes. The top cards and the trend
 * share the one call.
 */
export function useAdvancedPurchase(props: PolicyWidgetProps) {
  const range = useBusState((s) => resolveDateRange(s, 'air'));
  const granularity = granularityFor(range);
  return usePolicyView(advancedPurchaseView, props, {
    params: { granularity },
    module: 'advancedPurchase',
    fromSample: (sample) => sample.topWidgets,
  });
}
