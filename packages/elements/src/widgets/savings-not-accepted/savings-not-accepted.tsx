import {
  DEMO_SAVINGS_METRICS,
  SAVINGS_TOOLTIPS,
  SAVINGS_VIEWS,
  formatMoney,
  formatNumber,
  isSavingsOverviewEmpty,
  savingsSummary,
  type SavingsOverviewData,
} from '@tripsight/core';
import { Card, InfoTooltip } from '../../shared/card.js';
import { Kpi } from '../../shared/kpi.js';
import { useSavingsMode, type SavingsWidgetProps } from '../../shared/savings-mode.js';
import { useSavingsView } from '../../shared/use-savings-view.js';
import { ViewState } from '../../shared/view-state.js';
import { withBoundary } from '../../shared/with-boundary.js';

function SavingsNotAcceptedCard({ mode }: SavingsWidgetProps) {
  const options = useSavingsMode(mode);
  const view = useSavingsView<SavingsOverviewData>(
    SAVINGS_VIEWS.savingsOverview,
    options,
    () => DEMO_SAVINGS_METRICS.savingsOverview,
  );
  return (
    <Card title="Savings not accepted" tooltip={SAVINGS_TOOLTIPS.savingsNotAccepted}>
      <ViewState view={view} isEmpty={isSavingsOverviewEmpty}>
        {(data, currency) => {
          const summary = savingsSummary(data);
          return (
            <Kpi
              value={formatMoney(data.savingsNotAccepted, currency)}
              caption={
                <>
                  {`${formatNumber(data.savingsNotAcceptedPNRs, 0)} PNRs · ${summary.notAcceptedShare}% of `}
                  {`${formatMoney(summary.totalSavingsSent, currency)} total savings sent `}
                  <InfoTooltip text={SAVINGS_TOOLTIPS.totalSavingsSent} />
                </>
              }
            />
          );
        }}
      </ViewState>
    </Card>
  );
}

/** Savings found but not rebooked in the selected period. */
export const SavingsNotAccepted = withBoundary(SavingsNotAcceptedCard, 'tripsight-savings-not-accepted');
