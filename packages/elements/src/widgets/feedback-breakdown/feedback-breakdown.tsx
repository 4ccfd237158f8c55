import { useMemo } from 'react';
import { SAVINGS_TOOLTIPS, feedbackShares, notAcceptedDealsTotal } from '@tripsight/core/savings';
import { feedbackView } from '@tripsight/core/views';
import { BarChart } from '../../ui/charts/bar-chart.js';
import { Card } from '../../ui/card.js';
import { useView } from '../../internal/use-view.js';
import { ViewState } from '../../ui/view-state.js';
import { withBoundary } from '../../ui/with-boundary.js';
import { useFormat } from '../../internal/use-format.js';
import type { ModeWidgetProps } from '../../internal/widget-props.js';
import { useMode } from '../../internal/use-mode.js';
import { sharedStyles } from '../../ui/ui.styles.js';

function FeedbackBreakdownCard({ mode }: ModeWidgetProps) {
  const { countText } = useFormat();
  const options = useMode(mode, 'savings');
  const view = useView(feedbackView, { mode: options });
  const rows = view.status === 'success' ? view.data : null;
  const bars = useMemo(
    () =>
      feedbackShares(rows ?? []).map((r) => ({
        label: r.feedbackMeaningPlatform || 'No feedback',
        value: r.percent,
      })),
    [rows],
  );
  return (
    <Card title="Feedback breakdown" tooltip={SAVINGS_TOOLTIPS.savingsNotAccepted}>
      <ViewState view={view} isEmpty={(d) => d.length === 0} skeletonHeight={250}>
        {(data) => (
          <>
            <p part="caption" className="ts-caption">
              {`${countText(notAcceptedDealsTotal(data), ['deal', 'deals'])} not accepted, by the traveller's feedback`}
            </p>
            <BarChart
              data={bars}
              caption="Deals not accepted by feedback reason"
              labelHeading="Reason"
              valueHeading="Share of deals not accepted"
              orientation="horizontal"
              format={(v) => `${v}%`}
            />
          </>
        )}
      </ViewState>
    </Card>
  );
}

/** Why deals were not accepted: each feedback reason's share of the deals not accepted. */
export const FeedbackBreakdown = withBoundary(FeedbackBreakdownCard, 'tripsight-feedback-breakdown');

/** The CSS of this module's elements: adopted into their shadow roots when the module has loaded. */
export const styles: readonly string[] = [sharedStyles];
