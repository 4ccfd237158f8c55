import type { AlertsClient, Digest, DigestSend } from '@tripsight/core/ops';
import type { Column } from '../../ui/data-table.js';
import { HistoryDialog, HistoryTable, sendColumns, withTestTag } from './history-dialog.js';
import { useDigestHistory } from './use-alerts.js';

/** The mails of a digest, one per client and period (docs/rules/operations.md#alerts-and-digests). */
const SEND_COLUMNS: readonly Column<DigestSend>[] = [
  {
    key: 'client',
    label: 'CLIENT',
    rowHeader: true,
    className: 'row-name',
    render: (s) => withTestTag(s.client, s.test),
  },
  ...sendColumns<DigestSend>(),
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
    <HistoryDialog name={digest.name} history={history} onClose={onClose}>
      {(data) => (
        <HistoryTable caption="Sends" columns={SEND_COLUMNS} rows={data.sends} emptyText="Nothing sent yet" />
      )}
    </HistoryDialog>
  );
}
