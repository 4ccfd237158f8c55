import {
  formatListTime,
  periodKeyText,
  type AlertEvaluation,
  type AlertRule,
  type AlertSend,
  type AlertsClient,
} from '@tripsight/core/ops';
import type { Column } from '../../ui/data-table.js';
import { HistoryDialog, HistoryTable, sendColumns, withTestTag } from './history-dialog.js';
import { useRuleHistory } from './use-alerts.js';

const figure = (value: number | null) => (value === null ? '—' : value.toLocaleString('en-US'));

/** The evaluations table (docs/rules/operations.md#alerts-and-digests). */
const EVALUATION_COLUMNS: readonly Column<AlertEvaluation>[] = [
  {
    key: 'period',
    label: 'PERIOD',
    rowHeader: true,
    nowrap: true,
    className: 'row-name',
    render: (e) => withTestTag(periodKeyText(e.period), e.trigger === 'test'),
  },
  { key: 'value', label: 'VALUE', numeric: true, render: (e) => figure(e.value) },
  { key: 'threshold', label: 'THRESHOLD', numeric: true, render: (e) => figure(e.threshold) },
  { key: 'fired', label: 'FIRED', render: (e) => (e.fired ? 'Yes' : 'No') },
  { key: 'evaluatedAt', label: 'EVALUATED', nowrap: true, render: (e) => formatListTime(e.evaluatedAt) },
];

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
  onClose,
}: {
  rule: AlertRule;
  client: AlertsClient;
  onClose: () => void;
}) {
  const history = useRuleHistory(client, rule.id);
  return (
    <HistoryDialog name={rule.name} history={history} onClose={onClose}>
      {(data) => (
        <>
          <HistoryTable
            caption="Evaluations"
            columns={EVALUATION_COLUMNS}
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
