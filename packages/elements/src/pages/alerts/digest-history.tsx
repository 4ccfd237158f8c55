import { formatListTime, type AlertsClient, type Digest, type DigestSend } from '@tripsight/core/ops';
import { failureText } from '../../internal/use-ops-client.js';
import type { Column } from '../../ui/data-table.js';
import { DataTable } from '../../ui/data-table.js';
import { Dialog } from '../../ui/dialog.js';
import { ErrorFallback, Skeleton } from '../../ui/states.js';
import { sendStatus, TestTag } from './rule-history.js';
import { useDigestHistory } from './use-alerts.js';

/** The mails of a digest, one per client and period (docs/rules/operations.md#alerts-and-digests). */
const SEND_COLUMNS: readonly Column<DigestSend>[] = [
  {
    key: 'client',
    label: 'CLIENT',
    rowHeader: true,
    className: 'row-name',
    render: (s) => (
      <span className="period-cell">
        {s.client}
        <TestTag test={s.test} />
      </span>
    ),
  },
  { key: 'period', label: 'PERIOD', nowrap: true },
  { key: 'status', label: 'STATUS', render: sendStatus },
  { key: 'attempts', label: 'ATTEMPTS', numeric: true },
  { key: 'createdAt', label: 'TIME', nowrap: true, render: (s) => formatListTime(s.sentAt ?? s.createdAt) },
];

/** A digest's history: the mails it sent to its clients, newest first, tests marked. */
export function DigestHistory({
  digest,
  client,
  onClose,
}: {
  digest: Digest;
  client: AlertsClient;
  onClose: () => void;
}) {
  const history = useDigestHistory(client, digest.id);
  return (
    <Dialog open onClose={onClose} title={`History of “${digest.name}”`}>
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
          <DataTable
            caption="Sends"
            columns={SEND_COLUMNS}
            rows={history.data.sends}
            rowKey={(s) => String(s.id)}
            sortable={false}
            pageSize={10}
            emptyText="Nothing sent yet"
          />
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
