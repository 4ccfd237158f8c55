import { AGENTSEE_TABS } from '@tripsight/core/catalogue';
import { member, type CubeDefinition } from './cube-schema.js';

/** The e-mail assistant's conversations cube's name. */
const AGENT_CONVERSATIONS_CUBE = 'AgentConversations';

/** Closed requests the assistant was asked to handle (out of scope and still open ones excluded). */
const CLOSED = `t.status_label IN ('COMPLETED', 'HANDED_OFF', 'FAILED', 'EXPIRED')`;
/** Completed with every reply sent as the assistant drafted it: handled without an agent. */
const AUTOMATED = `t.status_label = 'COMPLETED' AND t.edited_replies = 0`;
/** Minutes from receipt to the first reply sent. */
const FIRST_REPLY_MINUTES = 'extract(epoch FROM t.first_reply_at - t.received_at) / 60';

const percent = (part: string, whole: string) =>
  `round(coalesce(100.0 * count(*) FILTER (WHERE ${part}) / nullif(count(*) FILTER (WHERE ${whole}), 0), 0)::numeric, 2)`;

/**
 * The audit log's conversations (the operational store, PostgreSQL dialect) with what the
 * assistant's reports read: the first main intent, the resolution, the first reply's time and
 * the sent replies' edit distance from their draft (migration 002).
 */
const CONVERSATION_ROWS = `(
  SELECT c.conversation_id, c.tmc AS tmc_id, c.status_label, c.failure_reason, c.handoff_reason,
    coalesce(c.agent_minutes, 0) AS agent_minutes, c.received_at,
    split_part(c.main_intents, ',', 1) AS intent, co.name AS corporate_name,
    r.first_reply_at, coalesce(r.sent_replies, 0) AS sent_replies,
    coalesce(r.edited_replies, 0) AS edited_replies, coalesce(r.edit_distance, 0) AS edit_distance,
    coalesce(r.draft_chars, 0) AS draft_chars
  FROM conversations c
  LEFT JOIN corporates co ON co.id = c.corporate_id
  LEFT JOIN LATERAL (
    SELECT min(o.created_at) AS first_reply_at, count(*) AS sent_replies,
      count(*) FILTER (WHERE o.edit_distance > 0) AS edited_replies,
      sum(o.edit_distance) AS edit_distance, sum(o.draft_chars) AS draft_chars
    FROM draft_events d JOIN outbound_messages o ON o.draft_event_id = d.draft_event_id
    WHERE d.conversation_id = c.conversation_id
  ) r ON TRUE
) t`;

/**
 * The e-mail assistant's work, on the same conversations the audit log lists (one row each, dated
 * by the UTC day it was received): requests by intent and status, the share handled without an
 * agent, hand-off and failure reasons, time to first reply, edits to the drafts, agent time.
 * Of the global filters only the client (the sender's corporate) applies.
 */
export const AGENT_CONVERSATIONS: CubeDefinition = {
  name: AGENT_CONVERSATIONS_CUBE,
  title: 'E-mail assistant conversations',
  store: 'ops',
  // The audit log's data: open to those who see the assistant's reports or its audit log.
  tabs: AGENTSEE_TABS.filter(
    (tab) => tab.tabName.startsWith('AgentAI') || tab.tabName === 'AgentseeAuditLog',
  ).map((tab) => tab.tabName),
  from: CONVERSATION_ROWS,
  measures: {
    conversations: member('Requests', 'number', 'count(*)::integer'),
    inScopeConversations: member(
      'Requests in scope',
      'number',
      `(count(*) FILTER (WHERE t.status_label <> 'OUT_OF_SCOPE'))::integer`,
      'In scope',
    ),
    closedConversations: member(
      'Closed requests',
      'number',
      `(count(*) FILTER (WHERE ${CLOSED}))::integer`,
      'Closed',
    ),
    automatedConversations: member(
      'Handled without an agent',
      'number',
      `(count(*) FILTER (WHERE ${AUTOMATED}))::integer`,
      'Automated',
    ),
    automationRate: member(
      'Closed requests handled without an agent (%)',
      'number',
      percent(AUTOMATED, CLOSED),
      'Automation rate',
    ),
    handedOffConversations: member(
      'Handed off to an agent',
      'number',
      `(count(*) FILTER (WHERE t.status_label = 'HANDED_OFF'))::integer`,
      'Handed off',
    ),
    failedConversations: member(
      'Failed or expired',
      'number',
      `(count(*) FILTER (WHERE t.status_label IN ('FAILED', 'EXPIRED')))::integer`,
      'Failed',
    ),
    handOffRate: member(
      'Closed requests handed off (%)',
      'number',
      percent(`t.status_label = 'HANDED_OFF'`, CLOSED),
      'Hand-off rate',
    ),
    averageFirstReplyMinutes: member(
      'Average time to first reply (minutes)',
      'number',
      `round(coalesce(avg(${FIRST_REPLY_MINUTES}), 0)::numeric, 1)`,
      'First reply',
    ),
    medianFirstReplyMinutes: member(
      'Median time to first reply (minutes)',
      'number',
      `round(coalesce(percentile_cont(0.5) WITHIN GROUP (ORDER BY ${FIRST_REPLY_MINUTES}), 0)::numeric, 1)`,
      'Median first reply',
    ),
    sentReplies: member('Replies sent', 'number', 'coalesce(sum(t.sent_replies), 0)::integer', 'Sent'),
    editedReplyShare: member(
      'Replies edited before sending (%)',
      'number',
      'round(coalesce(100.0 * sum(t.edited_replies) / nullif(sum(t.sent_replies), 0), 0)::numeric, 2)',
      'Edited',
    ),
    averageEditDistance: member(
      'Characters changed per sent reply',
      'number',
      'round(coalesce(sum(t.edit_distance)::numeric / nullif(sum(t.sent_replies), 0), 0), 1)',
      'Edit distance',
    ),
    draftChangedShare: member(
      'Draft text changed (%)',
      'number',
      'round(coalesce(100.0 * sum(t.edit_distance) / nullif(sum(t.draft_chars), 0), 0)::numeric, 2)',
      'Changed',
    ),
    agentHours: member('Agent hours', 'number', 'round(coalesce(sum(t.agent_minutes), 0) / 60, 1)'),
    agentMinutesPerRequest: member(
      'Agent minutes per request',
      'number',
      'round(coalesce(avg(t.agent_minutes), 0)::numeric, 1)',
      'Minutes per request',
    ),
  },
  dimensions: {
    conversationId: member('Conversation', 'string', 't.conversation_id'),
    intent: member('Intent', 'string', 't.intent'),
    status: member('Status', 'string', 't.status_label'),
    resolution: member(
      'Resolution',
      'string',
      `CASE WHEN ${AUTOMATED} THEN 'Handled without an agent'
        WHEN t.status_label = 'COMPLETED' THEN 'Completed after agent edits'
        WHEN t.status_label = 'HANDED_OFF' THEN 'Handed off to an agent'
        WHEN t.status_label IN ('FAILED', 'EXPIRED') THEN 'Failed or expired'
        WHEN t.status_label = 'OUT_OF_SCOPE' THEN 'Out of scope'
        ELSE 'Open' END`,
    ),
    // An expired request has no failure reason of its own: it is its own reason, so the reasons
    // of the failed or expired requests add up to their count.
    failureReason: member(
      'Failure reason',
      'string',
      `CASE WHEN t.status_label = 'EXPIRED' THEN 'Expired' WHEN t.status_label = 'FAILED' THEN t.failure_reason END`,
    ),
    handoffReason: member('Hand-off reason', 'string', 't.handoff_reason'),
    firstReplyBand: member(
      'Time to first reply',
      'string',
      `CASE WHEN t.first_reply_at IS NULL THEN 'No reply sent'
        WHEN ${FIRST_REPLY_MINUTES} < 20 THEN '1. under 20 min'
        WHEN ${FIRST_REPLY_MINUTES} < 30 THEN '2. 20–30 min'
        WHEN ${FIRST_REPLY_MINUTES} < 45 THEN '3. 30–45 min' ELSE '4. 45 min or more' END`,
      'First reply',
    ),
    directEnterprise: member('Client', 'string', 't.corporate_name'),
    receivedAt: member('Received', 'time', `(t.received_at AT TIME ZONE 'UTC')::date`),
  },
};
