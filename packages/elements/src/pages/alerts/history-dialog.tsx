import type { ReactNode } from 'react';
import type { UseQueryResult } from '@tanstack/react-query';
import { formatListTime, periodKeyText, type SendRecord } from '@tripsight/core/ops';
import { failureText } from '../../internal/use-ops-client.js';
import type { Column } from '../../ui/data-table.js';
import { DataTable } from '../../ui/data-table.js';
import { Dialog } from '../../ui/dialog.js';
import { ErrorFallback, Skeleton } from '../../ui/states.js';

/** The mark of what 'Send test now' evaluated or sent, beside the row's first cell. */
function TestTag({ test }: { test: boolean }) {
  return test ? <span className="badge tone-blue test-tag">Test</span> : null;
}

/** A row's first cell: its name with the test mark. */
export const withTestTag = (name: ReactNode, test: boolean) => (
  <span className="period-cell">
    {name}
    <TestTag test={test} />
  </span>
);

/** The columns every sends table ends with: period, status (and why it failed), attempts, time. */
export function sendColumns<T extends SendRecord>(): Column<T>[] {
  return [
    { key: 'period', label: 'PERIOD', nowrap: true, render: (send) => periodKeyText(send.period) },
    {
      key: 'status',
      label: 'STATUS',
      render: (send) => (send.error ? `${send.status}: ${send.error}` : send.status),
    },
    { key: 'attempts', label: 'ATTEMPTS', numeric: true },
    {
      key: 'createdAt',
      label: 'TIME',
      nowrap: true,
      render: (send) => formatListTime(send.sentAt ?? send.createdAt),
    },
  ];
}

/** One table of a history: newest first as answered, ten rows a page. */
export function HistoryTable<T extends { id: number }>(props: {
  caption: string;
  columns: readonly Column<T>[];
  rows: readonly T[];
  emptyText: string;
}) {
  return (
    <DataTable
      {...props}
      rows={[...props.rows]}
      rowKey={(row) => String(row.id)}
      sortable={false}
      pageSize={10}
    />
  );
}

/**
 * The history dialog of a rule or a digest (docs/rules/operations.md#alerts-and-digests): its tables
 * once loaded, a placeholder meanwhile, the failure in their place.
 */
export function HistoryDialog<T>({
  name,
  history,
  onClose,
  children,
}: {
  name: string;
  history: UseQueryResult<T>;
  onClose: () => void;
  children: (data: T) => ReactNode;
}) {
  return (
    <Dialog open onClose={onClose} title={`History of “${name}”`}>
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
          children(history.data as T)
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
