import { formatMoney, formatNumber } from '@tripsight/core';
import { Kpi } from '../../ui/kpi.js';
import { OverviewCard } from '../savings/overview-card.js';
import type { SavingsWidgetProps } from '../savings/savings-mode.js';
import { withBoundary } from '../../internal/with-boundary.js';

function TrackedSpendCard({ mode }: SavingsWidgetProps) {
  return (
    <OverviewCard mode={mode} view="trackedSpend" title="Tracked spend">
      {(data, currency) => (
        <Kpi
          value={formatMoney(data.trackedSpend, currency, { short: true })}
          caption={`${formatNumber(data.trackedPnrs, 0)} tracked PNRs · ${formatNumber(data.validPnrs, 0)} valid`}
        />
      )}
    </OverviewCard>
  );
}

/** Air spend tracked for savings in the selected period. */
export const TrackedSpend = withBoundary(TrackedSpendCard, 'tripsight-tracked-spend');
