import type { OpsDb } from './db.js';
import { HttpError } from '../errors.js';
import { likePattern, utc } from './sql-helpers.js';
import { STATUSES, type StatusLabel } from './seed-content.js';
import { corporateStatusSql } from './sbr-store.js';

/** Conversations per page of GET /api/audit/conversations. */
const CONVERSATION_PAGE_SIZE = 20;

/** Filters of the conversation list, already validated. */
export interface ConversationFilters {
  start?: Date;
  /** Exclusive upper bound. */
  endBefore?: Date;
  /** Inclusive upper bound (an ISO date-time end). */
  endAt?: Date;
  /** Statuses named in `status`; empty = all statuses. */
  statuses: StatusLabel[];
  excludeOutOfScope: boolean;
  mainIntent?: string;
  corporateId?: number;
  corporateName?: string;
  search?: string;
  page: number;
}

const LIST_COLUMNS = `c.conversation_id, c.subject, c.sender_name, c.sender_email, co.name AS corporate_name,
  c.main_intents, c.sub_intents, c.status_label, c.failure_reason, ${utc('c.received_at')} AS "received_at_UTC"`;

interface ListRow {
  conversation_id: string;
  main_intents: string;
  sub_intents: string;
  [key: string]: unknown;
}

const splitIntents = (text: string) =>
  text
    .split(',')
    .map((intent) => intent.trim())
    .filter(Boolean);

/** A list item: the row plus display_intents (the sub-intents, else the main intents). */
function listItem(row: ListRow) {
  const subs = splitIntents(row.sub_intents);
  return { ...row, display_intents: subs.length > 0 ? subs : splitIntents(row.main_intents) };
}

/**
 * The status rule: `status` selects among the in-scope statuses (all when absent); OUT_OF_SCOPE
 * conversations are included unless `exclude_out_of_scope` is true. Naming only OUT_OF_SCOPE in
 * `status` returns only out-of-scope conversations.
 */
function statusCondition(filters: ConversationFilters, param: (value: unknown) => string): string {
  const inScope = filters.statuses.filter((status) => status !== 'OUT_OF_SCOPE');
  const inScopeCondition =
    filters.statuses.length === 0
      ? 'true'
      : inScope.length === 0
        ? 'false'
        : `c.status_label = ANY(${param(inScope)}::text[])`;
  const outOfScope = filters.excludeOutOfScope ? 'false' : 'true';
  return `((c.status_label <> 'OUT_OF_SCOPE' AND ${inScopeCondition}) OR (c.status_label = 'OUT_OF_SCOPE' AND ${outOfScope}))`;
}

/** One page of a TMC's conversations, newest first. */
export async function listConversations(db: OpsDb, tmc: string, filters: ConversationFilters) {
  const params: unknown[] = [tmc];
  const param = (value: unknown) => {
    params.push(value);
    return `$${params.length}`;
  };
  const where = ['c.tmc = $1', statusCondition(filters, param)];
  if (filters.start) where.push(`c.received_at >= ${param(filters.start.toISOString())}::timestamptz`);
  if (filters.endBefore) where.push(`c.received_at < ${param(filters.endBefore.toISOString())}::timestamptz`);
  if (filters.endAt) where.push(`c.received_at <= ${param(filters.endAt.toISOString())}::timestamptz`);
  if (filters.mainIntent) {
    where.push(
      `${param(filters.mainIntent.toUpperCase())} = ANY(string_to_array(upper(replace(c.main_intents, ' ', '')), ','))`,
    );
  }
  if (filters.corporateId !== undefined) where.push(`c.corporate_id = ${param(filters.corporateId)}`);
  if (filters.corporateName) where.push(`lower(co.name) = lower(${param(filters.corporateName)})`);
  if (filters.search) {
    const p = param(likePattern(filters.search));
    where.push(
      `(c.subject ILIKE ${p} OR c.sender_name ILIKE ${p} OR c.sender_email ILIKE ${p} OR co.name ILIKE ${p} OR c.conversation_id ILIKE ${p})`,
    );
  }
  const from = `FROM conversations c LEFT JOIN corporates co ON co.id = c.corporate_id WHERE ${where.join(' AND ')}`;
  const [counted] = await db.query<{ total: number }>(`SELECT count(*)::int AS total ${from}`, params);
  const total = counted?.total ?? 0;
  const rows = await db.query<ListRow>(
    `SELECT ${LIST_COLUMNS} ${from} ORDER BY c.received_at DESC, c.conversation_id
     LIMIT ${CONVERSATION_PAGE_SIZE} OFFSET ${param((filters.page - 1) * CONVERSATION_PAGE_SIZE)}`,
    params,
  );
  const pageCount = Math.ceil(total / CONVERSATION_PAGE_SIZE);
  return {
    conversations: rows.map(listItem),
    pagination: {
      current_page: filters.page,
      page_count: pageCount,
      total_count: total,
      has_next: filters.page < pageCount,
    },
  };
}

function notFound(): HttpError {
  return new HttpError(404, 'NOT_FOUND', 'Conversation not found');
}

/** One conversation with its summary, body, thread stats, attachments and draft events. */
export async function getConversation(db: OpsDb, tmc: string, id: string) {
  const [row] = await db.query<
    ListRow & {
      ai_summary: string | null;
      email_body: string | null;
      total_messages: number;
      inbound_count: number;
      outbound_count: number;
    }
  >(
    `SELECT ${LIST_COLUMNS}, c.ai_summary, c.email_body, c.total_messages, c.inbound_count, c.outbound_count
       FROM conversations c LEFT JOIN corporates co ON co.id = c.corporate_id
      WHERE c.tmc = $1 AND c.conversation_id = $2`,
    [tmc, id],
  );
  if (!row) throw notFound();
  const attachments = await db.query<{ name: string; size: number }>(
    'SELECT name, size::int AS size FROM conversation_attachments WHERE conversation_id = $1 ORDER BY position',
    [id],
  );
  const drafts = await db.query<{
    draft_event_id: string;
    draft_created_at: string;
    draft_message_content: string;
  }>(
    `SELECT draft_event_id, ${utc('draft_created_at')} AS draft_created_at, draft_message_content
       FROM draft_events WHERE conversation_id = $1 ORDER BY draft_created_at, draft_event_id`,
    [id],
  );
  const outbound = await db.query<{
    draft_event_id: string;
    event_id: string;
    created_at: string;
    content: string;
  }>(
    `SELECT o.draft_event_id, o.event_id, ${utc('o.created_at')} AS created_at, o.content
       FROM outbound_messages o JOIN draft_events d ON d.draft_event_id = o.draft_event_id
      WHERE d.conversation_id = $1 ORDER BY o.created_at, o.event_id`,
    [id],
  );
  const { total_messages, inbound_count, outbound_count, ...rest } = row;
  return {
    ...listItem(rest as ListRow),
    thread_stats: { total_messages, inbound_count, outbound_count },
    attachments,
    draft_events: drafts.map((draft) => ({
      ...draft,
      outbound_messages: outbound
        .filter((message) => message.draft_event_id === draft.draft_event_id)
        .map(({ event_id, created_at, content }) => ({ event_id, created_at, content })),
    })),
  };
}

/** The structured-booking events of one conversation, oldest first. */
export async function listConversationEvents(db: OpsDb, tmc: string, id: string) {
  const [exists] = await db.query('SELECT 1 FROM conversations WHERE tmc = $1 AND conversation_id = $2', [
    tmc,
    id,
  ]);
  if (!exists) throw notFound();
  const events = await db.query(
    `SELECT event_id, ${utc('created_at')} AS created_at, state
       FROM conversation_events WHERE conversation_id = $1 ORDER BY created_at, event_id`,
    [id],
  );
  return { events };
}

/** Puts a FAILED or EXPIRED conversation back to IN_PROGRESS for the agent to try again. */
export async function retryConversation(db: OpsDb, tmc: string, id: string) {
  return db.transaction(async (tx) => {
    const [row] = await tx.query<{ status_label: string }>(
      'SELECT status_label FROM conversations WHERE tmc = $1 AND conversation_id = $2 FOR UPDATE',
      [tmc, id],
    );
    if (!row) throw notFound();
    if (row.status_label !== 'FAILED' && row.status_label !== 'EXPIRED') {
      throw new HttpError(
        409,
        'NOT_RETRYABLE',
        `Only FAILED or EXPIRED conversations can be retried; this one is ${row.status_label}`,
      );
    }
    const [updated] = await tx.query<{ conversation_id: string; status_label: string; retry_count: number }>(
      `UPDATE conversations SET status_label = 'IN_PROGRESS', failure_reason = NULL, retry_count = retry_count + 1
        WHERE conversation_id = $1 RETURNING conversation_id, status_label, retry_count`,
      [id],
    );
    return updated!;
  });
}

/** Every corporate of the TMC with its SBR flag, onboarding status and sender identifiers. */
export async function listAuditCorporates(db: OpsDb, tmc: string) {
  const corporates = await db.query(
    `SELECT c.id, c.name, c.is_sbr, CASE WHEN c.is_sbr THEN ${corporateStatusSql('c')} ELSE 'inactive' END AS status,
            COALESCE((SELECT jsonb_agg(i.identifier ORDER BY i.identifier) FROM corporate_identifiers i WHERE i.corporate_id = c.id), '[]'::jsonb) AS identifiers
       FROM corporates c WHERE c.tmc = $1 ORDER BY lower(c.name), c.id`,
    [tmc],
  );
  return { corporates };
}

/** The distinct main intents of the TMC's conversations, sorted. */
export async function listIntents(db: OpsDb, tmc: string) {
  const rows = await db.query<{ intent: string }>(
    `SELECT DISTINCT btrim(intent) AS intent
       FROM conversations, unnest(string_to_array(main_intents, ',')) AS intent
      WHERE tmc = $1 AND btrim(intent) <> '' ORDER BY 1`,
    [tmc],
  );
  return { intents: rows.map((row) => row.intent) };
}

/** Whether `value` is one of the status_label values. */
export function isStatus(value: string): value is StatusLabel {
  return (STATUSES as readonly string[]).includes(value);
}
