import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openPgliteDb, openPostgresDb, type OpsDb } from '../src/ops/db.js';
import { migrate } from '../src/ops/migrate.js';
import { migrations } from '../src/ops/migrations/index.js';
import { seedAll } from '../src/ops/seed.js';
import { createTestDatabase, TEST_DATABASE_URL, type TestDatabase } from './postgres.js';

const STORES = [
  { name: 'pglite', database: false },
  ...(TEST_DATABASE_URL ? [{ name: 'postgres', database: true }] : []),
];

describe.each(STORES)('operational store on $name', ({ database }) => {
  let db: OpsDb;
  let dir: string;
  let testDatabase: TestDatabase | null = null;
  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'tripsight-ops-'));
    if (database) testDatabase = await createTestDatabase();
    db = testDatabase ? await openPostgresDb(testDatabase.url) : await openPgliteDb(join(dir, 'ops'));
  });
  afterAll(async () => {
    await db?.close();
    await testDatabase?.drop();
    rmSync(dir, { recursive: true, force: true });
  });

  it('applies each migration once', async () => {
    const versions = migrations.map((migration) => migration.version);
    expect(versions).toContain(1);
    expect(await migrate(db)).toEqual(versions);
    expect(await migrate(db)).toEqual([]);
    const rows = await db.query<{ version: number; name: string }>(
      'SELECT version, name FROM schema_migrations ORDER BY version',
    );
    expect(rows).toEqual(migrations.map(({ version, name }) => ({ version, name })));
    expect(rows[0]).toEqual({ version: 1, name: 'initial' });
  });

  it('seeds every TMC once, the same way every time', async () => {
    const now = Date.parse('2026-06-15T12:00:00Z');
    expect(await seedAll(db, now)).toEqual(['northstar', 'bluewave', 'meridian']);
    expect(await seedAll(db, now)).toEqual([]);
    const counts = await db.query<{ tmc: string; n: number }>(
      'SELECT tmc, count(*)::int AS n FROM conversations GROUP BY tmc ORDER BY tmc',
    );
    expect(counts).toEqual([
      { tmc: 'bluewave', n: 240 },
      { tmc: 'meridian', n: 240 },
      { tmc: 'northstar', n: 240 },
    ]);
    const [first] = await db.query<{ conversation_id: string; status_label: string }>(
      "SELECT conversation_id, status_label FROM conversations WHERE tmc = 'northstar' ORDER BY received_at DESC LIMIT 1",
    );
    expect(first?.status_label).toBe('OUT_OF_SCOPE');
    const range = await db.query<{ newest: string; oldest: string }>(
      "SELECT max(received_at)::text AS newest, min(received_at)::text AS oldest FROM conversations WHERE tmc = 'northstar'",
    );
    const span = Date.parse(range[0]!.newest) - Date.parse(range[0]!.oldest);
    expect(span).toBeGreaterThan(58 * 86_400_000);
    expect(span).toBeLessThanOrEqual(60 * 86_400_000);
    const shared = await db.query<{ name: string }>(
      "SELECT name FROM corporates WHERE tmc IN ('northstar', 'bluewave') GROUP BY name HAVING count(*) = 2 ORDER BY name",
    );
    expect(shared.map((row) => row.name)).toEqual(['Globex Corporation', 'Initech']);

    const other = await openPgliteDb('memory://');
    try {
      await migrate(other);
      await seedAll(other, now);
      const sql = `SELECT conversation_id, status_label, extract(epoch FROM received_at)::float8 AS at, sub_intents FROM conversations
                    WHERE tmc = 'bluewave' ORDER BY received_at DESC, conversation_id`;
      expect(await other.query(sql)).toEqual(await db.query(sql));
    } finally {
      await other.close();
    }
  });

  it('rolls a transaction back entirely when it throws', async () => {
    await expect(
      db.transaction(async (tx) => {
        await tx.query("INSERT INTO corporates (tmc, name) VALUES ('northstar', 'Half Written')");
        throw new Error('stop');
      }),
    ).rejects.toThrow('stop');
    expect(await db.query("SELECT id FROM corporates WHERE name = 'Half Written'")).toEqual([]);
  });

  it('refuses a duplicate sender identifier in a TMC at the database level', async () => {
    const [corporate] = await db.query<{ id: number }>(
      "SELECT id FROM corporates WHERE tmc = 'meridian' LIMIT 1",
    );
    const insert = () =>
      db.query(
        "INSERT INTO corporate_identifiers (tmc, corporate_id, identifier) VALUES ('meridian', $1, 'x@meridian.example') ON CONFLICT DO NOTHING RETURNING identifier",
        [corporate!.id],
      );
    expect(await insert()).toHaveLength(1);
    expect(await insert()).toHaveLength(0);
  });
});
