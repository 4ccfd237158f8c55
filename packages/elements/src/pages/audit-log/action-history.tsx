import {
  canCompareDraft,
  draftStepStatus,
  formatDetailTime,
  type ConversationDetail,
  type DraftEvent,
} from '@tripsight/core/ops';
import { Card } from '../../ui/card.js';
import { EmptyState } from '../../ui/states.js';

/** Drafts the agent created, whether each was sent, and the way into 'View Draft vs Sent'. */
export function ActionHistory({
  conversation,
  onCompare,
}: {
  conversation: ConversationDetail;
  onCompare: (draft: DraftEvent) => void;
}) {
  const drafts = conversation.draft_events;
  return (
    <Card title="Action History">
      {drafts.length === 0 ? (
        <EmptyState title="No actions recorded yet" advice={null} compact />
      ) : (
        <ol className="timeline">
          {drafts.map((draft) => {
            const status = draftStepStatus(draft);
            return (
              <li key={draft.draft_event_id}>
                <div className="step-head">
                  <strong>Draft created</strong>
                  <span className={`badge ${status === 'Completed' ? 'tone-green' : 'tone-blue'}`}>
                    {status}
                  </span>
                </div>
                <div className="ops-muted ops-small">{formatDetailTime(draft.draft_created_at)}</div>
                {draft.outbound_messages.map((m) => (
                  <div key={m.event_id} className="ops-small">
                    Message sent · {formatDetailTime(m.created_at)}
                  </div>
                ))}
                {canCompareDraft(draft) && (
                  <button type="button" onClick={() => onCompare(draft)}>
                    View Draft vs Sent
                  </button>
                )}
              </li>
            );
          })}
        </ol>
      )}
    </Card>
  );
}
