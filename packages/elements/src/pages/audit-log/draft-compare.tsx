import { formatDetailTime, type DraftEvent } from '@tripsight/core';
import { SafeHtml } from './safe-html.js';

/** 'Created Draft' beside 'Outbound Message(s)', both sanitised, with 'Back to Conversation'. */
export function DraftCompare({ draft, onBack }: { draft: DraftEvent; onBack: () => void }) {
  const content = draft.draft_message_content ?? '';
  return (
    <section className="ops" aria-labelledby="compare-title">
      <div className="ops-header">
        <div className="detail-nav">
          <button type="button" onClick={onBack}>
            ← Back to Conversation
          </button>
          <h2 id="compare-title">Draft vs Sent</h2>
        </div>
      </div>
      <div className="compare">
        <section className="ops-card" aria-labelledby="draft-title">
          <h3 id="draft-title">Created Draft</h3>
          <div className="ops-muted ops-small">{formatDetailTime(draft.draft_created_at)}</div>
          {content.trim() ? (
            <SafeHtml html={content} className="message-html" label="Draft content" />
          ) : (
            <p className="ops-empty">No draft content available</p>
          )}
        </section>
        <section className="ops-card" aria-labelledby="sent-title">
          <h3 id="sent-title">Outbound Message(s)</h3>
          {draft.outbound_messages.length === 0 ? (
            <p className="ops-empty">No outbound messages available</p>
          ) : (
            draft.outbound_messages.map((m, i) => (
              <article key={m.event_id} className="outbound">
                <div className="ops-muted ops-small">
                  Message {i + 1} · {formatDetailTime(m.created_at)}
                </div>
                {(m.content ?? '').trim() ? (
                  <SafeHtml
                    html={m.content ?? ''}
                    className="message-html"
                    label={`Outbound message ${i + 1}`}
                  />
                ) : (
                  <p className="ops-empty">No outbound messages available</p>
                )}
              </article>
            ))
          )}
        </section>
      </div>
    </section>
  );
}
