import { SCHEDULE_LABELS, SECTION_LABELS, type Digest } from '@tripsight/core/ops';
import { failureText } from '../../internal/use-ops-client.js';
import { Card } from '../../ui/card.js';
import type { Column } from '../../ui/data-table.js';
import { DataTable } from '../../ui/data-table.js';
import { EmptyState, ErrorFallback, Skeleton } from '../../ui/states.js';
import { PausedState, RowActionButtons, type RowActions } from './row-parts.js';

export interface DigestListProps extends RowActions<Digest> {
  digests: readonly Digest[] | undefined;
  loading: boolean;
  error: Error | null;
  busyId: number | null;
  onNew: () => void;
}

function columns(actions: RowActions<Digest>, busyId: number | null): Column<Digest>[] {
  return [
    { key: 'name', label: 'NAME', rowHeader: true, className: 'row-name' },
    { key: 'clients', label: 'CLIENTS', render: (digest) => digest.clients.join(', ') },
    {
      key: 'sections',
      label: 'SECTIONS',
      render: (digest) => digest.sections.map((section) => SECTION_LABELS[section]).join(', '),
    },
    { key: 'schedule', label: 'SCHEDULE', render: (digest) => SCHEDULE_LABELS[digest.schedule] },
    { key: 'paused', label: 'STATUS', render: (digest) => <PausedState paused={digest.paused} /> },
    {
      key: 'id',
      id: 'actions',
      label: 'ACTIONS',
      render: (digest) => (
        <RowActionButtons kind="digest" item={digest} busy={busyId === digest.id} actions={actions} />
      ),
    },
  ];
}

/** The 'Client digests' card: 'New digest', then the table of digests or its empty, loading or error state. */
export function DigestList({ digests, loading, error, busyId, onNew, ...actions }: DigestListProps) {
  return (
    <Card
      title="Client digests"
      headingLevel={2}
      titleFocusable
      className="digests-card"
      actions={
        <button type="button" className="primary" onClick={onNew}>
          New digest
        </button>
      }
    >
      {loading ? (
        <Skeleton height={120} />
      ) : error ? (
        <ErrorFallback
          title="Failed to load client digests. Please try again later."
          detail={failureText(error, '')}
          compact
        />
      ) : !digests || digests.length === 0 ? (
        <EmptyState
          title="No client digests yet."
          advice="Create a digest to send your clients their figures on a schedule."
        />
      ) : (
        <DataTable
          caption="Client digests"
          captionHidden
          columns={columns(actions, busyId)}
          rows={digests}
          rowKey={(digest) => String(digest.id)}
          sortable={false}
          pageSize={10}
        />
      )}
    </Card>
  );
}
