import { useEffect, useRef } from 'react';
import { formatDetailTime, messageHtml, type DraftEvent } from '@tripsight/core/ops';
import { Card } from '../../ui/card.js';
import { EmptyState } from '../../ui/states.js';
import { SafeHtml } from './safe-html.js';

/** 'Created Draft' beside 'Outbound Message(s)', both sanitised, with 'Back to Conversation'. */
export function DraftCompare({ draft, onBack }: { draft: DraftEvent; onBack: () => void }) {
  const content = draft.draft_message_content ?? '';
  const heading = useRef<HTMLHeadingElement>(null);
  // Opening the comparison moves focus to its heading, so keyboard and screen-reader users land on it.
  useEffect(() => heading.current?.focus(), []);
  return (
    <section className="ops" aria-labelledby="compare-title">
      <header part="screen-header" className="ops-header">
        <div className="detail-nav">
          <button type="button" onClick={onBack}>
            ← Back to Conversation
          </button>
          <h2 part="heading" id="compare-title" ref={heading} tabIndex={-1}>
            Draft vs Sent
          </h2>
        </div>
      </header>
      <div className="compare">
        <Card title="Created Draft">
          <div className="ops-muted ops-small">{formatDetailTime(draft.draft_created_at)}</div>
          {content.trim() ? (
            <SafeHtml html={messageHtml(content)} className="message-html" label="Draft content" />
          ) : (
            <EmptyState title="No draft content available" advice={null} compact />
          )}
        </Card>
        <Card title="Outbound Message(s)">
          {draft.outbound_messages.length === 0 ? (
            <EmptyState title="No outbound messages available" advice={null} compact />
          ) : (
            draft.outbound_messages.map((m, i) => (
              <article key={m.event_id} className="outbound">
                <div className="ops-muted ops-small">
                  Message {i + 1} · {formatDetailTime(m.created_at)}
                </div>
                {(m.content ?? '').trim() ? (
                  <SafeHtml
                    html={messageHtml(m.content ?? '')}
                    className="message-html"
                    label={`Outbound message ${i + 1}`}
                  />
                ) : (
                  <EmptyState title="No outbound messages available" advice={null} compact />
                )}
              </article>
            ))
          )}
        </Card>
      </div>
    </section>
  );
}
