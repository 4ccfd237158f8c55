/**
 * What the assistant's reports read beside the audit log: why a conversation was handed to an agent,
 * the minutes agents spent on it, and how far each sent reply moved from the assistant's draft
 * (characters changed, and the draft's length). Rows written before this migration get their values
 * from `fillAgentInsights` on the next start.
 */
export const sql = `
ALTER TABLE conversations ADD COLUMN handoff_reason text;
ALTER TABLE conversations ADD COLUMN agent_minutes numeric(6, 1);
ALTER TABLE outbound_messages ADD COLUMN edit_distance integer;
ALTER TABLE outbound_messages ADD COLUMN draft_chars integer;
`;
