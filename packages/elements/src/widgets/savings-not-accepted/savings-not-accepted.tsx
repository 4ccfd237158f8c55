import { SAVINGS_TOOLTIPS, savingsSummary } from '@tripsight/core/savings';
import { InfoTooltip } from '../../ui/card.js';
import { overviewKpi } from '../../ui/overview-kpi.js';
import { sharedStyles } from '../../ui/ui.styles.js';

/** Savings found but not rebooked in the selected period. */
export const SavingsNotAccepted = overviewKpi('tripsight-savings-not-accepted', {
  view: 'savingsOverview',
  title: 'Savings not accepted',
  tooltip: SAVINGS_TOOLTIPS.savingsNotAccepted,
  kpi: (data, currency, { countText, formatMoney }) => {
    const summary = savingsSummary(data);
    return {
      value: formatMoney(data.savingsNotAccepted, currency),
      caption: (
        <>
          {`${countText(data.savingsNotAcceptedPNRs, ['PNR', 'PNRs'])} (${countText(data.notAcceptedDeals, ['deal', 'deals'])}) · ${summary.notAcceptedShare}% of `}
          {`${formatMoney(summary.totalSavingsSent, currency)} total savings sent `}
          <InfoTooltip text={SAVINGS_TOOLTIPS.totalSavingsSent} />
        </>
      ),
    };
  },
});

/** The CSS of this module's elements: adopted into their shadow roots when the module has loaded. */
export const styles: readonly string[] = [sharedStyles];
