import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';

/** Runs one SQL statement with bound parameters and returns its rows. */
export interface OpsQuery {
  query<T extends object = Record<string, unknown>>(sql: string, params?: unknown[]): Promise<T[]>;
}

/**
 * The operational store: PostgreSQL-dialect SQL on PGlite (embedded) or a PostgreSQL server.
 * Every write goes through `transaction`, which commits on success and rolls back on any throw.
 *
 * @example await db.transaction(async (tx) => tx.query('UPDATE corporates SET name = $1 WHERE id = $2', [name, id]));
 */
export interface OpsDb extends OpsQuery {
  /** `pglite` or `postgres`, for logs and tests. */
  readonly kind: 'pglite' | 'postgres';
  transaction<T>(work: (tx: OpsQuery) => Promise<T>): Promise<T>;
  close(): Promise<void>;
}

/** PGlite in `dataDir` (a folder; one process per folder, PGlite has no file lock). */
export async function openPgliteDb(dataDir: string): Promise<OpsDb> {
  const db = await PGlite.create(dataDir);
  return {
    kind: 'pglite',
    async query<T extends object>(sql: string, params: unknown[] = []) {
      return (await db.query<T>(sql, params)).rows;
    },
    async transaction<T>(work: (tx: OpsQuery) => Promise<T>) {
      // PGlite serialises transactions on its single connection.
      return db.transaction(async (tx) =>
        work({
          async query<R extends object>(sql: string, params: unknown[] = []) {
            return (await tx.query<R>(sql, params)).rows;
          },
        }),
      );
    },
    close: () => db.close(),
  };
}

// Timestamps and dates are formatted in SQL; keep the drivers from turning numerics into strings.
pg.types.setTypeParser(pg.types.builtins.INT8, (value) => Number(value));

/** A PostgreSQL server through a `pg` pool (`DATABASE_URL`). */
export async function openPostgresDb(connectionString: string): Promise<OpsDb> {
  const pool = new pg.Pool({ connectionString, max: 10 });
  // Fail at start-up with the server's reason rather than on the first request.
  const probe = await pool.connect();
  probe.release();
  return {
    kind: 'postgres',
    async query<T extends object>(sql: string, params: unknown[] = []) {
      return (await pool.query(sql, params)).rows as T[];
    },
    async transaction<T>(work: (tx: OpsQuery) => Promise<T>) {
      const client = await pool.connect();
      try {
        await client.query('BEGIN');
        const result = await work({
          async query<R extends object>(sql: string, params: unknown[] = []) {
            return (await client.query(sql, params)).rows as R[];
          },
        });
        await client.query('COMMIT');
        return result;
      } catch (error) {
        await client.query('ROLLBACK').catch(() => undefined);
        throw error;
      } finally {
        client.release();
      }
    },
    close: () => pool.end(),
  };
}
