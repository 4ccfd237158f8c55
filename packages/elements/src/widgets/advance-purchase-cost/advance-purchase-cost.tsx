import { ADVANCE_PURCHASE_TEXTS, POLICY_TOOLTIPS } from '@tripsight/core/policy';
import { withBoundary } from '../../ui/with-boundary.js';
import { Card } from '../../ui/card.js';
import { Kpi } from '../../ui/kpi.js';
import { ViewState } from '../../ui/view-state.js';
import { useAdvancedPurchase } from '../../internal/use-advanced-purchase.js';
import { useFormat } from '../../internal/use-format.js';
import type { SampleWidgetProps } from '../../internal/widget-props.js';
import { sharedStyles } from '../../ui/ui.styles.js';
import { widgetCellStyles } from '../../ui/widget-cell.styles.js';

function AdvancePurchaseCostCard(props: SampleWidgetProps) {
  const { formatMoney, formatNumber } = useFormat();
  const view = useAdvancedPurchase(props);
  return (
    <Card title={ADVANCE_PURCHASE_TEXTS.costOfNonCompliance} tooltip={POLICY_TOOLTIPS.costOfNonCompliance}>
      <ViewState view={view} isEmpty={(data) => data.totalPnrs === 0}>
        {(data, currency) => (
          <Kpi
            value={formatMoney(data.costOfNonCompliance, currency)}
            caption={`${formatNumber(data.nonCompliantPnrs, 0)} non-compliant PNRs of ${formatNumber(data.totalPnrs, 0)} · ${formatMoney(data.nonCompliantSpend, currency)} of air spend ticketed late`}
          />
        )}
      </ViewState>
    </Card>
  );
}

/** The cost of non-compliance with the advance-purchase rules, with the PNR count. */
export const AdvancePurchaseCost = withBoundary(AdvancePurchaseCostCard, 'tripsight-advance-purchase-cost');

/** The CSS of this module's elements: adopted into their shadow roots when the module has loaded. */
export const styles: readonly string[] = [sharedStyles, widgetCellStyles];
