import type { ErrorReport } from '@tripsight/core/errors';
import type { OpsDb } from '../ops/db.js';
import { utc } from '../ops/sql-helpers.js';

/** Rows a page of the operators' lists holds. */
const SUPPORT_PAGE_SIZE = 50;

/** A support chat message as the operators' list shows it. */
export interface SupportMessage {
  id: number;
  user_id: string;
  name: string;
  email: string;
  message: string;
  page: string | null;
  created_at: string;
}

/** A stored error report. */
export interface StoredErrorReport {
  id: number;
  user_id: string;
  request_id: string | null;
  session_id: string;
  environment: string;
  source: string;
  status: number | null;
  code: string | null;
  message: string;
  page: string | null;
  occurred_at: string;
  received_at: string;
}

function pagination(page: number, total: number) {
  return { page, total_pages: Math.ceil(total / SUPPORT_PAGE_SIZE), total_count: total };
}

const MESSAGE_COLUMNS = `id::int AS id, user_id, sender_name AS name, sender_email AS email, message, page,
  ${utc('created_at')} AS created_at`;

/** Stores one chat message of a user of `tmc`, in one transaction; answers it as listed. */
export async function addSupportMessage(
  db: OpsDb,
  tmc: string,
  message: { userId: string; name: string; email: string; message: string; page: string | null },
): Promise<SupportMessage> {
  return db.transaction(async (tx) => {
    const [row] = await tx.query<SupportMessage>(
      `INSERT INTO support_messages (tmc, user_id, sender_name, sender_email, message, page)
       VALUES ($1, $2, $3, $4, $5, $6) RETURNING ${MESSAGE_COLUMNS}`,
      [tmc, message.userId, message.name, message.email, message.message, message.page],
    );
    return row!;
  });
}

/** A page of the chat messages of `tmc`, newest first. */
export async function listSupportMessages(
  db: OpsDb,
  tmc: string,
  page: number,
): Promise<{ messages: SupportMessage[]; pagination: ReturnType<typeof pagination> }> {
  const [count] = await db.query<{ total: number }>(
    'SELECT count(*)::int AS total FROM support_messages WHERE tmc = $1',
    [tmc],
  );
  const messages = await db.query<SupportMessage>(
    `SELECT ${MESSAGE_COLUMNS} FROM support_messages WHERE tmc = $1
     ORDER BY created_at DESC, id DESC LIMIT $2 OFFSET $3`,
    [tmc, SUPPORT_PAGE_SIZE, (page - 1) * SUPPORT_PAGE_SIZE],
  );
  return { messages, pagination: pagination(page, count?.total ?? 0) };
}

const REPORT_COLUMNS = `id::int AS id, user_id, request_id, session_id, environment, source, status, code,
  message, page, ${utc('occurred_at')} AS occurred_at, ${utc('received_at')} AS received_at`;

/** What a client reports of one failure (validated); the user's id comes from the token instead. */
export type ErrorReportInput = Omit<ErrorReport, 'userId'>;

/** Stores one error report of a user of `tmc`, in one transaction; answers it as listed. */
export async function addErrorReport(
  db: OpsDb,
  tmc: string,
  userId: string,
  report: ErrorReportInput,
): Promise<StoredErrorReport> {
  return db.transaction(async (tx) => {
    const [row] = await tx.query<StoredErrorReport>(
      `INSERT INTO error_reports
         (tmc, user_id, request_id, session_id, environment, source, status, code, message, page, occurred_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11) RETURNING ${REPORT_COLUMNS}`,
      [
        tmc,
        userId,
        report.requestId,
        report.sessionId,
        report.environment,
        report.source,
        report.status,
        report.code,
        report.message,
        report.page,
        report.occurredAt,
      ],
    );
    return row!;
  });
}

/** A page of the error reports of `tmc`, newest first; `requestId` keeps those of one failed call. */
export async function listErrorReports(
  db: OpsDb,
  tmc: string,
  page: number,
  requestId: string | null,
): Promise<{ reports: StoredErrorReport[]; pagination: ReturnType<typeof pagination> }> {
  const where = requestId ? 'tmc = $1 AND request_id = $2' : 'tmc = $1 AND $2::text IS NULL';
  const [count] = await db.query<{ total: number }>(
    `SELECT count(*)::int AS total FROM error_reports WHERE ${where}`,
    [tmc, requestId],
  );
  const reports = await db.query<StoredErrorReport>(
    `SELECT ${REPORT_COLUMNS} FROM error_reports WHERE ${where}
     ORDER BY received_at DESC, id DESC LIMIT $3 OFFSET $4`,
    [tmc, requestId, SUPPORT_PAGE_SIZE, (page - 1) * SUPPORT_PAGE_SIZE],
  );
  return { reports, pagination: pagination(page, count?.total ?? 0) };
}
