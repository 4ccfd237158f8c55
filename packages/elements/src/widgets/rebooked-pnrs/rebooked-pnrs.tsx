import { SAVINGS_TOOLTIPS, formatNumber } from '@tripsight/core';
import { Kpi } from '../../ui/kpi.js';
import { OverviewCard } from '../savings/overview-card.js';
import type { SavingsWidgetProps } from '../savings/savings-mode.js';
import { withBoundary } from '../../internal/with-boundary.js';

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
