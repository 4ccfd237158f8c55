import {
  DEMO_SAVINGS_METRICS,
  SAVINGS_TOOLTIPS,
  SAVINGS_VIEWS,
  formatMoney,
  formatNumber,
  isSavingsOverviewEmpty,
  type SavingsOverviewData,
} from '@tripsight/core';
import { Card } from '../../shared/card.js';
import { Kpi } from '../../shared/kpi.js';
import { useSavingsMode, type SavingsWidgetProps } from '../../shared/savings-mode.js';
import { useSavingsView } from '../../shared/use-savings-view.js';
import { ViewState } from '../../shared/view-state.js';
import { withBoundary } from '../../shared/with-boundary.js';

function AcceptedSavingsCard({ mode }: SavingsWidgetProps) {
  const options = useSavingsMode(mode);
  const view = useSavingsView<SavingsOverviewData>(
    SAVINGS_VIEWS.savingsOverview,
    options,
    () => DEMO_SAVINGS_METRICS.savingsOverview,
  );
  return (
    <Card title="Savings accepted" tooltip={SAVINGS_TOOLTIPS.acceptedSavings}>
      <ViewState view={view} isEmpty={isSavingsOverviewEmpty}>
        {(data, currency) => (
          <Kpi
            value={formatMoney(data.acceptedSavings, currency)}
            caption={`${formatNumber(data.acceptedDeals, 0)} deals rebooked`}
          />
        )}
      </ViewState>
    </Card>
  );
}

/** Savings from rebooked deals in the selected period. */
export const AcceptedSavings = withBoundary(AcceptedSavingsCard, 'tripsight-accepted-savings');
