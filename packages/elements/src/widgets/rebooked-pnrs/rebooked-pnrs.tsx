import { SAVINGS_TOOLTIPS } from '@tripsight/core/savings';
import { overviewKpi } from '../../ui/overview-kpi.js';
import { sharedStyles } from '../../ui/ui.styles.js';

/** PNRs rebooked to a cheaper fare in the selected period. */
export const RebookedPnrs = overviewKpi('tripsight-rebooked-pnrs', {
  view: 'savingsOverview',
  title: 'Rebooked PNRs',
  tooltip: SAVINGS_TOOLTIPS.dealsRebooked,
  kpi: (data, _currency, { formatNumber }) => ({
    value: formatNumber(data.rebookedPNRs, 0),
    caption: `${formatNumber(data.acceptedDeals, 0)} of ${formatNumber(data.allSentDeals, 0)} deals sent rebooked`,
  }),
});

/** The CSS of this module's elements: adopted into their shadow roots when the module has loaded. */
export const styles: readonly string[] = [sharedStyles];
