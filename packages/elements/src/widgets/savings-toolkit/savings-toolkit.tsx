import {
  BEST_PRACTICE_CAP_PERCENT,
  CURRENT_SAVINGS_THRESHOLD,
  DEMO_SAVINGS_METRICS,
  SAVINGS_VIEWS,
  formatMoney,
  formatPercent,
  percentBand,
  type SavingsOverviewData,
} from '@tripsight/core';
import { Card } from '../../shared/card.js';
import { useSavingsMode, type SavingsWidgetProps } from '../../shared/savings-mode.js';
import { useSavingsView } from '../../shared/use-savings-view.js';
import { ViewState } from '../../shared/view-state.js';
import { withBoundary } from '../../shared/with-boundary.js';

function SavingsToolkitCard({ mode }: SavingsWidgetProps) {
  const options = useSavingsMode(mode);
  const view = useSavingsView<SavingsOverviewData>(
    SAVINGS_VIEWS.savingsOverview,
    options,
    () => DEMO_SAVINGS_METRICS.savingsOverview,
  );
  return (
    <Card title="Savings-optimization toolkit">
      <ViewState view={view}>
        {(data, currency) => (
          <dl className="ts-toolkit">
            <div>
              <dt>Current savings threshold</dt>
              <dd part="value" className="ts-value">
                {formatMoney(CURRENT_SAVINGS_THRESHOLD, currency, { decimals: 0 })}
              </dd>
            </div>
            <div>
              <dt>Best practice</dt>
              <dd part="caption" className="ts-caption">
                {`Cap the savings threshold at about ${BEST_PRACTICE_CAP_PERCENT}% of spend.`}
              </dd>
            </div>
            <div>
              <dt>Rebooking ratio</dt>
              <dd
                className={`ts-band-${percentBand(data.rebookingPerformanceRatio)}`}
                data-band={percentBand(data.rebookingPerformanceRatio)}
              >
                {formatPercent(data.rebookingPerformanceRatio)}
              </dd>
            </div>
          </dl>
        )}
      </ViewState>
    </Card>
  );
}

/** The current savings threshold, the best-practice cap and the rebooking ratio in its colour band. */
export const SavingsToolkit = withBoundary(SavingsToolkitCard, 'tripsight-savings-toolkit');
