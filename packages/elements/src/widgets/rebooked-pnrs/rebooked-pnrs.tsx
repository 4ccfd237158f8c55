import {
  DEMO_SAVINGS_METRICS,
  SAVINGS_TOOLTIPS,
  SAVINGS_VIEWS,
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

function RebookedPnrsCard({ mode }: SavingsWidgetProps) {
  const options = useSavingsMode(mode);
  const view = useSavingsView<SavingsOverviewData>(
    SAVINGS_VIEWS.savingsOverview,
    options,
    () => DEMO_SAVINGS_METRICS.savingsOverview,
  );
  return (
    <Card title="Rebooked PNRs" tooltip={SAVINGS_TOOLTIPS.dealsRebooked}>
      <ViewState view={view} isEmpty={isSavingsOverviewEmpty}>
        {(data) => (
          <Kpi
            value={formatNumber(data.rebookedPNRs, 0)}
            caption={`${formatNumber(data.acceptedDeals, 0)} of ${formatNumber(data.allSentDeals, 0)} deals sent rebooked`}
          />
        )}
      </ViewState>
    </Card>
  );
}

/** PNRs rebooked to a cheaper fare in the selected period. */
export const RebookedPnrs = withBoundary(RebookedPnrsCard, 'tripsight-rebooked-pnrs');
