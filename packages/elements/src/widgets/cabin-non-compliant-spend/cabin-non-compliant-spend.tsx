import { CABIN_COMPLIANCE_TEXTS, gaugeFigures, POLICY_TOOLTIPS } from '@tripsight/core/policy';
import { withBoundary } from '../../ui/with-boundary.js';
import { Card } from '../../ui/card.js';
import { Kpi } from '../../ui/kpi.js';
import { ViewState } from '../../ui/view-state.js';
import { useCabinGauge } from '../../internal/use-cabin-gauge.js';
import { useFormat } from '../../internal/use-format.js';
import type { SampleWidgetProps } from '../../internal/widget-props.js';
import { sharedStyles } from '../../ui/ui.styles.js';
import { widgetCellStyles } from '../../ui/widget-cell.styles.js';

function CabinNonCompliantSpendCard(props: SampleWidgetProps) {
  const { formatMoney, formatNumber, formatPercent } = useFormat();
  const view = useCabinGauge(props);
  return (
    <Card title={CABIN_COMPLIANCE_TEXTS.nonCompliantSpend} tooltip={POLICY_TOOLTIPS.nonCompliantSpend}>
      <ViewState view={view} isEmpty={(rows) => rows.length === 0}>
        {(rows, currency) => {
          const figures = gaugeFigures(rows);
          return (
            <Kpi
              value={formatMoney(figures.nonCompliantSpend, currency)}
              caption={`${formatNumber(figures.nonCompliantPnrs, 0)} non-compliant PNRs of ${formatNumber(figures.totalPnrs, 0)} · ${formatPercent(100 - figures.compliancePercentage)} of air spend`}
            />
          );
        }}
      </ViewState>
    </Card>
  );
}

/** Air spend out of cabin policy, with the PNR count. */
export const CabinNonCompliantSpend = withBoundary(
  CabinNonCompliantSpendCard,
  'tripsight-cabin-non-compliant-spend',
);

/** The CSS of this module's elements: adopted into their shadow roots when the module has loaded. */
export const styles: readonly string[] = [sharedStyles, widgetCellStyles];
