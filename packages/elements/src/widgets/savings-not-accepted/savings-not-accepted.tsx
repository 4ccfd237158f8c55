import { SAVINGS_TOOLTIPS, formatMoney, formatNumber, savingsSummary } from '@tripsight/core';
import { InfoTooltip } from '../../ui/card.js';
import { Kpi } from '../../ui/kpi.js';
import { OverviewCard } from '../savings/overview-card.js';
import type { SavingsWidgetProps } from '../savings/savings-mode.js';
import { withBoundary } from '../../internal/with-boundary.js';

function SavingsNotAcceptedCard({ mode }: SavingsWidgetProps) {
  return (
    <OverviewCard
      mode={mode}
      view="savingsOverview"
      title="Savings not accepted"
      tooltip={SAVINGS_TOOLTIPS.savingsNotAccepted}
    >
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
    </OverviewCard>
  );
}

/** Savings found but not rebooked in the selected period. */
export const SavingsNotAccepted = withBoundary(SavingsNotAcceptedCard, 'tripsight-savings-not-accepted');
