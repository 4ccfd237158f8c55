import { useEffect, useRef, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import {
  attachmentType,
  formatDetailTime,
  formatFileSize,
  isStructuredBooking,
  messageCounts,
  splitIntents,
  visibleFailureReason,
  type ConversationDetail as Detail,
  type DraftEvent,
} from '@tripsight/core/ops';
import { useHost } from '../../internal/host-context.js';
import { emit } from '../../internal/emit.js';
import { opsKeys, useOpsClient } from '../../internal/use-ops-client.js';
import { Card } from '../../ui/card.js';
import { EmptyState, ErrorFallback, Skeleton } from '../../ui/states.js';
import { ActionHistory } from './action-history.js';
import { DraftCompare } from './draft-compare.js';
import { EventInformation } from './event-information.js';
import { IntentChip } from './intent-chip.js';
import { StatusBadge } from './status-badge.js';

declare global {
  interface GlobalEventHandlersEventMap {
    /** The operator asked to download an attachment of a conversation. */
    'tripsight-attachment-download': CustomEvent<{ conversationId: string; name: string }>;
  }
}

export interface ConversationDetailProps {
  conversationId: string;
  onBack: () => void;
}

/** 'Request Details' of one conversation, or its 'Created Draft' vs 'Outbound Message(s)' sub-view. */
export function ConversationDetail({ conversationId, onBack }: ConversationDetailProps) {
  const { host } = useHost();
  const ops = useOpsClient();
  const [comparing, setComparing] = useState<DraftEvent | null>(null);
  const [copied, setCopied] = useState(false);
  const detail = useQuery({
    queryKey: opsKeys.conversation(conversationId),
    queryFn: ({ signal }) => ops.getConversation(conversationId, signal),
  });
  useEffect(() => {
    if (detail.error) emit(host, 'tripsight-error', { message: detail.error.message, source: 'audit-log' });
  }, [detail.error, host]);
  useEffect(() => setComparing(null), [conversationId]);
  const heading = useRef<HTMLHeadingElement>(null);
  // Opening an entry (or coming back from its comparison) moves focus to its heading.
  useEffect(() => {
    if (!comparing) heading.current?.focus();
  }, [conversationId, comparing]);

  if (comparing) return <DraftCompare draft={comparing} onBack={() => setComparing(null)} />;

  const copyId = async () => {
    try {
      await navigator.clipboard.writeText(conversationId);
      setCopied(true);
      setTimeout(() => setCopied(false), 2000);
    } catch {
      setCopied(false);
    }
  };

  return (
    <section className="ops" aria-labelledby="detail-title">
      <header part="screen-header" className="ops-header">
        <div className="detail-nav">
          <button type="button" onClick={onBack}>
            ← Back to Audit Log
          </button>
          <h2 part="heading" id="detail-title" ref={heading} tabIndex={-1}>
            Request Details
          </h2>
        </div>
        <div className="detail-id">
          <code className="ops-muted ops-small">{conversationId}</code>
          <button type="button" onClick={copyId}>
            {copied ? 'Copied' : 'Copy ID'}
          </button>
        </div>
      </header>
      {detail.isPending ? (
        <Skeleton height={240} />
      ) : detail.error ? (
        <ErrorFallback title={detail.error.message} compact />
      ) : (
        <DetailSections conversation={detail.data} onCompare={setComparing} />
      )}
    </section>
  );
}

function DetailSections({
  conversation: c,
  onCompare,
}: {
  conversation: Detail;
  onCompare: (d: DraftEvent) => void;
}) {
  const { host } = useHost();
  const [showBody, setShowBody] = useState(false);
  const counts = messageCounts(c.thread_stats);
  const failure = visibleFailureReason(c);
  return (
    <div className="detail-grid">
      <Card title="Basic Information">
        <dl className="facts">
          <dt>Subject</dt>
          <dd>{c.subject || '(no subject)'}</dd>
          <dt>From</dt>
          <dd>
            {c.sender_name}
            {c.sender_email ? ` <${c.sender_email}>` : ''}
          </dd>
          <dt>Corporate</dt>
          <dd>{c.corporate_name || '—'}</dd>
          <dt>Received (UTC)</dt>
          <dd>{formatDetailTime(c.received_at_UTC)}</dd>
          <dt>Status</dt>
          <dd>
            <StatusBadge status={c.status_label} />
          </dd>
          {failure && (
            <>
              <dt>Failure reason</dt>
              <dd className="failure">{failure}</dd>
            </>
          )}
          <dt>Intent</dt>
          <dd>
            <IntentChip conversation={c} />
          </dd>
          <dt>Main intents</dt>
          <dd>{splitIntents(c.main_intents).join(', ') || '—'}</dd>
          <dt>Sub-intents</dt>
          <dd>{splitIntents(c.sub_intents).join(', ') || '—'}</dd>
          <dt>Messages</dt>
          <dd>
            {counts.total} total · {counts.inbound} inbound · {counts.outbound} outbound
          </dd>
        </dl>
      </Card>

      <Card title="Request Summary">
        {c.ai_summary ? (
          <p className="summary">{c.ai_summary}</p>
        ) : (
          <EmptyState title="No summary available" advice={null} compact />
        )}
        <button
          type="button"
          className="link"
          aria-expanded={showBody}
          onClick={() => setShowBody(!showBody)}
        >
          {showBody ? 'Hide original email body' : 'Show original email body'}
        </button>
        {showBody &&
          (c.email_body ? (
            <pre className="email-body">{c.email_body}</pre>
          ) : (
            <EmptyState title="No original email body available" advice={null} compact />
          ))}
      </Card>

      <Card title="Attachments">
        {c.attachments.length === 0 ? (
          <EmptyState title="No attachments" advice={null} compact />
        ) : (
          <ul className="attachments">
            {c.attachments.map((a, i) => (
              <li key={`${a.name}-${i}`}>
                <span className="badge tone-blue file-type">{attachmentType(a.name)}</span>
                <span className="file-name">{a.name}</span>
                <span className="ops-muted ops-small">{formatFileSize(a.size)}</span>
                <button
                  type="button"
                  aria-label={`Download ${a.name}`}
                  onClick={() =>
                    host.dispatchEvent(
                      new CustomEvent('tripsight-attachment-download', {
                        detail: { conversationId: c.conversation_id, name: a.name },
                        bubbles: true,
                        composed: true,
                      }),
                    )
                  }
                >
                  Download
                </button>
              </li>
            ))}
          </ul>
        )}
      </Card>

      <ActionHistory conversation={c} onCompare={onCompare} />
      {isStructuredBooking(c) && <EventInformation conversationId={c.conversation_id} />}
    </div>
  );
}
