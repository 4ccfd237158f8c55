import { SAVINGS_TOOLTIPS, formatNumber } from '@tripsight/core';
import { Kpi } from '../../shared/kpi.js';
import { OverviewCard } from '../../shared/overview-card.js';
import type { SavingsWidgetProps } from '../../shared/savings-mode.js';
import { withBoundary } from '../../shared/with-boundary.js';

function RebookedPnrsCard({ mode }: SavingsWidgetProps) {
  return (
    <OverviewCard
      mode={mode}
      view="savingsOverview"
      title="Rebooked PNRs"
      tooltip={SAVINGS_TOOLTIPS.dealsRebooked}
    >
      {(data) => (
        <Kpi
          value={formatNumber(data.rebookedPNRs, 0)}
          caption={`${formatNumber(data.acceptedDeals, 0)} of ${formatNumber(data.allSentDeals, 0)} deals sent rebooked`}
        />
      )}
    </OverviewCard>
  );
}

/** PNRs rebooked to a cheaper fare in the selected period. */
export const RebookedPnrs = withBoundary(RebookedPnrsCard, 'tripsight-rebooked-pnrs');
