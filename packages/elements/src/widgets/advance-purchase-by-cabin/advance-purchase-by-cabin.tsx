import { ADVANCE_PURCHASE_TEXTS, POLICY_BAR_SIZES } from '@tripsight/core/policy';
import { withBoundary } from '../../ui/with-boundary.js';
import { Card } from '../../ui/card.js';
import { HorizontalBars } from '../../ui/charts/horizontal-bars.js';
import { ViewState } from '../../ui/view-state.js';
import { useAdvancedPurchase } from '../../internal/use-advanced-purchase.js';
import { useFormat } from '../../internal/use-format.js';
import type { SampleWidgetProps } from '../../internal/widget-props.js';
import { sharedStyles } from '../../ui/ui.styles.js';
import { widgetCellStyles } from '../../ui/widget-cell.styles.js';

function AdvancePurchaseByCabinCard(props: SampleWidgetProps) {
  const { formatMoney } = useFormat();
  const view = useAdvancedPurchase(props);
  return (
    <Card title={ADVANCE_PURCHASE_TEXTS.spendByCabin}>
      <ViewState view={view} isEmpty={(data) => data.byCabin.length === 0} skeletonHeight={180}>
        {(data, currency) => (
          <HorizontalBars
            rows={data.byCabin}
            label={(r) => r.cabinClass}
            value={(r) => r.nonCompliantSpend}
            format={(v) => formatMoney(v, currency)}
            caption={ADVANCE_PURCHASE_TEXTS.spendByCabin}
            labelHeading="Cabin"
            valueHeading="Non-compliant air spend"
            barSize={POLICY_BAR_SIZES.large}
          />
        )}
      </ViewState>
    </Card>
  );
}

/** Non-compliant air spend per cabin (Business, Economy, First, Premium Economy). */
export const AdvancePurchaseByCabin = withBoundary(
  AdvancePurchaseByCabinCard,
  'tripsight-advance-purchase-by-cabin',
);

/** The CSS of this module's elements: adopted into their shadow roots when the module has loaded. */
export const styles: readonly string[] = [sharedStyles, widgetCellStyles];
