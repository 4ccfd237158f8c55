import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import {
  failedEvents,
  formatDetailTime,
  shouldFetchEvents,
  type ConversationEvent,
} from '@tripsight/core/ops';
import { useHost } from '../../internal/host-context.js';
import { opsKeys, useOpsClient } from '../../internal/use-ops-client.js';
import { Card } from '../../ui/card.js';
import { DataTable, type Column } from '../../ui/data-table.js';
import { EmptyState, ErrorFallback, Skeleton } from '../../ui/states.js';

/** Columns of the events table; the table scrolls beyond 600 px (docs/rules/operations.md#conversation-detail). */
const COLUMNS: readonly Column<ConversationEvent>[] = [
  {
    key: 'created_at',
    label: 'Time (UTC)',
    className: 'nowrap',
    render: (event) => formatDetailTime(event.created_at),
  },
  {
    key: 'event_id',
    label: 'Event',
    nowrap: true,
    render: (event) => <code className="ops-small">{event.event_id}</code>,
  },
  { key: 'state', id: 'status', label: 'Status', render: (event) => <EventStatus event={event} /> },
  {
    key: 'state',
    id: 'state',
    label: 'State',
    className: 'state-cell',
    render: (event) => <EventState event={event} />,
  },
];

/** Structured-booking events with their state maps and a failed-only toggle. */
export function EventInformation({ conversationId }: { conversationId: string }) {
  const { bus } = useHost();
  const ops = useOpsClient();
  const [failedOnly, setFailedOnly] = useState(false);
  const events = useQuery({
    queryKey: opsKeys.events(conversationId),
    queryFn: async ({ signal }) => {
      const token = await bus.getAccessToken();
      if (!shouldFetchEvents(token, conversationId)) return { events: [] };
      return ops.getConversationEvents(conversationId, signal);
    },
  });
  const all = events.data?.events ?? [];
  const shown = failedOnly ? failedEvents(all) : all;
  return (
    <Card
      title="Event Information"
      className="events"
      actions={
        <label className="check">
          <input type="checkbox" checked={failedOnly} onChange={(e) => setFailedOnly(e.target.checked)} />
          Show failed only
        </label>
      }
    >
      {events.isPending ? (
        <Skeleton height={80} />
      ) : events.error ? (
        <ErrorFallback title="Error loading events:" detail={events.error.message} compact />
      ) : shown.length === 0 ? (
        <EmptyState
          title={failedOnly ? 'No failed events found' : 'No conversation events available'}
          advice={null}
          compact
        />
      ) : (
        <DataTable
          caption="Conversation events"
          captionHidden
          columns={COLUMNS}
          rows={shown}
          sortable={false}
          rowKey={(event) => event.event_id}
        />
      )}
    </Card>
  );
}

function EventStatus({ event }: { event: ConversationEvent }) {
  const status = event.state?.status;
  if (status === undefined || status === null) return <>—</>;
  return (
    <span className={`badge ${status !== 'success' ? 'tone-red' : 'tone-green'}`}>{String(status)}</span>
  );
}

function EventState({ event }: { event: ConversationEvent }) {
  return (
    <dl className="state">
      {Object.entries(event.state ?? {})
        .filter(([key]) => key !== 'status')
        .map(([key, value]) => (
          <div key={key}>
            <dt>{key}</dt>
            <dd>{typeof value === 'object' ? JSON.stringify(value) : String(value)}</dd>
          </div>
        ))}
    </dl>
  );
}
