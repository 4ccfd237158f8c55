import type { OpsDb } from './db.js';
import { migrations as allMigrations, type Migration } from './migrations/index.js';

// Any constant works; it only has to be the same for every replica of the service.
const MIGRATION_LOCK = 7_301_144;

/**
 * Applies the migrations not yet recorded in `schema_migrations`, all in one transaction under an
 * advisory lock, so replicas starting together apply each one exactly once. Returns the versions applied.
 */
export async function migrate(
  db: OpsDb,
  migrations: readonly Migration[] = allMigrations,
): Promise<number[]> {
  return db.transaction(async (tx) => {
    await tx.query('SELECT pg_advisory_xact_lock($1)', [MIGRATION_LOCK]);
    await tx.query(`CREATE TABLE IF NOT EXISTS schema_migrations (
      version integer PRIMARY KEY,
      name text NOT NULL,
      applied_at timestamptz NOT NULL DEFAULT now()
    )`);
    const done = new Set(
      (await tx.query<{ version: number }>('SELECT version FROM schema_migrations')).map(
        (row) => row.version,
      ),
    );
    const applied: number[] = [];
    for (const migration of [...migrations].sort((a, b) => a.version - b.version)) {
      if (done.has(migration.version)) continue;
      for (const statement of splitStatements(migration.sql)) await tx.query(statement);
      await tx.query('INSERT INTO schema_migrations (version, name) VALUES ($1, $2)', [
        migration.version,
        migration.name,
      ]);
      applied.push(migration.version);
    }
    return applied;
  });
}

/** Splits a migration on semicolons at line ends (extended-protocol queries take one statement each). */
function splitStatements(sql: string): string[] {
  return sql
    .split(/;\s*$/m)
    .map((statement) => statement.replace(/^\s*--.*$/gm, '').trim())
    .filter((statement) => statement.length > 0);
}
