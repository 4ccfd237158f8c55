import { overviewKpi } from '../../ui/overview-kpi.js';
import { sharedStyles } from '../../ui/ui.styles.js';

/** Air spend tracked for savings in the selected period. */
export const TrackedSpend = overviewKpi('tripsight-tracked-spend', {
  view: 'trackedSpend',
  title: 'Tracked spend',
  kpi: (data, currency, { countText, formatMoney, formatNumber }) => ({
    value: formatMoney(data.trackedSpend, currency),
    caption: `${countText(data.trackedPnrs, ['tracked PNR', 'tracked PNRs'])} · ${formatNumber(data.validPnrs, 0)} valid`,
  }),
});

/** The CSS of this module's elements: adopted into their shadow roots when the module has loaded. */
export const styles: readonly string[] = [sharedStyles];
