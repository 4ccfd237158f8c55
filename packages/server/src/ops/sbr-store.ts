import type { OpsDb, OpsQuery } from './db.js';
import { HttpError } from '../errors.js';
import { isUniqueViolation, likePattern } from './sql-helpers.js';

/** Clients per page of GET /api/sbr/corporates. */
const CORPORATE_PAGE_SIZE = 20;

/** Onboarding status, derived: live if is_live; scheduled if a go-live date is set; testing otherwise. */
export type CorporateStatus = 'live' | 'scheduled' | 'testing';

/** The SQL expression deriving the status of the corporates row aliased `alias`. */
export function corporateStatusSql(alias: string): string {
  return `CASE WHEN ${alias}.is_live THEN 'live' WHEN ${alias}.go_live_date IS NOT NULL THEN 'scheduled' ELSE 'testing' END`;
}

const CORPORATE_COLUMNS = `c.id, c.name, c.is_live, to_char(c.go_live_date, 'YYYY-MM-DD') AS go_live_date,
  COALESCE((SELECT jsonb_agg(i.identifier ORDER BY i.identifier) FROM corporate_identifiers i WHERE i.corporate_id = c.id), '[]'::jsonb) AS identifiers,
  c.is_sbr, c.is_test, ${corporateStatusSql('c')} AS status`;

/** An SBR client as the API returns it. */
export interface CorporateView {
  id: number;
  name: string;
  is_live: boolean;
  go_live_date: string | null;
  identifiers: string[];
  is_sbr: boolean;
  is_test: boolean;
  status: CorporateStatus;
}

/** The filters of the SBR client list. */
export interface CorporateFilters {
  isSbr?: boolean;
  name?: string;
  status?: CorporateStatus;
  page: number;
}

/** One page of the TMC's corporates, by name. */
export async function listCorporates(db: OpsDb, tmc: string, filters: CorporateFilters) {
  const params: unknown[] = [tmc];
  const param = (value: unknown) => {
    params.push(value);
    return `$${params.length}`;
  };
  const where = ['c.tmc = $1'];
  if (filters.isSbr !== undefined) where.push(`c.is_sbr = ${param(filters.isSbr)}`);
  if (filters.name) where.push(`c.name ILIKE ${param(likePattern(filters.name))}`);
  if (filters.status) where.push(`${corporateStatusSql('c')} = ${param(filters.status)}`);
  const from = `FROM corporates c WHERE ${where.join(' AND ')}`;
  const [counted] = await db.query<{ total: number }>(`SELECT count(*)::int AS total ${from}`, params);
  const total = counted?.total ?? 0;
  const corporates = await db.query<CorporateView>(
    `SELECT ${CORPORATE_COLUMNS} ${from} ORDER BY lower(c.name), c.id
     LIMIT ${CORPORATE_PAGE_SIZE} OFFSET ${param((filters.page - 1) * CORPORATE_PAGE_SIZE)}`,
    params,
  );
  return {
    corporates,
    pagination: {
      page: filters.page,
      total_pages: Math.ceil(total / CORPORATE_PAGE_SIZE),
      total_count: total,
    },
  };
}

function notFound(): HttpError {
  return new HttpError(404, 'NOT_FOUND', 'Corporate not found');
}

function nameTaken(name: string): HttpError {
  return new HttpError(409, 'CORPORATE_EXISTS', `A corporate named "${name}" already exists`, {
    field: 'corporate_name',
  });
}

async function readCorporate(tx: OpsQuery, id: number): Promise<CorporateView> {
  const [row] = await tx.query<CorporateView>(
    `SELECT ${CORPORATE_COLUMNS} FROM corporates c WHERE c.id = $1`,
    [id],
  );
  if (!row) throw notFound();
  return row;
}

/** Locks the TMC's corporate `id` for the rest of the transaction (404 when it is not the TMC's). */
async function lockCorporate(tx: OpsQuery, tmc: string, id: number) {
  const [row] = await tx.query<{ id: number; name: string; is_live: boolean; is_sbr: boolean }>(
    'SELECT id, name, is_live, is_sbr FROM corporates WHERE tmc = $1 AND id = $2 FOR UPDATE',
    [tmc, id],
  );
  if (!row) throw notFound();
  return row;
}

async function record(tx: OpsQuery, tmc: string, id: number, action: string, detail: object): Promise<void> {
  await tx.query(
    'INSERT INTO corporate_changes (tmc, corporate_id, action, detail) VALUES ($1, $2, $3, $4::jsonb)',
    [tmc, id, action, JSON.stringify(detail)],
  );
}

/** Creates an SBR client; an existing non-SBR corporate of that name becomes an SBR client. */
export async function createCorporate(
  db: OpsDb,
  tmc: string,
  name: string,
  isTest: boolean,
): Promise<CorporateView> {
  try {
    return await db.transaction(async (tx) => {
      const [existing] = await tx.query<{ id: number; is_sbr: boolean; name: string }>(
        'SELECT id, is_sbr, name FROM corporates WHERE tmc = $1 AND lower(name) = lower($2) FOR UPDATE',
        [tmc, name],
      );
      if (existing?.is_sbr) throw nameTaken(existing.name);
      let id: number;
      if (existing) {
        await tx.query(
          'UPDATE corporates SET is_sbr = true, is_test = $2, updated_at = now() WHERE id = $1',
          [existing.id, isTest],
        );
        id = existing.id;
      } else {
        const [inserted] = await tx.query<{ id: number }>(
          'INSERT INTO corporates (tmc, name, is_sbr, is_test) VALUES ($1, $2, true, $3) RETURNING id',
          [tmc, name, isTest],
        );
        id = inserted!.id;
      }
      await record(tx, tmc, id, 'create', { name, is_test: isTest });
      return readCorporate(tx, id);
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw nameTaken(name);
    throw error;
  }
}

/** Marks a client live; its go-live date becomes today unless it already lies in the past. */
export async function goLive(db: OpsDb, tmc: string, id: number): Promise<CorporateView> {
  return db.transaction(async (tx) => {
    const corporate = await lockCorporate(tx, tmc, id);
    if (corporate.is_live) throw new HttpError(409, 'ALREADY_LIVE', `${corporate.name} is already live`);
    await tx.query(
      `UPDATE corporates SET is_live = true, is_sbr = true, updated_at = now(),
              go_live_date = CASE WHEN go_live_date IS NULL OR go_live_date > (now() AT TIME ZONE 'UTC')::date
                                  THEN (now() AT TIME ZONE 'UTC')::date ELSE go_live_date END
        WHERE id = $1`,
      [id],
    );
    await record(tx, tmc, id, 'go-live', {});
    return readCorporate(tx, id);
  });
}

/** Renames a client (names are unique per TMC, case-insensitively). */
export async function renameCorporate(
  db: OpsDb,
  tmc: string,
  id: number,
  name: string,
): Promise<CorporateView> {
  try {
    return await db.transaction(async (tx) => {
      const corporate = await lockCorporate(tx, tmc, id);
      await tx.query('UPDATE corporates SET name = $2, updated_at = now() WHERE id = $1', [id, name]);
      await record(tx, tmc, id, 'rename', { from: corporate.name, to: name });
      return readCorporate(tx, id);
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw nameTaken(name);
    throw error;
  }
}

/**
 * Enables a sender e-mail for a client. Adding one twice changes nothing (`added: false`); an e-mail
 * enabled for another client of the TMC is refused with 409 IDENTIFIER_IN_USE.
 */
export async function addIdentifier(db: OpsDb, tmc: string, id: number, identifier: string) {
  return db.transaction(async (tx) => {
    await lockCorporate(tx, tmc, id);
    const inserted = await tx.query(
      `INSERT INTO corporate_identifiers (tmc, corporate_id, identifier) VALUES ($1, $2, $3)
       ON CONFLICT DO NOTHING RETURNING identifier`,
      [tmc, id, identifier],
    );
    if (inserted.length === 0) {
      const [owner] = await tx.query<{ corporate_id: number }>(
        'SELECT corporate_id FROM corporate_identifiers WHERE tmc = $1 AND identifier = $2',
        [tmc, identifier],
      );
      if (owner && owner.corporate_id !== id) {
        throw new HttpError(409, 'IDENTIFIER_IN_USE', `${identifier} is already enabled for another client`, {
          field: 'identifier',
        });
      }
    } else {
      await record(tx, tmc, id, 'add-identifier', { identifier });
    }
    return { added: inserted.length > 0, corporate: await readCorporate(tx, id) };
  });
}

/** Disables a sender e-mail of a client (404 IDENTIFIER_NOT_FOUND when it is not enabled). */
export async function removeIdentifier(
  db: OpsDb,
  tmc: string,
  id: number,
  identifier: string,
): Promise<CorporateView> {
  return db.transaction(async (tx) => {
    await lockCorporate(tx, tmc, id);
    const removed = await tx.query(
      'DELETE FROM corporate_identifiers WHERE tmc = $1 AND corporate_id = $2 AND identifier = $3 RETURNING identifier',
      [tmc, id, identifier],
    );
    if (removed.length === 0) {
      throw new HttpError(
        404,
        'IDENTIFIER_NOT_FOUND',
        `${identifier} is not an enabled sender of this client`,
        {
          field: 'identifier',
        },
      );
    }
    await record(tx, tmc, id, 'remove-identifier', { identifier });
    return readCorporate(tx, id);
  });
}
