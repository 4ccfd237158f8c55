import {
  formatListTime,
  type AlertEvaluation,
  type AlertRule,
  type AlertSend,
  type AlertsClient,
} from '@tripsight/core/ops';
import { failureText } from '../../internal/use-ops-client.js';
import type { Column } from '../../ui/data-table.js';
import { DataTable } from '../../ui/data-table.js';
import { Dialog } from '../../ui/dialog.js';
import { ErrorFallback, Skeleton } from '../../ui/states.js';
import { useRuleHistory } from './use-alerts.js';

const figure = (value: number | null) => (value === null ? '—' : value.toLocaleString('en-US'));

/** The mark of what 'Send test now' evaluated or sent, beside the row's first cell. */
export function TestTag({ test }: { test: boolean }) {
  return test ? <span className="badge tone-blue test-tag">Test</span> : null;
}

/** A send's status and, when it failed, why. */
export const sendStatus = (send: { status: string; error: string | null }) =>
  send.error ? `${send.status}: ${send.error}` : send.status;

/** The evaluations table (docs/rules/operations.md#alerts-and-digests). */
const EVALUATION_COLUMNS: readonly Column<AlertEvaluation>[] = [
  {
    key: 'period',
    label: 'PERIOD',
    rowHeader: true,
    nowrap: true,
    className: 'row-name',
    render: (e) => (
      <span className="period-cell">
        {e.period}
        <TestTag test={e.trigger === 'test'} />
      </span>
    ),
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
    render: (s) => (
      <span className="period-cell">
        {s.channel === 'mail' ? 'E-mail' : 'Webhook'}
        <TestTag test={s.test === true} />
      </span>
    ),
  },
  { key: 'period', label: 'PERIOD', nowrap: true },
  { key: 'status', label: 'STATUS', render: sendStatus },
  { key: 'attempts', label: 'ATTEMPTS', numeric: true },
  { key: 'createdAt', label: 'TIME', nowrap: true, render: (s) => formatListTime(s.sentAt ?? s.createdAt) },
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
    <Dialog open onClose={onClose} title={`History of “${rule.name}”`}>
      <div className="history-tables">
        {history.isPending ? (
          <Skeleton height={120} />
        ) : history.error ? (
          <ErrorFallback
            title="Failed to load the history. Please try again later."
            detail={failureText(history.error, '')}
            compact
          />
        ) : (
          <>
            <DataTable
              caption="Evaluations"
              columns={EVALUATION_COLUMNS}
              rows={history.data.evaluations}
              rowKey={(e) => String(e.id)}
              sortable={false}
              pageSize={10}
              emptyText="Not evaluated yet"
            />
            <DataTable
              caption="Sends"
              columns={SEND_COLUMNS}
              rows={history.data.sends}
              rowKey={(s) => String(s.id)}
              sortable={false}
              pageSize={10}
              emptyText="Nothing sent yet"
            />
          </>
        )}
      </div>
      <div className="ops-dialog-actions">
        <button type="button" onClick={onClose}>
          Close
        </button>
      </div>
    </Dialog>
  );
}
