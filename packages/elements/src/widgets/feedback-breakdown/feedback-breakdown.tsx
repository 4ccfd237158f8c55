import { useMemo } from 'react';
import {
  DEMO_SAVINGS_METRICS,
  SAVINGS_TOOLTIPS,
  feedbackShares,
  notAcceptedDealsTotal,
} from '@tripsight/core/savings';
import { feedbackView } from '@tripsight/core/views';
import { BarChart } from '../../ui/charts/bar-chart.js';
import { Card } from '../../ui/card.js';
import { useSavingsMode, type SavingsWidgetProps } from '../savings/savings-mode.js';
import { useView } from '../../internal/use-view.js';
import { ViewState } from '../../ui/view-state.js';
import { withBoundary } from '../../internal/with-boundary.js';
import { useFormat } from '../../internal/use-format.js';

function FeedbackBreakdownCard({ mode }: SavingsWidgetProps) {
  const { countText } = useFormat();
  const options = useSavingsMode(mode);
  const view = useView(feedbackView, { mode: options, demo: () => DEMO_SAVINGS_METRICS.feedback });
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
