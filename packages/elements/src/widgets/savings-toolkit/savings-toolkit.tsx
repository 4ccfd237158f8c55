import { percentBand } from '@tripsight/core/rules';
import { BEST_PRACTICE_CAP_PERCENT, CURRENT_SAVINGS_THRESHOLD } from '@tripsight/core/savings';
import { OverviewCard } from '../../ui/overview-card.js';
import { withBoundary } from '../../ui/with-boundary.js';
import { useFormat } from '../../internal/use-format.js';
import type { ModeWidgetProps } from '../../internal/widget-props.js';
import { sharedStyles } from '../../ui/ui.styles.js';

function SavingsToolkitCard({ mode }: ModeWidgetProps) {
  const { formatMoney, formatPercent } = useFormat();
  return (
    <OverviewCard mode={mode} view="savingsOverview" title="Savings-optimization toolkit" showEmpty={false}>
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
    </OverviewCard>
  );
}

/** The current savings threshold, the best-practice cap and the rebooking ratio in its colour band. */
export const SavingsToolkit = withBoundary(SavingsToolkitCard, 'tripsight-savings-toolkit');

/** The CSS of this module's elements: adopted into their shadow roots when the module has loaded. */
export const styles: readonly string[] = [sharedStyles];
