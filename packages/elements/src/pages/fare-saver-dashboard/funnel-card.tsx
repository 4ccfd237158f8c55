import { decisionShares, funnelSteps, isFunnelEmpty } from '@tripsight/core/savings';
import { rebookingFunnelView } from '@tripsight/core/views';
import { Card } from '../../ui/card.js';
import { ViewState } from '../../ui/view-state.js';
import { useFormat } from '../../internal/use-format.js';
import { useView } from '../../internal/use-view.js';

/**
 * The rebooking decision funnel: deals found → sent → accepted → PNRs rebooked, each bar as wide as
 * its share of the deals found, then what became of the deals sent (accepted, declined, expired).
 * Parts: funnel, step, bar, decisions (and those of Card and the states).
 */
export function FunnelCard() {
  const { formatNumber, formatPercent } = useFormat();
  const view = useView(rebookingFunnelView);
  return (
    <Card
      title="Rebooking decision funnel"
      tooltip="Deals found include those held back under the current minimum saving; a PNR may get several deals."
    >
      <ViewState view={view} isEmpty={isFunnelEmpty} skeletonHeight={220}>
        {(data) => (
          <>
            <ol part="funnel" className="ts-funnel">
              {funnelSteps(data).map((step, i) => (
                <li key={step.key} part="step" className="ts-funnel-step" data-step={step.key}>
                  <span className="ts-funnel-label">{step.label}</span>
                  <span className="ts-funnel-count">{formatNumber(step.count, 0)}</span>
                  <span className="ts-funnel-track" aria-hidden="true">
                    <span
                      part="bar"
                      className="ts-funnel-bar"
                      style={{ width: `${Math.max(1, Math.min(100, step.percentOfFound))}%` }}
                    />
                  </span>
                  <span className="ts-caption ts-funnel-share">
                    {i === 0
                      ? 'of every deal found'
                      : `${formatPercent(step.percentOfPrevious)} of the step before`}
                  </span>
                </li>
              ))}
            </ol>
            <ul part="decisions" className="ts-decisions" aria-label="What became of the deals sent">
              {decisionShares(data).map((share) => (
                <li
                  key={share.key}
                  className={`ts-decision ts-decision-${share.key}`}
                  data-decision={share.key}
                >
                  <span className="ts-decision-label">{share.label}</span>
                  <strong>{`${share.percent}%`}</strong>
                  <span className="ts-caption">{`${formatNumber(share.deals, 0)} deals`}</span>
                </li>
              ))}
            </ul>
          </>
        )}
      </ViewState>
    </Card>
  );
}
