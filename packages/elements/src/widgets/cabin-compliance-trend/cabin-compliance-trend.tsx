import { useCallback, useMemo } from 'react';
import {
  CABIN_COMPLIANCE_TEXTS,
  POLICY_CHART_HEIGHTS,
  POLICY_TOOLTIPS,
  ytdBars,
} from '@tripsight/core/policy';
import { cabinComplianceYtdView } from '@tripsight/core/views';
import { withBoundary } from '../../ui/with-boundary.js';
import { BarChart } from '../../ui/charts/bar-chart.js';
import { Card } from '../../ui/card.js';
import { ViewState } from '../../ui/view-state.js';
import { useFormat } from '../../internal/use-format.js';
import type { SampleWidgetProps } from '../../internal/widget-props.js';
import { useView } from '../../internal/use-view.js';
import { useMode } from '../../internal/use-mode.js';
import { sharedStyles } from '../../ui/ui.styles.js';
import { widgetCellStyles } from '../../ui/widget-cell.styles.js';

const PERCENT_AXIS = { domain: [0, 100] as [number, number], ticks: [0, 25, 50, 75, 100] };

function CabinComplianceTrendCard(props: SampleWidgetProps) {
  const mode = useMode(props.mode, 'policy');
  const view = useView(cabinComplianceYtdView, { mode, sample: props });
  const rows = view.status === 'success' ? view.data : null;
  const bars = useMemo(() => ytdBars(rows ?? []).map((b) => ({ label: b.month, value: b.percent })), [rows]);
  const { formatPercent } = useFormat();
  const wholePercent = useCallback((v: number) => formatPercent(v, 0), [formatPercent]);
  const axis = useMemo(() => ({ ...PERCENT_AXIS, format: wholePercent }), [wholePercent]);
  return (
    <Card title={CABIN_COMPLIANCE_TEXTS.ytdTrend} tooltip={POLICY_TOOLTIPS.ytdTrend}>
      <ViewState view={view} isEmpty={(data) => data.length === 0} skeletonHeight={POLICY_CHART_HEIGHTS.card}>
        {() => (
          <BarChart
            data={bars}
            caption={`${CABIN_COMPLIANCE_TEXTS.complianceRatio} by month, year to date`}
            labelHeading="Month"
            valueHeading="Compliance"
            format={wholePercent}
            axis={axis}
            height={POLICY_CHART_HEIGHTS.card}
          />
        )}
      </ViewState>
    </Card>
  );
}

/** Cabin class compliance per month of the year to date, in whole percent. */
export const CabinComplianceTrend = withBoundary(
  CabinComplianceTrendCard,
  'tripsight-cabin-compliance-trend',
);

/** The CSS of this module's elements: adopted into their shadow roots when the module has loaded. */
export const styles: readonly string[] = [sharedStyles, widgetCellStyles];
