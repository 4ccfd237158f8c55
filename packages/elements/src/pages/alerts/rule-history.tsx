import {
  formatAlertFigure,
  formatListTime,
  periodKeyText,
  ruleCurrency,
  type AlertEvaluation,
  type AlertRule,
  type AlertSend,
  type AlertsClient,
} from '@tripsight/core/ops';
import type { Column } from '../../ui/data-table.js';
import { HistoryDialog, HistoryTable, sendColumns, withTestTag } from './history-dialog.js';
import { useRuleHistory } from './use-alerts.js';

/** The evaluations table (docs/rules/operations.md#alerts-and-digests): figures as the rule's mail writes them. */
function evaluationColumns(rule: AlertRule, currency: string | null): readonly Column<AlertEvaluation>[] {
  const figure = (value: number | null, threshold = false) =>
    value === null ? '—' : formatAlertFigure(rule.view, rule.field, value, currency, { threshold });
  return [
    {
      key: 'period',
      label: 'PERIOD',
      rowHeader: true,
      nowrap: true,
      className: 'row-name',
      render: (e) => withTestTag(periodKeyText(e.period), e.trigger === 'test'),
    },
    { key: 'value', label: 'VALUE', numeric: true, render: (e) => figure(e.value) },
    { key: 'threshold', label: 'THRESHOLD', numeric: true, render: (e) => figure(e.threshold, true) },
    { key: 'fired', label: 'FIRED', render: (e) => (e.fired ? 'Yes' : 'No') },
    { key: 'evaluatedAt', label: 'EVALUATED', nowrap: true, render: (e) => formatListTime(e.evaluatedAt) },
  ];
}

/** The sends table. */
const SEND_COLUMNS: readonly Column<AlertSend>[] = [
  {
    key: 'channel',
    label: 'CHANNEL',
    rowHeader: true,
    className: 'row-name',
    render: (s) => withTestTag(s.channel === 'mail' ? 'E-mail' : 'Webhook', s.test === true),
  },
  ...sendColumns<AlertSend>(),
];

/** A rule's history: its evaluations and the messages they sent, newest first. */
export function RuleHistory({
  rule,
  client,
  currency,
  onClose,
}: {
  rule: AlertRule;
  client: AlertsClient;
  /** The dashboard's currency: the rule's money figures are in its filter's, else this one. */
  currency: string | null;
  onClose: () => void;
}) {
  const history = useRuleHistory(client, rule.id);
  return (
    <HistoryDialog name={rule.name} history={history} onClose={onClose}>
      {(data) => (
        <>
          <HistoryTable
            caption="Evaluations"
            columns={evaluationColumns(rule, ruleCurrency(rule, currency))}
            rows={data.evaluations}
            emptyText="Not evaluated yet"
          />
          <HistoryTable
            caption="Sends"
            columns={SEND_COLUMNS}
            rows={data.sends}
            emptyText="Nothing sent yet"
          />
        </>
      )}
    </HistoryDialog>
  );
}
