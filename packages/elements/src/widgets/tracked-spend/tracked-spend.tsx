import {
  DEMO_SAVINGS_METRICS,
  SAVINGS_VIEWS,
  formatMoney,
  formatNumber,
  type TrackedSpendData,
} from '@tripsight/core';
import { Card } from '../../shared/card.js';
import { Kpi } from '../../shared/kpi.js';
import { useSavingsMode, type SavingsWidgetProps } from '../../shared/savings-mode.js';
import { useSavingsView } from '../../shared/use-savings-view.js';
import { ViewState } from '../../shared/view-state.js';
import { withBoundary } from '../../shared/with-boundary.js';

function TrackedSpendCard({ mode }: SavingsWidgetProps) {
  const options = useSavingsMode(mode);
  const view = useSavingsView<TrackedSpendData>(
    SAVINGS_VIEWS.trackedSpend,
    options,
    () => DEMO_SAVINGS_METRICS.trackedSpend,
  );
  return (
    <Card title="Tracked spend">
      <ViewState view={view} isEmpty={(d) => d.trackedPnrs === 0}>
        {(data, currency) => (
          <Kpi
            value={formatMoney(data.trackedSpend, currency, { short: true })}
            caption={`${formatNumber(data.trackedPnrs, 0)} tracked PNRs · ${formatNumber(data.validPnrs, 0)} valid`}
          />
        )}
      </ViewState>
    </Card>
  );
}

/** Air spend tracked for savings in the selected period. */
export const TrackedSpend = withBoundary(TrackedSpendCard, 'tripsight-tracked-spend');
