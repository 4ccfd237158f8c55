import { ADVANCE_PURCHASE_TEXTS, POLICY_CHART_HEIGHTS, POLICY_TOOLTIPS } from '@tripsight/core/policy';
import { withBoundary } from '../../ui/with-boundary.js';
import { Card } from '../../ui/card.js';
import { AreaChart } from '../../ui/charts/area-chart.js';
import { ViewState } from '../../ui/view-state.js';
import { useAdvancedPurchase } from '../../internal/use-advanced-purchase.js';
import { useFormat } from '../../internal/use-format.js';
import type { SampleWidgetProps } from '../../internal/widget-props.js';
import { sharedStyles } from '../../ui/ui.styles.js';
import { widgetCellStyles } from '../../ui/widget-cell.styles.js';

const SERIES = [
  { label: 'Compliance', value: (r: { compliancePercentage: number }) => r.compliancePercentage },
];

function AdvancePurchaseTrendCard(props: SampleWidgetProps) {
  const { formatPercent } = useFormat();
  const view = useAdvancedPurchase(props);
  return (
    <Card title={ADVANCE_PURCHASE_TEXTS.overTime} tooltip={POLICY_TOOLTIPS.advanceRatio}>
      <ViewState
        view={view}
        isEmpty={(data) => data.overTime.length === 0}
        skeletonHeight={POLICY_CHART_HEIGHTS.wide}
      >
        {(data) => (
          <AreaChart
            rows={data.overTime}
            x={(r) => new Date(`${r.ticketingDate}T00:00:00`)}
            series={SERIES}
            format={(v) => formatPercent(v)}
            formatTick={(v) => formatPercent(v, 0)}
            caption={ADVANCE_PURCHASE_TEXTS.overTime}
            dateHeading="Period from"
            height={POLICY_CHART_HEIGHTS.wide}
          />
        )}
      </ViewState>
    </Card>
  );
}

/** Advance-purchase compliance over time: per day, week or month by the length of the range. */
export const AdvancePurchaseTrend = withBoundary(
  AdvancePurchaseTrendCard,
  'tripsight-advance-purchase-trend',
);

/** The CSS of this module's elements: adopted into their shadow roots when the module has loaded. */
export const styles: readonly string[] = [sharedStyles, widgetCellStyles];
