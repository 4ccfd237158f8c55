import { ADVANCE_PURCHASE_TEXTS, POLICY_TOOLTIPS } from '@tripsight/core/policy';
import { withBoundary } from '../../ui/with-boundary.js';
import { Card } from '../../ui/card.js';
import { Gauge } from '../../ui/charts/gauge.js';
import { ViewState } from '../../ui/view-state.js';
import { useAdvancedPurchase } from '../../internal/use-advanced-purchase.js';
import { useFormat } from '../../internal/use-format.js';
import type { SampleWidgetProps } from '../../internal/widget-props.js';
import { sharedStyles } from '../../ui/ui.styles.js';
import { widgetCellStyles } from '../../ui/widget-cell.styles.js';

function AdvancePurchaseRatioCard(props: SampleWidgetProps) {
  const { formatNumber, formatPercent } = useFormat();
  const view = useAdvancedPurchase(props);
  return (
    <Card title={ADVANCE_PURCHASE_TEXTS.complianceRatio} tooltip={POLICY_TOOLTIPS.advanceRatio}>
      <ViewState view={view} isEmpty={(data) => data.totalPnrs === 0} skeletonHeight={150}>
        {(data) => (
          <>
            <Gauge
              value={data.compliancePercentage}
              caption={ADVANCE_PURCHASE_TEXTS.complianceRatio}
              label="of air spend in policy"
              format={(v) => formatPercent(v)}
            />
            <p part="caption" className="ts-caption ts-centred">
              {ADVANCE_PURCHASE_TEXTS.averageAdvancePurchase}: {formatNumber(data.averageAdvancePurchase, 1)}{' '}
              days
            </p>
          </>
        )}
      </ViewState>
    </Card>
  );
}

/** The half-ring gauge of advance-purchase compliance (compliant spend over total spend). */
export const AdvancePurchaseRatio = withBoundary(
  AdvancePurchaseRatioCard,
  'tripsight-advance-purchase-ratio',
);

/** The CSS of this module's elements: adopted into their shadow roots when the module has loaded. */
export const styles: readonly string[] = [sharedStyles, widgetCellStyles];
