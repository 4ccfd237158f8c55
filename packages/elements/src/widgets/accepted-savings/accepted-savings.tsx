import { SAVINGS_TOOLTIPS } from '@tripsight/core/savings';
import { overviewKpi } from '../../ui/overview-kpi.js';
import { sharedStyles } from '../../ui/ui.styles.js';

/** Savings from rebooked deals in the selected period. */
export const AcceptedSavings = overviewKpi('tripsight-accepted-savings', {
  view: 'savingsOverview',
  title: 'Savings accepted',
  tooltip: SAVINGS_TOOLTIPS.acceptedSavings,
  kpi: (data, currency, { countText, formatMoney }) => ({
    value: formatMoney(data.acceptedSavings, currency),
    caption: `${countText(data.acceptedDeals, ['deal', 'deals'])} rebooked`,
  }),
});

/** The CSS of this module's elements: adopted into their shadow roots when the module has loaded. */
export const styles: readonly string[] = [sharedStyles];
