import { SAVINGS_TOOLTIPS, formatMoney, formatNumber } from '@tripsight/core';
import { Kpi } from '../../ui/kpi.js';
import { OverviewCard } from '../savings/overview-card.js';
import type { SavingsWidgetProps } from '../savings/savings-mode.js';
import { withBoundary } from '../../internal/with-boundary.js';

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
