import dayjs from 'dayjs';
import utc from 'dayjs/plugin/utc.js';
import type { Conversation, ConversationEvent, DraftEvent, ThreadStats } from './ops-types.js';

dayjs.extend(utc);

/** Colour families of conversation statuses (docs/rules/operations.md#conversation-statuses). */
export type StatusTone = 'grey' | 'blue' | 'green' | 'red';

const STATUS_TONES: Record<string, StatusTone> = {
  OUT_OF_SCOPE: 'grey',
  EXPIRED: 'grey',
  IN_PROGRESS: 'blue',
  PENDING_AGENT_APPROVAL: 'blue',
  COMPLETED: 'green',
  HANDED_OFF: 'green',
  FAILED: 'red',
};

/** Grey for out-of-scope and expired, blue for in progress and pending approval, green for completed
 * and handed off, red for failed; unknown values take the out-of-scope colours. */
export function statusTone(status: string): StatusTone {
  return STATUS_TONES[status] ?? STATUS_TONES.OUT_OF_SCOPE!;
}

/** 'PENDING_AGENT_APPROVAL' -> 'Pending Agent Approval'. */
export function statusText(status: string): string {
  return status
    .toLowerCase()
    .split('_')
    .filter(Boolean)
    .map((word) => word[0]!.toUpperCase() + word.slice(1))
    .join(' ');
}

/** The failure reason shows only for FAILED conversations. */
export function visibleFailureReason(
  conversation: Pick<Conversation, 'status_label' | 'failure_reason'>,
): string | null {
  return conversation.status_label === 'FAILED' && conversation.failure_reason
    ? conversation.failure_reason
    : null;
}

/** Splits a comma-separated intent text into trimmed, non-empty entries. */
export function splitIntents(text: string | null | undefined): string[] {
  return (text ?? '')
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
}

/** The intent chip: the first sub-intent, else the first main intent, else 'Unknown', and '+N' extras. */
export function intentChip(conversation: Pick<Conversation, 'main_intents' | 'sub_intents'>): {
  text: string;
  extra: string | null;
  all: string[];
} {
  const subs = splitIntents(conversation.sub_intents);
  const mains = splitIntents(conversation.main_intents);
  const list = subs.length > 0 ? subs : mains;
  const extraCount = Math.max(0, list.length - 1);
  return { text: list[0] ?? 'Unknown', extra: extraCount > 0 ? `+${extraCount}` : null, all: list };
}

/** True for the structured-booking intent, the only one with an Event Information section. */
export function isStructuredBooking(
  conversation: Pick<Conversation, 'main_intents' | 'sub_intents'>,
): boolean {
  const normalise = (s: string) => s.toLowerCase().replace(/[^a-z]/g, '');
  return [...splitIntents(conversation.main_intents), ...splitIntents(conversation.sub_intents)].some(
    (intent) => normalise(intent) === 'structuredbooking',
  );
}

/** Badge of an attachment by file extension (docs/rules/operations.md#conversation-detail). */
export function attachmentType(
  name: string,
): 'XLS' | 'CSV' | 'PDF' | 'DOC' | 'TXT' | 'JSON' | 'XML' | 'FILE' {
  const dot = name.lastIndexOf('.');
  const extension = dot >= 0 ? name.slice(dot + 1).toLowerCase() : '';
  switch (extension) {
    case 'xls':
    case 'xlsx':
      return 'XLS';
    case 'doc':
    case 'docx':
      return 'DOC';
    case 'csv':
      return 'CSV';
    case 'pdf':
      return 'PDF';
    case 'txt':
      return 'TXT';
    case 'json':
      return 'JSON';
    case 'xml':
      return 'XML';
    default:
      return 'FILE';
  }
}

/** Human file size: 512 B, 1.5 KB, 2.3 MB. */
export function formatFileSize(bytes: number): string {
  if (!Number.isFinite(bytes) || bytes < 0) return '';
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${(bytes / 1024).toFixed(1)} KB`;
  return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
}

/** Message counts as shown: total_messages + 1 and inbound_count + 1 (the opening e-mail). */
export function messageCounts(stats: ThreadStats | null | undefined): {
  total: number;
  inbound: number;
  outbound: number;
} {
  return {
    total: (stats?.total_messages ?? 0) + 1,
    inbound: (stats?.inbound_count ?? 0) + 1,
    outbound: stats?.outbound_count ?? 0,
  };
}

/** 'DD MMM YY' in UTC. */
export function formatAuditDate(value: string | Date): string {
  return dayjs.utc(value).format('DD MMM YY');
}

/** List timestamps: UTC to the minute. */
export function formatListTime(value: string | Date): string {
  return dayjs.utc(value).format('DD MMM YY, HH:mm');
}

/** Detail timestamps: UTC to the second. */
export function formatDetailTime(value: string | Date): string {
  return `${dayjs.utc(value).format('DD MMM YY, HH:mm:ss')} UTC`;
}

/** Action History status of a draft step. */
export function draftStepStatus(draft: DraftEvent): 'Completed' | 'Pending Agent' {
  return draft.outbound_messages.length > 0 ? 'Completed' : 'Pending Agent';
}

/** 'View Draft vs Sent' is offered only with outbound messages and non-empty draft content. */
export function canCompareDraft(draft: DraftEvent): boolean {
  return draft.outbound_messages.length > 0 && (draft.draft_message_content ?? '').trim() !== '';
}

/** The failed-only toggle keeps events whose state status is present and not 'success'. */
export function failedEvents(events: readonly ConversationEvent[]): ConversationEvent[] {
  return events.filter((event) => {
    const status = event.state?.status;
    return status !== undefined && status !== null && status !== '' && status !== 'success';
  });
}

/** Conversation events are fetched only with a token longer than 10 characters and an id. */
export function shouldFetchEvents(
  token: string | null | undefined,
  conversationId: string | null | undefined,
): boolean {
  return Boolean(token && token.length > 10 && conversationId);
}

/** A retry is ignored without a token longer than 10 characters, or while that one is retrying. */
export function shouldRetry(
  token: string | null | undefined,
  conversationId: string,
  retrying: ReadonlySet<string>,
): boolean {
  return Boolean(token && token.length > 10) && !retrying.has(conversationId);
}

/** True when message content is HTML (has a tag); plain text otherwise. */
function isHtml(content: string): boolean {
  return /<\/?[a-z][\w-]*(\s[^>]*)?\/?>/i.test(content);
}

/**
 * Message content as HTML for the sanitiser: HTML as it is; plain text (an outbound e-mail as sent)
 * escaped, with its paragraphs and line breaks kept.
 *
 * @example messageHtml('Dear Ana,\n\nDone.') // '<p>Dear Ana,</p><p>Done.</p>'
 */
export function messageHtml(content: string): string {
  if (isHtml(content)) return content;
  const escape = (text: string) =>
    text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
  return content
    .replace(/\r\n?/g, '\n')
    .split(/\n{2,}/)
    .filter((paragraph) => paragraph.trim() !== '')
    .map((paragraph) => `<p>${escape(paragraph).replace(/\n/g, '<br>')}</p>`)
    .join('');
}
