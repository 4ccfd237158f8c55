import { useMemo } from 'react';
import {
  decisionReasons,
  decisionTime,
  isFunnelEmpty,
  savingsLost,
  type DecisionReason,
} from '@tripsight/core/savings';
import { rebookingDecisionsView, rebookingFunnelView } from '@tripsight/core/views';
import { Card } from '../../ui/card.js';
import type { Column } from '../../ui/data-table.js';
import { TableCard } from '../../ui/table-card.js';
import { ViewState, type ViewStatus } from '../../ui/view-state.js';
import { useFormat } from '../../internal/use-format.js';
import { useView } from '../../internal/use-view.js';

/** How long travellers took to decide, and how long the deals that expired had been open. */
export function DecisionTimeCard() {
  const view = useView(rebookingFunnelView);
  const { formatNumber } = useFormat();
  return (
    <Card title="Time to decision">
      <ViewState view={view} isEmpty={isFunnelEmpty} skeletonHeight={140}>
        {(data) => (
          <dl className="ts-figures">
            <div>
              <dt>Median time to accept</dt>
              <dd part="value" className="ts-value">
                {decisionTime(data.medianMinutesToAccept)}
              </dd>
            </div>
            <div>
              <dt>Median time to decline</dt>
              <dd className="ts-figure">{decisionTime(data.medianMinutesToDecline)}</dd>
            </div>
            <div>
              <dt>9 decisions in 10 within</dt>
              <dd className="ts-figure">{decisionTime(data.p90MinutesToDecision)}</dd>
            </div>
            <div>
              <dt>Expired deals were open</dt>
              <dd className="ts-figure">
                {data.medianHoursOpenWhenExpired === null
                  ? '–'
                  : `${formatNumber(data.medianHoursOpenWhenExpired, 1)} h (median)`}
              </dd>
            </div>
          </dl>
        )}
      </ViewState>
    </Card>
  );
}

/** The savings lost because deals were declined or expired (together, the savings not accepted). */
export function SavingsLostCard() {
  const view = useView(rebookingFunnelView);
  const { formatMoney, formatPercent } = useFormat();
  return (
    <Card title="Savings lost" tooltip="Savings not accepted = found but not rebooked">
      <ViewState view={view} isEmpty={isFunnelEmpty} skeletonHeight={140}>
        {(data, currency) => {
          const lost = savingsLost(data);
          return (
            <>
              <p part="value" className="ts-value">
                {formatMoney(lost.total, currency)}
              </p>
              <p part="caption" className="ts-caption">
                {`${formatPercent(lost.percentOfSent)} of the savings sent`}
              </p>
              <dl className="ts-figures">
                <div>
                  <dt>Declined</dt>
                  <dd className="ts-figure">{formatMoney(lost.declined, currency)}</dd>
                </div>
                <div>
                  <dt>Expired</dt>
                  <dd className="ts-figure">{formatMoney(lost.expired, currency)}</dd>
                </div>
              </dl>
            </>
          );
        }}
      </ViewState>
    </Card>
  );
}

/** The deals declined or expired per feedback reason, with their savings and time to decision. */
export function DecisionReasonsTable() {
  const format = useFormat();
  const view = useView(rebookingDecisionsView);
  const currency = view.status === 'success' ? view.currency : null;
  const rows = view.status === 'success' ? view.data : null;
  const reasons = useMemo(() => decisionReasons(rows ?? []), [rows]);
  const status: ViewStatus<DecisionReason[]> = view.status === 'success' ? { ...view, data: reasons } : view;
  const columns = useMemo<Column<DecisionReason>[]>(
    () => [
      { key: 'feedbackMeaningPlatform', label: 'Feedback reason', rowHeader: true },
      { key: 'decision', label: 'Decision', nowrap: true },
      {
        key: 'notAcceptedDeals',
        label: 'Deals',
        numeric: true,
        render: (r) => format.formatNumber(r.notAcceptedDeals, 0),
      },
      { key: 'percent', label: 'Share', numeric: true, render: (r) => `${r.percent}%` },
      {
        key: 'savingsNotAccepted',
        label: 'Savings lost',
        numeric: true,
        render: (r) => format.formatMoney(r.savingsNotAccepted, currency),
      },
      {
        key: 'medianDecisionMinutes',
        label: 'Median time to decision',
        numeric: true,
        render: (r) => decisionTime(r.medianDecisionMinutes),
      },
    ],
    [currency, format],
  );
  return (
    <TableCard
      title="Declined and expired deals by feedback"
      view={status}
      columns={columns}
      sortBy="notAcceptedDeals"
    />
  );
}
