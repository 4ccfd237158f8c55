import { SAVINGS_TOOLTIPS, formatMoney, formatNumber } from '@tripsight/core';
import { Kpi } from '../../shared/kpi.js';
import { OverviewCard } from '../../shared/overview-card.js';
import type { SavingsWidgetProps } from '../../shared/savings-mode.js';
import { withBoundary } from '../../shared/with-boundary.js';

function AcceptedSavingsCard({ mode }: SavingsWidgetProps) {
  return (
    <OverviewCard
      mode={mode}
      view="savingsOverview"
      title="Savings accepted"
      tooltip={SAVINGS_TOOLTIPS.acceptedSavings}
    >
      {(data, currency) => (
        <Kpi
          value={formatMoney(data.acceptedSavings, currency)}
          caption={`${formatNumber(data.acceptedDeals, 0)} deals rebooked`}
        />
      )}
    </OverviewCard>
  );
}

/** Savings from rebooked deals in the selected period. */
export const AcceptedSavings = withBoundary(AcceptedSavingsCard, 'tripsight-accepted-savings');
