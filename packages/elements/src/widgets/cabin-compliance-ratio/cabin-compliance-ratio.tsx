import { CABIN_COMPLIANCE_TEXTS, gaugeFigures, POLICY_TOOLTIPS } from '@tripsight/core/policy';
import { withBoundary } from '../../ui/with-boundary.js';
import { Card } from '../../ui/card.js';
import { Gauge } from '../../ui/charts/gauge.js';
import { ViewState } from '../../ui/view-state.js';
import { useCabinGauge } from '../../internal/use-cabin-gauge.js';
import { useFormat } from '../../internal/use-format.js';
import type { SampleWidgetProps } from '../../internal/widget-props.js';
import { sharedStyles } from '../../ui/ui.styles.js';
import { widgetCellStyles } from '../../ui/widget-cell.styles.js';

function CabinComplianceRatioCard(props: SampleWidgetProps) {
  const { formatPercent } = useFormat();
  const view = useCabinGauge(props);
  return (
    <Card title={CABIN_COMPLIANCE_TEXTS.complianceRatio} tooltip={POLICY_TOOLTIPS.cabinRatio}>
      <ViewState view={view} isEmpty={(rows) => rows.length === 0} skeletonHeight={150}>
        {(rows) => (
          <Gauge
            value={gaugeFigures(rows).compliancePercentage}
            caption={CABIN_COMPLIANCE_TEXTS.complianceRatio}
            label="of air spend in policy"
            format={(v) => formatPercent(v)}
          />
        )}
      </ViewState>
    </Card>
  );
}

/** The half-ring gauge of cabin class compliance (compliant spend over total spend). */
export const CabinComplianceRatio = withBoundary(
  CabinComplianceRatioCard,
  'tripsight-cabin-compliance-ratio',
);

/** The CSS of this module's elements: adopted into their shadow roots when the module has loaded. */
export const styles: readonly string[] = [sharedStyles, widgetCellStyles];
