import { draftText, editDistance } from '@tripsight/core/reports';
import type { OpsDb } from './db.js';
import { random } from './seed-random.js';
import { AGENT_MINUTES_BY_INTENT, HANDOFF_REASONS } from './seed-content.js';

interface ReplyRow {
  event_id: string;
  content: string;
  draft: string;
}

interface ConversationRow {
  conversation_id: string;
  status_label: string;
  main_intents: string;
  edited: number | string | null;
}

/**
 * Minutes agents spent on a conversation: all of the intent's manual time when it was handed off,
 * failed or expired; a review when it waits for approval; a review plus the edit when the sent
 * reply was changed; nothing when the assistant's draft went out as it was or nothing is closed yet.
 */
function agentMinutes(row: ConversationRow, draw: () => number): number {
  const intent = row.main_intents.split(',')[0] ?? '';
  const manual = (AGENT_MINUTES_BY_INTENT[intent] ?? 10) * (0.8 + 0.5 * draw());
  switch (row.status_label) {
    case 'HANDED_OFF':
    case 'FAILED':
    case 'EXPIRED':
      return manual;
    case 'PENDING_AGENT_APPROVAL':
      return manual * 0.15;
    case 'COMPLETED':
      return Number(row.edited ?? 0) > 0 ? manual * 0.25 + Number(row.edited) / 40 : 0;
    case 'OUT_OF_SCOPE':
      return 0.5;
    default:
      return 0;
  }
}

/**
 * Fills what the assistant's reports read and the generated data leaves empty (migration 002): each
 * sent reply's edit distance from its draft, and each conversation's hand-off reason and agent
 * minutes. Only rows without values are touched (new ones, or rows written before the migration),
 * in one transaction; the values depend only on the rows, so every start and replica agrees.
 */
export async function fillAgentInsights(db: OpsDb): Promise<void> {
  await db.transaction(async (tx) => {
    const replies = await tx.query<ReplyRow>(
      `SELECT o.event_id, o.content, d.draft_message_content AS draft
         FROM outbound_messages o JOIN draft_events d ON d.draft_event_id = o.draft_event_id
        WHERE o.edit_distance IS NULL
        FOR UPDATE OF o`,
    );
    if (replies.length > 0) {
      const values = replies.map((reply) => {
        const drafted = draftText(reply.draft);
        return {
          event_id: reply.event_id,
          edit_distance: editDistance(drafted, reply.content),
          draft_chars: drafted.length,
        };
      });
      await tx.query(
        `UPDATE outbound_messages o SET edit_distance = v.edit_distance, draft_chars = v.draft_chars
           FROM jsonb_to_recordset($1::jsonb) AS v(event_id text, edit_distance integer, draft_chars integer)
          WHERE o.event_id = v.event_id`,
        [JSON.stringify(values)],
      );
    }
    await tx.query('SELECT 1 FROM conversations WHERE agent_minutes IS NULL FOR UPDATE');
    const conversations = await tx.query<ConversationRow>(
      `SELECT c.conversation_id, c.status_label, c.main_intents, max(o.edit_distance) AS edited
         FROM conversations c
         LEFT JOIN draft_events d ON d.conversation_id = c.conversation_id
         LEFT JOIN outbound_messages o ON o.draft_event_id = d.draft_event_id
        WHERE c.agent_minutes IS NULL
        GROUP BY c.conversation_id, c.status_label, c.main_intents`,
    );
    if (conversations.length === 0) return;
    const values = conversations.map((row) => {
      const draw = random(`insights:${row.conversation_id}`);
      const reason = HANDOFF_REASONS[Math.floor(draw() * HANDOFF_REASONS.length)] as string;
      return {
        conversation_id: row.conversation_id,
        handoff_reason: row.status_label === 'HANDED_OFF' ? reason : null,
        agent_minutes: Math.round(agentMinutes(row, draw) * 10) / 10,
      };
    });
    await tx.query(
      `UPDATE conversations c SET handoff_reason = v.handoff_reason, agent_minutes = v.agent_minutes
         FROM jsonb_to_recordset($1::jsonb) AS v(conversation_id text, handoff_reason text, agent_minutes numeric)
        WHERE c.conversation_id = v.conversation_id`,
      [JSON.stringify(values)],
    );
  });
}
