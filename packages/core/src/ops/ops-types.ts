/** Conversation status values of the audit service (docs/rules/operations.md#conversation-statuses). */
export const CONVERSATION_STATUSES = [
  'OUT_OF_SCOPE',
  'IN_PROGRESS',
  'PENDING_AGENT_APPROVAL',
  'COMPLETED',
  'HANDED_OFF',
  'EXPIRED',
  'FAILED',
] as const;

export type ConversationStatus = (typeof CONVERSATION_STATUSES)[number];

/** A reply that was really sent for a draft. */
interface OutboundMessage {
  event_id: string;
  created_at: string;
  content: string | null;
}

/** A reply drafted by the agent; its content may hold HTML. */
export interface DraftEvent {
  draft_event_id: string;
  draft_created_at: string;
  draft_message_content: string | null;
  outbound_messages: OutboundMessage[];
}

export interface ThreadStats {
  total_messages: number;
  inbound_count: number;
  outbound_count: number;
}

interface Attachment {
  name: string;
  size: number;
}

/** A conversation as listed by the audit log. */
export interface Conversation {
  conversation_id: string;
  subject: string | null;
  sender_name: string | null;
  sender_email: string | null;
  corporate_name: string | null;
  /** Comma-separated main intents. */
  main_intents: string | null;
  /** Comma-separated sub-intents. */
  sub_intents: string | null;
  display_intents?: string[];
  status_label: string;
  failure_reason: string | null;
  received_at_UTC: string;
}

/** A conversation with the fields of its detail view. */
export interface ConversationDetail extends Conversation {
  ai_summary: string | null;
  email_body: string | null;
  thread_stats: ThreadStats | null;
  attachments: Attachment[];
  draft_events: DraftEvent[];
}

/** A structured-booking event: `state` is a free map that usually holds a `status` key. */
export interface ConversationEvent {
  event_id: string;
  created_at: string;
  state: Record<string, unknown>;
}

interface AuditPagination {
  current_page: number;
  page_count: number;
  total_count: number;
  has_next: boolean;
}

export interface ConversationPage {
  conversations: Conversation[];
  pagination: AuditPagination;
}

/** A corporate known to the audit service. */
export interface AuditCorporate {
  name: string;
  is_sbr?: boolean;
  status?: string | null;
  identifiers?: string[];
}

/** A corporate client of the self-booking-rebooking (SBR) offering. */
export interface SbrCorporate {
  id: string | number;
  name: string;
  is_live: boolean;
  go_live_date: string | null;
  /** Enabled sender e-mail addresses. */
  identifiers: string[];
}

interface SbrPagination {
  page: number;
  total_pages: number;
  total_count: number;
}

export interface SbrCorporatePage {
  corporates: SbrCorporate[];
  pagination: SbrPagination;
}

/** Query of the SBR client list. */
export interface SbrCorporateQuery {
  page?: number;
  /** Name search. */
  name?: string;
  /** 'live' or 'testing'; absent for every status. */
  status?: string;
}

/** Rate-limit headers of the last response. */
export interface RateLimitInfo {
  remaining: number;
  /** Value of X-RateLimit-Reset, or null when absent. */
  reset: number | null;
}
