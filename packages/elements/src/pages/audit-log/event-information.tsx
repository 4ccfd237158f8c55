import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { failedEvents, formatDetailTime, shouldFetchEvents } from '@tripsight/core';
import { useHost } from '../../internal/host-context.js';
import { opsKeys, useOpsClient } from '../../internal/use-ops-client.js';

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
    <section className="ops-card" aria-labelledby="events-title">
      <div className="section-head">
        <h3 id="events-title">Event Information</h3>
        <label className="check">
          <input type="checkbox" checked={failedOnly} onChange={(e) => setFailedOnly(e.target.checked)} />
          Show failed only
        </label>
      </div>
      {events.isPending ? (
        <div className="ts-skeleton" style={{ height: 80 }} aria-busy="true" />
      ) : events.error ? (
        <p className="ops-error" role="alert">
          Error loading events: {events.error.message}
        </p>
      ) : shown.length === 0 ? (
        <p className="ops-empty">
          {failedOnly ? 'No failed events found' : 'No conversation events available'}
        </p>
      ) : (
        <div className="events-scroll">
          <table>
            <thead>
              <tr>
                <th scope="col">Time (UTC)</th>
                <th scope="col">Event</th>
                <th scope="col">Status</th>
                <th scope="col">State</th>
              </tr>
            </thead>
            <tbody>
              {shown.map((event) => {
                const status = event.state?.status;
                const failed = status !== undefined && status !== null && status !== 'success';
                return (
                  <tr key={event.event_id}>
                    <td className="nowrap">{formatDetailTime(event.created_at)}</td>
                    <td>
                      <code className="ops-small">{event.event_id}</code>
                    </td>
                    <td>
                      {status === undefined || status === null ? (
                        '—'
                      ) : (
                        <span className={`badge ${failed ? 'tone-red' : 'tone-green'}`}>
                          {String(status)}
                        </span>
                      )}
                    </td>
                    <td>
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
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
